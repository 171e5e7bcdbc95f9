import type { PayWay } from '@showfloor/domain';
import { esc } from './html.ts';
import type { Profile } from './registration-service.ts';
import type { SsoStringKey, Translate } from './strings.ts';

export type FieldErrors = Partial<Record<string, SsoStringKey>>;
export type FormBody = Record<string, unknown>;

export function str(body: FormBody, name: string, max = 200): string {
  const v = body[name];
  return typeof v === 'string' ? v.trim().slice(0, max) : '';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

/** What is wrong with a password being chosen (registration, reset), or null: 8 to 200 characters. */
export function newPasswordError(password: string): SsoStringKey | null {
  if (!password) return 'required';
  return password.length < 8 || password.length > 200 ? 'passwordShort' : null;
}

/** The profile fields of registration and correction; errors keyed by field name. */
export function readProfile(body: FormBody, errors: FieldErrors): Profile {
  const profile: Profile = {
    fullName: str(body, 'fullName', 100),
    phone: str(body, 'phone', 40),
    company: str(body, 'company', 200),
    jobTitle: str(body, 'jobTitle', 100),
    region: str(body, 'region') === 'overseas' ? 'overseas' : 'domestic',
  };
  for (const name of ['fullName', 'phone', 'company'] as const) if (!profile[name]) errors[name] = 'required';
  return profile;
}

export function readPayWay(body: FormBody): PayWay | null {
  const v = str(body, 'payWay');
  return v === 'Online' || v === 'OfflinePay' ? v : null;
}

export function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;
}

function fieldError(t: Translate, errors: FieldErrors, name: string): string {
  const key = errors[name];
  return key ? `<span class="field-error" id="${esc(name)}-error">${esc(t(key))}</span>` : '';
}

export function input(
  t: Translate,
  errors: FieldErrors,
  o: {
    name: string;
    label: SsoStringKey;
    value?: string;
    type?: string;
    autocomplete?: string;
    required?: boolean;
  },
): string {
  const invalid = errors[o.name] ? ` aria-invalid="true" aria-describedby="${esc(o.name)}-error"` : '';
  return `<label>${esc(t(o.label))}
<input name="${esc(o.name)}" type="${o.type ?? 'text'}" value="${esc(o.value ?? '')}"${
    o.autocomplete ? ` autocomplete="${o.autocomplete}"` : ''
  }${o.required ? ' required' : ''}${invalid}>${fieldError(t, errors, o.name)}</label>`;
}

export function radios(
  t: Translate,
  o: { name: string; legend: SsoStringKey; value: string; options: { value: string; label: SsoStringKey }[] },
): string {
  const items = o.options
    .map(
      (opt) =>
        `<label class="radio"><input type="radio" name="${esc(o.name)}" value="${esc(opt.value)}"${
          opt.value === o.value ? ' checked' : ''
        }>${esc(t(opt.label))}</label>`,
    )
    .join('');
  return `<fieldset><legend>${esc(t(o.legend))}</legend>${items}</fieldset>`;
}

export function profileFields(t: Translate, errors: FieldErrors, p: Partial<Profile>): string {
  return [
    input(t, errors, {
      name: 'fullName',
      label: 'fullName',
      value: p.fullName,
      autocomplete: 'name',
      required: true,
    }),
    input(t, errors, {
      name: 'phone',
      label: 'phone',
      value: p.phone,
      type: 'tel',
      autocomplete: 'tel',
      required: true,
    }),
    input(t, errors, {
      name: 'company',
      label: 'company',
      value: p.company,
      autocomplete: 'organization',
      required: true,
    }),
    input(t, errors, {
      name: 'jobTitle',
      label: 'jobTitle',
      value: p.jobTitle,
      autocomplete: 'organization-title',
    }),
    radios(t, {
      name: 'region',
      legend: 'region',
      value: p.region ?? 'domestic',
      options: [
        { value: 'domestic', label: 'regionDomestic' },
        { value: 'overseas', label: 'regionOverseas' },
      ],
    }),
  ].join('\n');
}

export function payWayField(t: Translate, ways: PayWay[], value: PayWay | null): string {
  if (ways.length < 2) return '';
  return radios(t, {
    name: 'payWay',
    legend: 'payWay',
    value: value ?? ways[0]!,
    options: ways.map((w) => ({ value: w, label: w === 'Online' ? 'payOnline' : 'payOffline' })),
  });
}
