import type { TLanguage } from '@showfloor/contracts';
import type { Mail } from '../mail/outbox.ts';
import { esc } from './html.ts';

/**
 * The authority's e-mails in the five languages. Each is a few paragraphs and one or two links; the text part and
 * the HTML part say the same, so a mail client that shows either shows everything.
 */
interface Texts {
  verifySubject: string;
  verifyHello: string;
  verifyAsk: string;
  verifyButton: string;
  verifyAfter: string;
  knownSubject: string;
  knownSaid: string;
  knownLogin: string;
  knownReset: string;
  knownAfter: string;
  resetSubject: string;
  resetAsk: string;
  resetButton: string;
  resetAfter: string;
  signature: string;
}

const EN: Texts = {
  verifySubject: 'Confirm your registration for {title}',
  verifyHello: 'Hello {name},',
  verifyAsk: 'open this link to confirm your e-mail address and finish your registration for {title}:',
  verifyButton: 'Confirm my e-mail',
  verifyAfter:
    'The link works for 24 hours. If you did not register, ignore this message: nothing happens without it.',
  knownSubject: 'Someone tried to register with your e-mail',
  knownSaid:
    'Someone, maybe you, tried to register for {title} with this address. It already has an account, so nothing was changed.',
  knownLogin: 'Log in',
  knownReset: 'Choose a new password',
  knownAfter: 'If it was not you, ignore this message.',
  resetSubject: 'Choose a new password',
  resetAsk:
    'Someone, hopefully you, asked to reset the password of your account. Open this link to choose a new one:',
  resetButton: 'Choose a new password',
  resetAfter:
    'The link works for 1 hour. If you did not ask, ignore this message: your password stays as it is.',
  signature: 'Showfloor',
};

const ZH_CN: Texts = {
  verifySubject: '请确认您在 {title} 的注册',
  verifyHello: '{name}，您好：',
  verifyAsk: '请打开以下链接确认您的邮箱，完成 {title} 的注册：',
  verifyButton: '确认邮箱',
  verifyAfter: '链接 24 小时内有效。如果您没有注册，请忽略本邮件，不会发生任何事情。',
  knownSubject: '有人尝试用您的邮箱注册',
  knownSaid: '有人（也许是您）尝试用此邮箱注册 {title}。此邮箱已有账号，因此没有任何更改。',
  knownLogin: '登录',
  knownReset: '设置新密码',
  knownAfter: '如果不是您本人操作，请忽略本邮件。',
  resetSubject: '设置新密码',
  resetAsk: '有人（希望是您）申请重置您账号的密码。请打开以下链接设置新密码：',
  resetButton: '设置新密码',
  resetAfter: '链接 1 小时内有效。如果不是您申请的，请忽略本邮件，您的密码保持不变。',
  signature: 'Showfloor',
};

const ZH_HK: Texts = {
  verifySubject: '請確認您在 {title} 的註冊',
  verifyHello: '{name}，您好：',
  verifyAsk: '請打開以下連結確認您的電郵，完成 {title} 的註冊：',
  verifyButton: '確認電郵',
  verifyAfter: '連結 24 小時內有效。如果您沒有註冊，請忽略本電郵，不會發生任何事情。',
  knownSubject: '有人嘗試用您的電郵註冊',
  knownSaid: '有人（也許是您）嘗試用此電郵註冊 {title}。此電郵已有帳號，因此沒有任何更改。',
  knownLogin: '登入',
  knownReset: '設定新密碼',
  knownAfter: '如果不是您本人操作，請忽略本電郵。',
  resetSubject: '設定新密碼',
  resetAsk: '有人（希望是您）申請重設您帳號的密碼。請打開以下連結設定新密碼：',
  resetButton: '設定新密碼',
  resetAfter: '連結 1 小時內有效。如果不是您申請的，請忽略本電郵，您的密碼保持不變。',
  signature: 'Showfloor',
};

const PT_PT: Texts = {
  verifySubject: 'Confirme o seu registo em {title}',
  verifyHello: 'Olá {name},',
  verifyAsk: 'abra esta ligação para confirmar o seu endereço de email e concluir o registo em {title}:',
  verifyButton: 'Confirmar o meu email',
  verifyAfter:
    'A ligação é válida durante 24 horas. Se não se registou, ignore esta mensagem: nada acontece sem ela.',
  knownSubject: 'Alguém tentou registar-se com o seu email',
  knownSaid:
    'Alguém, talvez o próprio, tentou registar-se em {title} com este endereço. Já existe uma conta com ele, por isso nada foi alterado.',
  knownLogin: 'Iniciar sessão',
  knownReset: 'Escolher uma nova palavra-passe',
  knownAfter: 'Se não foi o próprio, ignore esta mensagem.',
  resetSubject: 'Escolher uma nova palavra-passe',
  resetAsk:
    'Alguém, esperemos que o próprio, pediu para repor a palavra-passe da sua conta. Abra esta ligação para escolher uma nova:',
  resetButton: 'Escolher uma nova palavra-passe',
  resetAfter:
    'A ligação é válida durante 1 hora. Se não fez o pedido, ignore esta mensagem: a sua palavra-passe fica como está.',
  signature: 'Showfloor',
};

const TEXTS: Record<TLanguage, Texts> = {
  'zh-CN': ZH_CN,
  zh: ZH_CN,
  'en-US': EN,
  'zh-HK': ZH_HK,
  'pt-PT': PT_PT,
};

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m);
}

type Part = string | { href: string; label: string };

/** One message from paragraphs and links, as text and as HTML. */
function compose(to: string, subject: string, parts: Part[], lang: TLanguage): Mail {
  const text = parts.map((p) => (typeof p === 'string' ? p : `${p.label}: ${p.href}`)).join('\n\n');
  const html = parts
    .map((p) =>
      typeof p === 'string'
        ? `<p>${esc(p)}</p>`
        : `<p><a href="${esc(p.href)}" style="display:inline-block;padding:10px 16px;background:#1a56db;color:#fff;border-radius:6px;text-decoration:none">${esc(p.label)}</a><br><small>${esc(p.href)}</small></p>`,
    )
    .join('\n');
  return {
    to,
    subject,
    text: `${text}\n`,
    html: `<!doctype html><html lang="${esc(lang)}"><body style="font-family:sans-serif;line-height:1.5">${html}</body></html>`,
  };
}

export function verifyMail(
  lang: TLanguage,
  m: { to: string; name: string; title: string; link: string },
): Mail {
  const x = TEXTS[lang];
  return compose(
    m.to,
    fill(x.verifySubject, m),
    [
      fill(x.verifyHello, m),
      fill(x.verifyAsk, m),
      { href: m.link, label: x.verifyButton },
      x.verifyAfter,
      x.signature,
    ],
    lang,
  );
}

export function knownAddressMail(
  lang: TLanguage,
  m: { to: string; title: string; login: string; reset: string },
): Mail {
  const x = TEXTS[lang];
  return compose(
    m.to,
    x.knownSubject,
    [
      fill(x.knownSaid, m),
      { href: m.login, label: x.knownLogin },
      { href: m.reset, label: x.knownReset },
      x.knownAfter,
      x.signature,
    ],
    lang,
  );
}

export function resetMail(lang: TLanguage, m: { to: string; link: string }): Mail {
  const x = TEXTS[lang];
  return compose(
    m.to,
    x.resetSubject,
    [x.resetAsk, { href: m.link, label: x.resetButton }, x.resetAfter, x.signature],
    lang,
  );
}
