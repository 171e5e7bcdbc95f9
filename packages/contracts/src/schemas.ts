/*
 * The contracts' schema entry, `@showfloor/contracts/schemas`: the zod schemas of every record and of every
 * call's input and result (by call id), and the OpenAPI document built from them. For the server, the fair
 * importer and tests; the web client never imports it (the dependency rules check that).
 */
export * from './common/primitives.ts';
export * from './common/envelope.ts';
export * from './common/boot.ts';
export * from './activity/schemas.ts';
export * from './bvent/schemas.ts';
export * from './catalog/schemas.ts';
export * from './exhibitor/schemas.ts';
export * from './favorite/schemas.ts';
export * from './identity/schemas.ts';
export * from './media/schemas.ts';
export * from './meeting/schemas.ts';
export * from './reference/schemas.ts';
export * from './search/schemas.ts';
export * from './room/schemas.ts';
export * from './message/schemas.ts';
export * from './livechat/schemas.ts';
export * from './enquiry/schemas.ts';
export * from './demand/schemas.ts';
export * from './workbench/schemas.ts';
export * from './live/studio-schemas.ts';
export * from './review/schemas.ts';
export * from './company/schemas.ts';
export * from './figures/schemas.ts';
export * from './live/schemas.ts';
export * from './weixin/schemas.ts';
export * from './realtime/frames.ts';
export * from './call-schemas.ts';
export * from './openapi.ts';
