import { useEffect, useState } from 'react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import QRCode from 'qrcode';
import { isLanguage } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { getCurrentEventId } from '../../lib/event-session.ts';
import { setLanguage, visitorLanguage } from '../../lib/language.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ensureDictionary } from '../event-data.ts';
import './pc-page.css';

export async function pcLoader({ request }: LoaderFunctionArgs) {
  const segment = new URL(request.url).pathname.split('/')[2];
  const lang = isLanguage(segment) ? segment : visitorLanguage();
  setLanguage(lang);
  await ensureDictionary(getCurrentEventId(), lang);
  return null;
}

/**
 * /pc/...: the mobile page for desktop browsers, in a phone-sized frame beside a QR code of its /m/ address
 * (a desktop browser is sent from /m/ to /pc/). The framed page knows it is framed and does not
 * bounce back here.
 */
export function PcPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const mobilePath = paths.mobileOf(location.pathname + location.search);
  const mobileUrl = new URL(mobilePath, window.location.origin).href;
  const [qr, setQr] = useState<string | null>(null);
  useDocumentTitle(t('pc_title'));

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(mobileUrl, { width: 440, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [mobileUrl]);

  return (
    <main className="sf-pc">
      <div className="sf-pc__phone" aria-label={t('pc_preview')}>
        <iframe className="sf-pc__frame" src={mobilePath} title={t('pc_preview')} data-testid="pc-frame" />
      </div>
      <aside className="sf-pc__side">
        <h1 className="sf-pc__title">{t('pc_title')}</h1>
        <p className="sf-pc__hint">{t('pc_scan_hint')}</p>
        <div className="sf-pc__qr">
          {qr ? (
            <img src={qr} alt={t('pc_qr_alt')} width={220} height={220} data-testid="pc-qr" />
          ) : (
            <div className="sf-skel" style={{ width: 220, height: 220 }} />
          )}
        </div>
        <a className="sf-pc__url" href={mobilePath}>
          {mobileUrl}
        </a>
      </aside>
    </main>
  );
}
