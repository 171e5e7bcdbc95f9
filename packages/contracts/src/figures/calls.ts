import { callsOf } from '../define.ts';
import type { FIGURES_CALL_SCHEMAS } from './call-schemas.ts';

const defineCall = callsOf<typeof FIGURES_CALL_SCHEMAS>();

/** The exhibitor's leads and figures per day of the fair (the workbench's chart). */
export const workbenchFigures = defineCall({
  id: 'workbenchFigures',
  method: 'GET',
  path: '/ExpoAggregator/Workbench/Figures',
  summary: "The exhibitor's visits, favorites, meeting requests, enquiries and cards per day",
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});

/** The same figures as a CSV file, one row a day. */
export const workbenchFiguresCsv = defineCall({
  id: 'workbenchFiguresCsv',
  method: 'GET',
  path: '/ExpoAggregator/Workbench/Figures/csv',
  summary: "The exhibitor's figures per day as a CSV file",
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});
