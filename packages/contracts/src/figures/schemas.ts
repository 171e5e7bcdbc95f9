import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { FIGURE_KEYS, type TFigureKey } from './constants.ts';

const ZCounts = z.object(
  Object.fromEntries(FIGURE_KEYS.map((k) => [k, z.number().int()])) as Record<TFigureKey, z.ZodNumber>,
);
export type TFigureCounts = z.infer<typeof ZCounts>;

export const ZFiguresQuery = z.object({ bventId: ZGuid });
export const ZFigures = z.object({
  exhibitor: z.object({ id: ZGuid, name: z.string() }),
  /** Every day of the fair, in order, each with its counts (0 where nothing happened). */
  days: z.array(ZCounts.extend({ day: z.string() })),
  /** The whole fair, days before and after it included (a favorite added the week before counts too). */
  totals: ZCounts,
});
export type TFigures = z.infer<typeof ZFigures>;
export const ZFiguresFile = z.object({ fileName: z.string(), content: z.string() });
