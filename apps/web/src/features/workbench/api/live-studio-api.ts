import { queryOptions } from '@tanstack/react-query';
import {
  endLive,
  liveChunk,
  removeLive,
  saveLive,
  startLive,
  studioLives,
  type TSaveLiveBody,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import type { Acting } from './workbench-api.ts';

export const STUDIO_KEY = 'liveStudio';

/** The exhibitor's lives (a visitor may reserve meanwhile: read again after a few seconds). */
export const studioLivesOptions = (who: Acting) =>
  queryOptions({
    queryKey: localizedKey(STUDIO_KEY, who.bventId, who.accountId, who.orgId),
    staleTime: 5_000,
    queryFn: ({ signal }) =>
      request(studioLives, { query: { bventId: who.bventId } }, { signal }).then((r) => r.data.list),
  });

export const sendLive = (body: TSaveLiveBody) =>
  request(saveLive, { body }, { ignoreError: true }).then((r) => r.data);

export const deleteLive = (bventId: string, id: string) =>
  request(removeLive, { body: { bventId, id } }, { ignoreError: true }).then((r) => r.data);

export const goOnAir = (bventId: string, id: string) =>
  request(startLive, { body: { bventId, id } }, { ignoreError: true }).then((r) => r.data);

export const goOffAir = (bventId: string, id: string) =>
  request(endLive, { body: { bventId, id } }, { ignoreError: true }).then((r) => r.data);

/** One piece of the recording, as the recorder wrote it; errors are the broadcaster's to handle (retry, restart). */
export const sendPiece = (
  q: { bventId: string; id: string; session: string; seq: number },
  piece: Blob,
  signal?: AbortSignal,
) =>
  request(liveChunk, { query: q }, { ignoreError: true, rawBody: piece, ...(signal ? { signal } : {}) }).then(
    (r) => r.data,
  );
