import { callsOf } from '../define.ts';
import type { COMPANY_CALL_SCHEMAS } from './call-schemas.ts';

const defineCall = callsOf<typeof COMPANY_CALL_SCHEMAS>();

/*
 * The exhibitor's company info and catalogue entry on the workbench (exhibitor-only: a member of the exhibiting
 * organization, audited). Company edits go live at once: no review.
 */

/** The exhibitor's own content: names, logo, banners, booth, contact details and the event's profile fields. */
export const workbenchCompany = defineCall({
  id: 'workbenchCompany',
  method: 'GET',
  path: '/ExpoAggregator/Workbench/Company',
  summary: "The exhibitor's company info",
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});

/** Saves the company info whole (live at once, searchable at once); a banned exhibitor changes nothing (1002). */
export const saveCompany = defineCall({
  id: 'saveCompany',
  method: 'POST',
  path: '/ExpoAggregator/Workbench/Company/Save',
  summary: "Save the exhibitor's company info",
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404, 409],
});

/** The exhibitor's entry in the printed catalogue, as the event defines it. */
export const catalogueEntry = defineCall({
  id: 'catalogueEntry',
  method: 'GET',
  path: '/ExpoAggregator/Workbench/Company/Catalogue',
  summary: "The exhibitor's catalogue entry",
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});

/** The same entry as the printed catalogue's CSV file. */
export const catalogueCsv = defineCall({
  id: 'catalogueCsv',
  method: 'GET',
  path: '/ExpoAggregator/Workbench/Company/Catalogue/csv',
  summary: "The exhibitor's catalogue entry as a CSV file",
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});
