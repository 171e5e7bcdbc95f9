import { z } from 'zod';

export const ZPager = z.object({
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TPager = z.infer<typeof ZPager>;

/** Every gateway answer, success or failure (isSuccess, businessCode, businessMessage, returnObj, pager). */
export function envelopeOf<T extends z.ZodType>(returnObj: T) {
  return z.object({
    isSuccess: z.boolean(),
    businessCode: z.number().int(),
    businessMessage: z.string(),
    returnObj: returnObj.nullable(),
    pager: ZPager.nullable(),
    /** Field-level problems of a bad request; the client joins them into one message. */
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  });
}
export const ZEnvelope = envelopeOf(z.unknown());
export type TEnvelope<T = unknown> = Omit<z.infer<typeof ZEnvelope>, 'returnObj'> & { returnObj: T | null };
