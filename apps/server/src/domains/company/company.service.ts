import {
  BOOTH_TYPES,
  CATALOGUE_COLUMNS,
  COMPANY_IMAGES_MAX,
  COMPANY_LINE_MAX,
  COMPANY_LINK_MAX,
  COMPANY_PHONE_MAX,
  COMPANY_PHONE_PATTERN,
  COMPANY_TEXT_FIELD_TYPES,
  COMPANY_TEXT_MAX,
  ErrorCode,
  LANGUAGES,
  type TCatalogueColumn,
  type TCatalogueEntry,
  type TCompany,
  type TCompanyField,
  type TCompanyFieldInput,
  type TLanguage,
  type TSaveCompanyBody,
  textLength,
} from '@showfloor/contracts';
import { cleanPhone, fieldPlainText, parseMedia, safeHttpUrl } from '@showfloor/domain';
import type { Localized } from '../../db/schema/types.ts';
import { BusinessError, type ProblemDetail, ValidationError } from '../../http/errors.ts';
import { csvFile } from '../../lib/csv-file.ts';
import { UPLOADS_BASE, uploadUrl } from '../../uploads/upload-routes.ts';
import type { UploadStore } from '../../uploads/upload-store.ts';
import { callersExhibitor, type ExhibitorCaller } from '../shared/exhibiting-orgs.ts';
import { pickText } from '../shared/localize.ts';
import type {
  CompanyRepository,
  CompanyRow,
  CompanyWrite,
  ContactRow,
  EventField,
  FieldRow,
} from './company.repository.ts';

/** A dictionary entry in the request's language (null when the dictionary has none). */
export type Say = (key: string, lang: TLanguage, bventId: string | null) => Promise<string | null>;

/** The name a content-addressed upload has (uploads/image-check.ts: its hash and its checked type). */
const UPLOAD_KEY = /^[0-9a-f]{64}\.(jpg|png)$/;
const TEXT_TYPES = new Set<string>(COMPANY_TEXT_FIELD_TYPES);
const BOOTH_WORDS: Record<string, string> = {
  SpecialBooth: 'special_booth',
  StandardBooth: 'standard_booth',
};
const isLanguage = (l: string): l is TLanguage => (LANGUAGES as readonly string[]).includes(l);

/** Only the languages that say something. */
function texts(map: Partial<Record<TLanguage, string>>): Localized {
  return Object.fromEntries(Object.entries(map).filter(([, v]) => v && v.trim()));
}

/** The pictures of a stored gallery or video value (JSON [{ absoluteUrl }]). */
const mediaOf = (f: FieldRow | undefined) => (f ? parseMedia(f.fieldValue) : []);

/**
 * The exhibitor's company info on the workbench: what its page shows (names, logo, banners, booth, contact details,
 * the event's profile fields), read and saved whole by its own members. A save goes live at once: the row, the
 * profile the triggers keep, the search document, and the cached detail dropped before the answer.
 */
export class CompanyService {
  constructor(
    private readonly repo: CompanyRepository,
    private readonly uploads: UploadStore,
    private readonly say: Say,
    /** Told after a save, so the exhibitor's cached detail and decoration are read again. */
    private readonly exhibitorChanged: (exhibitorId: string) => void,
  ) {}

  /** The exhibitor the caller acts for at the event: the acting organization when it is one of theirs, else the first. */
  private exhibitor(caller: ExhibitorCaller, bventId: string, lang: TLanguage): Promise<CompanyRow> {
    return callersExhibitor(this.repo, caller, bventId, (key) => this.say(key, lang, bventId));
  }

  private async languages(bventId: string): Promise<TLanguage[]> {
    const ev = await this.repo.languagesOf(bventId);
    if (!ev) throw new BusinessError(ErrorCode.EventNotFound, 404);
    const all = [ev.defaultLanguage, ...ev.languages.filter((l) => l !== ev.defaultLanguage)];
    return all.filter(isLanguage);
  }

  private async view(ex: CompanyRow, lang: TLanguage): Promise<TCompany> {
    const [languages, defs, rows, contact] = await Promise.all([
      this.languages(ex.bventId),
      this.repo.eventFields(ex.bventId),
      this.repo.fields(ex.id),
      this.repo.contact(ex.id),
    ]);
    const mine = new Map(rows.map((r) => [r.fieldName, r]));
    return {
      exhibitorId: ex.id,
      bventId: ex.bventId,
      banned: ex.status === 'banned',
      languages,
      name: ex.name,
      logo: ex.logo,
      boothNumber: ex.boothNumber,
      pavilion: pickText(ex.pavilionName, lang),
      banners: ex.shopDecoration.bannerImages,
      contact: {
        contactName: contact?.contactName ?? {},
        telephone: contact?.telephone ?? '',
        mobile: contact?.mobile ?? '',
        email: contact?.email ?? '',
        address: contact?.address ?? {},
      },
      fields: defs.map((d) => fieldView(d, mine.get(d.fieldName), lang)),
    };
  }

  async company(caller: ExhibitorCaller, bventId: string, lang: TLanguage): Promise<TCompany> {
    return this.view(await this.exhibitor(caller, bventId, lang), lang);
  }

  /**
   * A picture the form names: one the company shows now (its address), or an image the workbench's upload call
   * kept (its key or address). Anything else was never uploaded: 6804.
   */
  private async picture(ref: string, known: ReadonlySet<string>, path: string): Promise<string> {
    if (known.has(ref)) return ref;
    const key = ref.startsWith(UPLOADS_BASE) ? ref.slice(UPLOADS_BASE.length) : ref;
    if (UPLOAD_KEY.test(key) && (await this.uploads.has(key))) return uploadUrl(key);
    throw new BusinessError(ErrorCode.ProductImageUnknown, 400, path);
  }

  async save(caller: ExhibitorCaller, body: TSaveCompanyBody, lang: TLanguage): Promise<TCompany> {
    const ex = await this.exhibitor(caller, body.bventId, lang);
    const banned = () =>
      this.say('exhibitor_is_disabled', lang, ex.bventId).then(
        (words) => new BusinessError(ErrorCode.ExhibitorBanned, 409, words ?? undefined),
      );
    if (ex.status === 'banned') throw await banned();
    const [defs, rows] = await Promise.all([this.repo.eventFields(ex.bventId), this.repo.fields(ex.id)]);
    const mine = new Map(rows.map((r) => [r.fieldName, r]));
    const known = new Set([
      ex.logo,
      ...ex.shopDecoration.bannerImages,
      ...rows.filter((r) => r.fieldType === 'image').flatMap((r) => parseMedia(r.fieldValue)),
    ]);
    const problems: ProblemDetail[] = [];
    const byName = new Map(defs.map((d) => [d.fieldName, d]));
    const seen = new Set<string>();
    const checked: { def: EventField; input: TCompanyFieldInput; path: string }[] = [];
    (body.fields ?? []).forEach((input, i) => {
      const path = `body.fields.${i}`;
      const def = byName.get(input.fieldName);
      if (!def)
        problems.push({
          path: `${path}.fieldName`,
          message: `"${input.fieldName}" is not a profile field of this event (its fields: ${defs.map((d) => d.fieldName).join(', ')})`,
        });
      else if (seen.has(input.fieldName))
        problems.push({ path: `${path}.fieldName`, message: `"${input.fieldName}" is sent twice` });
      else checked.push({ def, input, path });
      seen.add(input.fieldName);
    });
    const fields: CompanyWrite['fields'] = [];
    for (const { def, input, path } of checked) {
      const row = fieldProblem(def, input, mine.get(def.fieldName), path, problems);
      if (row === undefined) continue;
      fields.push({ fieldName: def.fieldName, row });
    }
    if (problems.length > 0) throw new ValidationError(problems);

    // Pictures last: a refusal of one names it, and nothing has been written.
    const logo = await this.picture(body.logo, known, 'body.logo');
    const banners: string[] = [];
    for (const [i, ref] of (body.banners ?? []).entries()) {
      const url = await this.picture(ref, known, `body.banners.${i}`);
      if (!banners.includes(url)) banners.push(url);
    }
    for (const f of fields) {
      const input = checked.find((c) => c.def.fieldName === f.fieldName);
      if (!f.row || !input || input.def.fieldType !== 'image') continue;
      const urls: string[] = [];
      for (const [i, ref] of (input.input.images ?? []).entries())
        urls.push(await this.picture(ref, known, `${input.path}.images.${i}`));
      const unique = [...new Set(urls)];
      if (unique.length === 0) f.row = null;
      else
        f.row.fieldValue = JSON.stringify(
          unique.map((absoluteUrl, i) => ({ absoluteUrl, name: `photo-${i + 1}${extOf(absoluteUrl)}` })),
        );
    }

    const c = body.contact ?? {};
    const saved = await this.repo.save(ex.id, {
      name: texts(body.name),
      logo,
      boothNumber: (body.boothNumber ?? '').trim(),
      banners,
      contact: {
        contactName: texts(c.contactName ?? {}),
        telephone: (c.telephone ?? '').trim(),
        mobile: (c.mobile ?? '').trim(),
        email: (c.email ?? '').trim(),
        address: texts(c.address ?? {}),
      },
      fields,
    });
    if (!saved) throw await banned();
    this.exhibitorChanged(ex.id);
    return this.company(caller, body.bventId, lang);
  }

  /** The exhibitor's entry in the printed catalogue: each column, per language where it is. */
  async catalogue(caller: ExhibitorCaller, bventId: string, lang: TLanguage): Promise<TCatalogueEntry> {
    const ex = await this.exhibitor(caller, bventId, lang);
    const [languages, rows, contact] = await Promise.all([
      this.languages(ex.bventId),
      this.repo.fields(ex.id),
      this.repo.contact(ex.id),
    ]);
    const field = new Map(rows.map((r) => [r.fieldName, r]));
    const text = (name: string, l: TLanguage) => {
      const f = field.get(name);
      if (!f) return '';
      return fieldPlainText(name, f.valueI18n ? pickText(f.valueI18n, l) : f.fieldValue);
    };
    const boothType = field.get('BoothType')?.fieldValue.trim() ?? '';
    const boothWords = new Map<TLanguage, string>();
    for (const l of languages) {
      const key = BOOTH_WORDS[boothType];
      boothWords.set(l, key ? ((await this.say(key, l, ex.bventId)) ?? boothType) : boothType);
    }
    const perLanguage: Record<string, (l: TLanguage) => string> = {
      name: (l) => pickText(ex.name, l),
      pavilion: (l) => pickText(ex.pavilionName, l),
      boothType: (l) => boothWords.get(l) ?? boothType,
      mainProducts: (l) => text('MainProducts', l),
      categories: (l) => text('Cate', l),
      projectCategories: (l) => text('ProjectCate', l),
      contactName: (l) => pickText(contact?.contactName, l),
      address: (l) => pickText(contact?.address, l),
    };
    const plain: Record<string, () => string> = {
      booth: () => ex.boothNumber,
      telephone: () => contact?.telephone || text('Telephone', lang),
      mobile: () => contact?.mobile ?? '',
      fax: () => text('Fax', lang),
      email: () => contact?.email ?? '',
      website: () => field.get('CorporateWebsite')?.fieldValue.trim() ?? '',
    };
    const cells: TCatalogueEntry['cells'] = [];
    for (const col of CATALOGUE_COLUMNS) {
      if (col.perLanguage)
        for (const l of languages) cells.push({ key: col.key, lang: l, value: perLanguage[col.key]!(l) });
      else cells.push({ key: col.key, lang: null, value: plain[col.key]!() });
    }
    return { exhibitorId: ex.id, languages, cells };
  }

  /** The catalogue entry as the printed catalogue's CSV: a header row and the exhibitor's row. */
  async catalogueCsv(caller: ExhibitorCaller, bventId: string, lang: TLanguage) {
    const entry = await this.catalogue(caller, bventId, lang);
    const header = entry.cells.map((c) =>
      c.lang ? `${CSV_HEADERS[c.key]} (${c.lang})` : CSV_HEADERS[c.key],
    );
    return {
      fileName: 'catalogue-entry.csv',
      content: csvFile(header, [entry.cells.map((c) => c.value)]),
    };
  }
}

/** The CSV's column names (the printer's, in English like the other exports). */
const CSV_HEADERS: Record<TCatalogueColumn, string> = {
  name: 'Name',
  pavilion: 'Pavilion',
  booth: 'Booth',
  boothType: 'Booth type',
  mainProducts: 'Main products',
  categories: 'Categories',
  projectCategories: 'Project categories',
  contactName: 'Contact',
  telephone: 'Telephone',
  mobile: 'Mobile',
  fax: 'Fax',
  email: 'E-mail',
  address: 'Address',
  website: 'Website',
};

const extOf = (url: string) => /\.(jpg|png|jpeg|svg|webp)$/i.exec(url)?.[0] ?? '';

/** One field as the form edits it: its text per language, its plain value, or its pictures. */
function fieldView(d: EventField, f: FieldRow | undefined, lang: TLanguage): TCompanyField {
  const type = d.fieldType;
  return {
    fieldName: d.fieldName,
    fieldType: type,
    displayName: pickText(d.displayName, lang),
    localized: d.localized && TEXT_TYPES.has(type),
    text: f?.valueI18n ?? {},
    value: !f
      ? ''
      : type === 'video'
        ? (parseMedia(f.fieldValue)[0] ?? '')
        : type === 'image'
          ? ''
          : f.fieldValue,
    images: type === 'image' ? mediaOf(f) : [],
  };
}

/**
 * Checks one field's new value by the event's type and the special names' stored formats; answers the row to
 * write (null: the field is cleared) or undefined after adding a problem.
 */
function fieldProblem(
  def: EventField,
  input: TCompanyFieldInput,
  current: FieldRow | undefined,
  path: string,
  problems: ProblemDetail[],
): CompanyWrite['fields'][number]['row'] | undefined {
  const base = { fieldType: def.fieldType, displayName: def.displayName, sort: def.sort };
  const refuse = (message: string, at = 'value') => {
    problems.push({ path: `${path}.${at}`, message });
    return undefined;
  };
  const value = (input.value ?? '').trim();
  const max = def.fieldType === 'textarea' ? COMPANY_TEXT_MAX : COMPANY_LINE_MAX;
  if (def.fieldType === 'image') {
    if ((input.images ?? []).length > COMPANY_IMAGES_MAX)
      return refuse(`Up to ${COMPANY_IMAGES_MAX} pictures`, 'images');
    // Resolved by the service (the pictures must be the company's or uploaded).
    return { ...base, fieldValue: '[]', valueI18n: null };
  }
  if (def.fieldType === 'video') {
    if (!value) return null;
    if (textLength(value) > COMPANY_LINK_MAX) return refuse(`At most ${COMPANY_LINK_MAX} characters`);
    // A web address, or the clip the company shows now (kept as stored: a demo clip under /media).
    const url = mediaOf(current).includes(value) ? value : safeHttpUrl(value);
    if (!url) return refuse('Please enter a web address (https://...)');
    return { ...base, fieldValue: JSON.stringify([{ absoluteUrl: url }]), valueI18n: null };
  }
  if (def.fieldName === 'BoothType') {
    if (!value) return null;
    if (!(BOOTH_TYPES as readonly string[]).includes(value))
      return refuse(`Booth type: one of ${BOOTH_TYPES.join(', ')}`);
    return { ...base, fieldValue: value, valueI18n: null };
  }
  if (def.fieldName === 'Telephone' || def.fieldName === 'Fax') {
    if (!value) return null;
    if (textLength(value) > COMPANY_PHONE_MAX) return refuse(`At most ${COMPANY_PHONE_MAX} characters`);
    if (!COMPANY_PHONE_PATTERN.test(value) || !cleanPhone(value))
      return refuse('Only digits, spaces and + - ( )');
    return { ...base, fieldValue: value, valueI18n: null };
  }
  if (def.fieldType === 'link') {
    if (!value) return null;
    if (textLength(value) > COMPANY_LINK_MAX) return refuse(`At most ${COMPANY_LINK_MAX} characters`);
    if (!safeHttpUrl(value)) return refuse('Please enter a web address (https://...)');
    return { ...base, fieldValue: value, valueI18n: null };
  }
  if (def.localized && TEXT_TYPES.has(def.fieldType)) {
    const kept = texts(input.text ?? {});
    for (const [l, t] of Object.entries(kept))
      if (textLength(t ?? '') > max) return refuse(`At most ${max} characters`, `text.${l}`);
    if (Object.keys(kept).length === 0) return null;
    return { ...base, fieldValue: '', valueI18n: kept };
  }
  if (!value) return null;
  if (def.fieldType === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) return refuse('Please enter a number');
  if (def.fieldType === 'date') {
    const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const real = d && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
    if (!real) return refuse('Please enter a date (YYYY-MM-DD)');
  }
  if (textLength(value) > max) return refuse(`At most ${max} characters`);
  return { ...base, fieldValue: value, valueI18n: null };
}

export type { ContactRow };
