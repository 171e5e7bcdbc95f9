export {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_NOT_PASSED_EXHIBITOR_ID,
  DEMO_UPLOADING_EXHIBITOR_ID,
  DEMO_MISSING_EXHIBITOR_ID,
} from '../../apps/server/src/db/seed/demo-ids.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_ORG,
  DEMO_OVERSEAS_ONLY_EXHIBITOR_ID,
  DEMO_PASSWORD,
  demoAccountId,
  demoEmail,
} from '../../apps/server/src/db/seed/demo-ids.ts';
