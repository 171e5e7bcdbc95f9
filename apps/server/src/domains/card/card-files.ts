import { stringify } from 'csv-stringify/sync';
import type { CardSnapshot } from '../../db/schema/cards.ts';
import { icalFile, icalText } from '../meeting/ical-text.ts';

/*
 * A card as a file: vCard 4.0 (RFC 6350, the content-line syntax iCalendar shares: the same escaping and folding)
 * for a phone's contacts, and the wall as CSV for a CRM.
 */

export function vcardOf(card: CardSnapshot): string {
  const phone = [card.phoneCode, card.phone].filter(Boolean).join(' ');
  return icalFile([
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${icalText(card.fullName)}`,
    ...(card.company ? [`ORG:${icalText(card.company)}`] : []),
    ...(card.jobTitle ? [`TITLE:${icalText(card.jobTitle)}`] : []),
    ...(phone ? [`TEL;VALUE=uri;TYPE=work:tel:${phone.replace(/[^\d+]/g, '')}`] : []),
    ...(card.email ? [`EMAIL;TYPE=work:${icalText(card.email)}`] : []),
    ...(card.country ? [`ADR;TYPE=work:;;;;;;${icalText(card.country)}`] : []),
    ...(card.avatar ? [`PHOTO:${card.avatar}`] : []),
    'END:VCARD',
  ]);
}

/** A file name from a person's name: letters of any script, digits and dashes. */
export function fileNameOf(name: string, ext: string): string {
  const base = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'card';
  return `${base.slice(0, 60)}.${ext}`;
}

/**
 * A cell a spreadsheet would run as a formula (= + - @, a tab or a return first) is written with a quote in front:
 * a card's fields are typed by strangers, and a CRM opens the file.
 */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export interface CsvRow {
  card: CardSnapshot;
  counterpart: string;
  sentAt: string;
}

export function wallCsv(rows: readonly CsvRow[]): string {
  // A byte-order mark: spreadsheet programs read the file as UTF-8 (Chinese names stay readable).
  return `\uFEFF${stringify(
    rows.map((r) =>
      [
        r.card.fullName,
        r.card.company,
        r.card.jobTitle,
        [r.card.phoneCode, r.card.phone].filter(Boolean).join(' '),
        r.card.email,
        r.card.country,
        r.counterpart,
        r.sentAt,
      ].map(safeCell),
    ),
    {
      header: true,
      columns: ['Name', 'Company', 'Title', 'Phone', 'Email', 'Country', 'Exhibitor or person', 'Sent at'],
      record_delimiter: 'windows',
    },
  )}`;
}
