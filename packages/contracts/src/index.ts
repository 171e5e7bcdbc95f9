/*
 * The contracts' metadata entry, `@showfloor/contracts`: each call's method, path, auth and gate, the plain
 * constants, and every type. It loads no zod (the web client imports it; the contracts test and the dependency
 * rules check that). The schemas themselves are in the `@showfloor/contracts/schemas` entry (./schemas.ts).
 */
export * from './define.ts';
export * from './common/constants.ts';
export * from './common/headers.ts';
export * from './common/error-codes.ts';
export * from './common/text.ts';
export * from './common/pages.ts';
export * from './common/ssr.ts';
export type * from './common/primitives.ts';
export type * from './common/envelope.ts';
export type * from './common/boot.ts';
export * from './tracking/event-codes.ts';
export * from './activity/constants.ts';
export * from './activity/calls.ts';
export type * from './activity/schemas.ts';
export * from './bvent/constants.ts';
export * from './bvent/calls.ts';
export type * from './bvent/schemas.ts';
export * from './catalog/constants.ts';
export * from './catalog/calls.ts';
export type * from './catalog/schemas.ts';
export * from './exhibitor/constants.ts';
export * from './exhibitor/calls.ts';
export type * from './exhibitor/schemas.ts';
export * from './favorite/constants.ts';
export * from './favorite/calls.ts';
export type * from './favorite/schemas.ts';
export * from './identity/constants.ts';
export * from './identity/calls.ts';
export type * from './identity/schemas.ts';
export * from './media/constants.ts';
export * from './media/calls.ts';
export type * from './media/schemas.ts';
export * from './meeting/constants.ts';
export * from './meeting/calls.ts';
export type * from './meeting/schemas.ts';
export * from './reference/constants.ts';
export * from './reference/calls.ts';
export type * from './reference/schemas.ts';
export * from './search/constants.ts';
export * from './search/calls.ts';
export type * from './search/schemas.ts';
export * from './room/constants.ts';
export * from './room/calls.ts';
export type * from './room/schemas.ts';
export * from './room/instant-calls.ts';
export type * from './room/instant-schemas.ts';
export * from './translate/constants.ts';
export * from './translate/calls.ts';
export type * from './translate/schemas.ts';
export * from './realtime/constants.ts';
export type * from './realtime/frames.ts';
export * from './registry.ts';
