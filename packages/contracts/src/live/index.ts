/* The live streams' calls, constants and types for the metadata entry (no zod here; schemas are in ./schemas.ts). */
export * from './constants.ts';
export * from './calls.ts';
export type * from './schemas.ts';
