import { z } from 'zod';
import {
  ZBenefit,
  ZBvent,
  ZBventSetting,
  ZDecoration,
  ZDictionaryRecord,
  ZExhibitionLogo,
} from '../bvent/schemas.ts';
import { ZLanguage } from './primitives.ts';

/**
 * What the server inlines into the document it serves for a route (in <script id="boot-data"
 * type="application/json">), so the first screen needs no round trip for the event and its dictionary.
 * Every part but `now` is the returnObj of the call of the same name; null when the route names no event.
 */
export const ZBootData = z.object({
  language: ZLanguage,
  bvent: ZBvent.nullable(),
  setting: ZBventSetting.nullable(),
  logo: ZExhibitionLogo.nullable(),
  decoration: ZDecoration.nullable(),
  benefits: z.array(ZBenefit),
  dictionary: z.array(ZDictionaryRecord),
  /**
   * The server's clock (epoch ms) when it made the document. The client's clock runs on from it, so "today" and
   * "has this slot started" are the server's answer on a phone whose own clock is wrong.
   */
  now: z.number().int(),
});

export type TBootData = z.infer<typeof ZBootData>;
