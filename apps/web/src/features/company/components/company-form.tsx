import { type ReactNode, useState } from 'react';
import {
  BOOTH_TYPES,
  COMPANY_BANNER_HEIGHT,
  COMPANY_BANNER_WIDTH,
  COMPANY_IMAGES_MAX,
  COMPANY_NAME_MAX,
  COMPANY_TEXT_MAX,
  LANGUAGE_NAMES,
  textLength,
  type TCompany,
  type TLanguage,
} from '@showfloor/contracts';
import { fieldPlainText } from '@showfloor/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Acting } from '../api/company-api.ts';
import {
  bodyOf,
  type CompanyDraft,
  type DraftField,
  draftOf,
  draftProblems,
  type Problems,
  refusalProblems,
} from '../hooks/company-draft.ts';
import { useImageList } from '../../../lib/use-image-list.ts';
import { useSaveCompany } from '../hooks/use-save-company.ts';
import { ImageList } from './image-list.tsx';
import '../../../components/form.css';
import './company.css';

interface Props {
  who: Acting;
  lang: TLanguage;
  company: TCompany;
}

type Texts = Partial<Record<TLanguage, string>>;

/** What visitors read of the special fields' stored formats: how the typed value will show. */
const SHOWN_AS = new Set(['Cate', 'ProjectCate', 'MainProducts']);
const HINTS: Record<string, string> = {
  Cate: 'company_hint_cate',
  ProjectCate: 'company_hint_project_cate',
  MainProducts: 'company_hint_main_products',
  Telephone: 'company_hint_phone',
  Fax: 'company_hint_phone',
};

/**
 * The company form in sections: the basics (names, logo, booth), the banners, the contact details and the event's
 * profile fields by type. The form's checks show under each field once the exhibitor tries to save, and the
 * gateway's refusals under the field they are about; a save goes live at once.
 */
export function CompanyForm({ who, lang, company }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CompanyDraft>(() => draftOf(company));
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const save = useSaveCompany(who, (c) => {
    setDraft(draftOf(c));
    setTried(false);
  });
  const languages = company.languages;
  // The texts of one language at a time: four languages of every text field would make the form four times as long.
  const [editLang, setEditLang] = useState<TLanguage>(() =>
    languages.includes(lang) ? lang : (languages[0] ?? lang),
  );
  const own = tried ? draftProblems(draft, languages) : {};
  const problems: Problems = { ...refused, ...own };
  const logo = useImageList(who.bventId, draft.logo, 1, (change) =>
    setDraft((d) => ({ ...d, logo: change(d.logo) })),
  );
  const banners = useImageList(who.bventId, draft.banners, COMPANY_IMAGES_MAX, (change) =>
    setDraft((d) => ({ ...d, banners: change(d.banners) })),
  );
  const uploading =
    logo.uploading || banners.uploading || draft.fields.some((f) => f.images.some((p) => !p.image));
  const locked = company.banned;

  /** A change takes back what the gateway said about that place. */
  const set = (at: string, change: (d: CompanyDraft) => CompanyDraft) => {
    setDraft(change);
    setRefused((r) =>
      Object.fromEntries(
        Object.entries(r).filter(([k]) => k !== at && !k.startsWith(`${at}.`) && k !== 'form'),
      ),
    );
  };
  const errorOf = (at: string) => {
    const p = problems[at];
    if (!p) return null;
    return (
      <p className="sf-input__error" role="alert" data-testid={`company-error-${at}`}>
        {typeof p === 'string' ? p : t(p.key, p.values)}
      </p>
    );
  };

  const submit = () => {
    setTried(true);
    setRefused({});
    if (save.isPending || uploading || locked) return;
    const found = Object.keys(draftProblems(draft, languages));
    if (found.length > 0) {
      const inLang = languages.find((l) => found.some((k) => k.endsWith(`.${l}`)));
      if (inLang && !found.some((k) => k.endsWith(`.${editLang}`))) setEditLang(inLang);
      requestAnimationFrame(() =>
        document.querySelector('[data-testid^="company-error-"]')?.scrollIntoView({ block: 'center' }),
      );
      return;
    }
    save.mutate(bodyOf(draft, who.bventId), {
      onError: (e) =>
        setRefused(
          e instanceof ApiError
            ? refusalProblems(e, draft)
            : { form: e instanceof Error ? e.message : String(e) },
        ),
    });
  };

  /** The language tabs: which language's texts the form shows, a dot where one holds a problem. */
  const hasProblem = (l: TLanguage) => Object.keys(problems).some((k) => k.endsWith(`.${l}`));

  /** The input of the language being edited (the others keep their values). */
  const perLanguage = (
    at: string,
    values: Texts,
    onChange: (l: TLanguage, v: string) => void,
    opts: { multiline?: boolean; max?: number; testId: string; label: string },
  ) => {
    const l = editLang;
    return (
      <label className="sf-input" lang={l}>
        <span>
          {opts.label} <span className="sf-co-lang">· {LANGUAGE_NAMES[l]}</span>
        </span>
        {opts.multiline ? (
          <textarea
            rows={6}
            value={values[l] ?? ''}
            disabled={locked}
            onChange={(e) => onChange(l, e.target.value)}
            data-testid={`${opts.testId}-${l}`}
          />
        ) : (
          <input
            value={values[l] ?? ''}
            disabled={locked}
            onChange={(e) => onChange(l, e.target.value)}
            data-testid={`${opts.testId}-${l}`}
          />
        )}
        {opts.max && opts.multiline ? (
          <small className="sf-input__count">
            {textLength(values[l] ?? '')}/{opts.max}
          </small>
        ) : null}
        {errorOf(`${at}.${l}`)}
      </label>
    );
  };

  const setField = (name: string, change: (f: DraftField) => DraftField) =>
    set(`field.${name}`, (d) => ({
      ...d,
      fields: d.fields.map((f) => (f.def.fieldName === name ? change(f) : f)),
    }));

  return (
    <form
      className="sf-card sf-form sf-co"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="company-form"
    >
      {languages.length > 1 ? (
        <div
          className="sf-co-langs"
          role="group"
          aria-label={t('company_edit_language')}
          data-testid="company-langs"
        >
          {languages.map((l) => (
            <button
              key={l}
              type="button"
              lang={l}
              aria-pressed={l === editLang}
              onClick={() => setEditLang(l)}
              data-problem={hasProblem(l) || undefined}
              data-testid={`company-lang-${l}`}
            >
              {LANGUAGE_NAMES[l]}
            </button>
          ))}
        </div>
      ) : null}
      <fieldset className="sf-co-section" data-testid="company-basic">
        <legend>{t('company_section_basic')}</legend>
        {languages.length > 1 ? <p className="sf-co-hint">{t('workbench_languages_hint')}</p> : null}
        <div className="sf-co-group">
          {perLanguage(
            'name',
            draft.name,
            (l, v) => set('name', (d) => ({ ...d, name: { ...d.name, [l]: v } })),
            { max: COMPANY_NAME_MAX, testId: 'company-name', label: t('company_name') },
          )}
          {errorOf('name')}
        </div>
        <div className="sf-co-group">
          <span>{t('company_logo')}</span>
          <p className="sf-co-hint">{t('company_logo_hint')}</p>
          <ImageList
            images={draft.logo}
            list={logo}
            max={1}
            shape="logo"
            nameOf={() => t('company_logo')}
            addLabel={draft.logo.length > 0 ? t('company_logo_change') : t('demand_add_picture')}
            error={errorOf('logo')}
            testId="company-logo"
          />
        </div>
        <div className="sf-form__row">
          <label className="sf-input">
            <span>{t('booth_number')}</span>
            <input
              value={draft.boothNumber}
              disabled={locked}
              autoComplete="off"
              onChange={(e) => set('boothNumber', (d) => ({ ...d, boothNumber: e.target.value }))}
              data-testid="company-booth"
            />
            {errorOf('boothNumber')}
          </label>
          {company.pavilion ? (
            <div className="sf-input">
              <span>{t('company_col_pavilion')}</span>
              <output className="sf-co-readonly">{company.pavilion}</output>
            </div>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="sf-co-section" data-testid="company-banners">
        <legend>{t('company_section_banners')}</legend>
        <p className="sf-co-hint">
          {t('company_banners_hint', {
            max: COMPANY_IMAGES_MAX,
            width: COMPANY_BANNER_WIDTH,
            height: COMPANY_BANNER_HEIGHT,
          })}
        </p>
        <ImageList
          images={draft.banners}
          list={banners}
          max={COMPANY_IMAGES_MAX}
          shape="banner"
          nameOf={(n) => t('company_banner_n', { n })}
          addLabel={t('company_add_banner')}
          error={errorOf('banners')}
          testId="company-banner"
        />
      </fieldset>

      <fieldset className="sf-co-section" data-testid="company-contact">
        <legend>{t('company_section_contact')}</legend>
        {perLanguage(
          'contact.contactName',
          draft.contactName,
          (l, v) => set('contact.contactName', (d) => ({ ...d, contactName: { ...d.contactName, [l]: v } })),
          { testId: 'company-contact-name', label: t('contact_name') },
        )}
        {(['telephone', 'mobile'] as const).map((k) => (
          <label key={k} className="sf-input">
            <span>{t(k === 'telephone' ? 'contact_phone' : 'contact_mobile')}</span>
            <input
              type="tel"
              value={draft[k]}
              disabled={locked}
              onChange={(e) => set(`contact.${k}`, (d) => ({ ...d, [k]: e.target.value }))}
              data-testid={`company-contact-${k}`}
            />
            {errorOf(`contact.${k}`)}
          </label>
        ))}
        <label className="sf-input">
          <span>{t('contact_email')}</span>
          <input
            type="email"
            value={draft.email}
            disabled={locked}
            onChange={(e) => set('contact.email', (d) => ({ ...d, email: e.target.value }))}
            data-testid="company-contact-email"
          />
          {errorOf('contact.email')}
        </label>
        {perLanguage(
          'contact.address',
          draft.address,
          (l, v) => set('contact.address', (d) => ({ ...d, address: { ...d.address, [l]: v } })),
          { testId: 'company-contact-address', label: t('contact_address') },
        )}
      </fieldset>

      {draft.fields.length > 0 ? (
        <fieldset className="sf-co-section" data-testid="company-profile">
          <legend>{t('company_section_profile')}</legend>
          {draft.fields.map((f) => (
            <ProfileField
              key={f.def.fieldName}
              field={f}
              bventId={who.bventId}
              editLang={editLang}
              locked={locked}
              onChange={(change) => setField(f.def.fieldName, change)}
              perLanguage={perLanguage}
              errorOf={errorOf}
            />
          ))}
        </fieldset>
      ) : null}

      <div className="sf-co-actions">
        {errorOf('form')}
        <button
          type="submit"
          className="sf-button sf-button--primary sf-button--block"
          disabled={save.isPending || uploading || locked}
          data-testid="company-save"
        >
          {save.isPending ? t('company_saving') : t('cards_save')}
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  field: DraftField;
  bventId: string;
  /** The language whose texts the form shows. */
  editLang: TLanguage;
  locked: boolean;
  onChange: (change: (f: DraftField) => DraftField) => void;
  perLanguage: (
    at: string,
    values: Texts,
    onChange: (l: TLanguage, v: string) => void,
    opts: { multiline?: boolean; max?: number; testId: string; label: string },
  ) => ReactNode;
  errorOf: (at: string) => ReactNode;
}

/** One of the event's profile fields, drawn by its type (and the special names by their stored format). */
function ProfileField({ field: f, bventId, editLang, locked, onChange, perLanguage, errorOf }: FieldProps) {
  const { t } = useTranslation();
  const name = f.def.fieldName;
  const at = `field.${name}`;
  const testId = `company-field-${name}`;
  const images = useImageList(bventId, f.images, COMPANY_IMAGES_MAX, (change) =>
    onChange((x) => ({ ...x, images: change(x.images) })),
  );
  const hint = HINTS[name];
  const hintLine = hint ? <p className="sf-co-hint">{t(hint)}</p> : null;
  if (f.def.fieldType === 'image')
    return (
      <div className="sf-co-group" data-testid={testId}>
        <span>{f.def.displayName}</span>
        <p className="sf-co-hint">{t('company_gallery_hint', { max: COMPANY_IMAGES_MAX })}</p>
        <ImageList
          images={f.images}
          list={images}
          max={COMPANY_IMAGES_MAX}
          shape="square"
          nameOf={(n) => `${f.def.displayName} ${n}`}
          addLabel={t('demand_add_picture')}
          error={errorOf(at)}
          testId={`${testId}-images`}
        />
      </div>
    );
  if (f.def.localized) {
    const shownIn = f.text[editLang] ?? '';
    return (
      <div className="sf-co-group" data-testid={testId}>
        {perLanguage(at, f.text, (l, v) => onChange((x) => ({ ...x, text: { ...x.text, [l]: v } })), {
          multiline: f.def.fieldType === 'textarea',
          max: f.def.fieldType === 'textarea' ? COMPANY_TEXT_MAX : undefined,
          testId,
          label: f.def.displayName,
        })}
        {hintLine}
        {SHOWN_AS.has(name) && shownIn.trim() ? (
          <p className="sf-co-hint" data-testid={`${testId}-shown`}>
            {t('company_shown_as', { text: fieldPlainText(name, shownIn) })}
          </p>
        ) : null}
        {errorOf(at)}
      </div>
    );
  }
  const setValue = (v: string) => onChange((x) => ({ ...x, value: v }));
  let input: ReactNode;
  if (name === 'BoothType')
    input = (
      <select
        value={f.value}
        disabled={locked}
        onChange={(e) => setValue(e.target.value)}
        data-testid={testId}
      >
        <option value="">{t('company_not_set')}</option>
        {BOOTH_TYPES.map((b) => (
          <option key={b} value={b}>
            {t(b === 'SpecialBooth' ? 'special_booth' : 'standard_booth')}
          </option>
        ))}
      </select>
    );
  else {
    const type = f.def.fieldType;
    const phone = name === 'Telephone' || name === 'Fax';
    input = (
      <input
        type={phone ? 'tel' : type === 'date' ? 'date' : type === 'link' || type === 'video' ? 'url' : 'text'}
        inputMode={type === 'number' ? 'decimal' : undefined}
        placeholder={type === 'link' || type === 'video' ? 'https://' : undefined}
        value={f.value}
        disabled={locked}
        onChange={(e) => setValue(e.target.value)}
        data-testid={testId}
      />
    );
  }
  return (
    <label className="sf-input">
      <span>{f.def.displayName}</span>
      {f.def.fieldType === 'video' ? <small>{t('company_hint_video')}</small> : null}
      {hint ? <small>{t(hint)}</small> : null}
      {input}
      {errorOf(at)}
    </label>
  );
}
