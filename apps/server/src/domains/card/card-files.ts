import { csvFile } from '../../lib/csv-file.ts';
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

export interface CsvRow {
  card: CardSnapshot;
  counterpart: string;
  sentAt: string;
}

export function wallCsv(rows: readonly CsvRow[]): string {
  return csvFile(
    ['Name', 'Company', 'Title', 'Phone', 'Email', 'Country', 'Exhibitor or person', 'Sent at'],
    rows.map((r) => [
      r.card.fullName,
      r.card.company,
      r.card.jobTitle,
      [r.card.phoneCode, r.card.phone].filter(Boolean).join(' '),
      r.card.email,
      r.card.country,
      r.counterpart,
      r.sentAt,
    ]),
  );
}
