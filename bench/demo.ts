export { DEMO_EXHIBITOR_ID } from '../apps/server/src/db/seed/demo-ids.ts';
