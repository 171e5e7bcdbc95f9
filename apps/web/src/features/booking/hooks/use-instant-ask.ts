import { useCallback, useEffect, useState } from 'react';
import type { TInstantRequest, TLanguage } from '@showfloor/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { now } from '../../../lib/clock.ts';
import { askInstant, cancelInstant, readInstant } from '../api/instant-meeting.ts';
import { useInstantUpdates } from './use-instant-updates.ts';

export interface InstantAsk {
  /** The request asked from this page, as last heard; null before asking. */
  request: TInstantRequest | null;
  busy: boolean;
  /** A refusal to show in place (the gateway's message). */
  error: string | null;
  ask: (topic: string) => Promise<void>;
  cancel: () => Promise<void>;
  reset: () => void;
}

/**
 * The buyer's side of an instant negotiation: ask, hear the answer over /ws, and read the request again after
 * the socket was away or when its time runs out here (the answer may have come while nobody listened).
 */
export function useInstantAsk(bventId: string, exhibitorId: string, lang: TLanguage): InstantAsk {
  const [request, setRequest] = useState<TInstantRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = request?.id ?? null;

  const refresh = useCallback(() => {
    if (id) void readInstant(bventId, id).then(setRequest, () => undefined);
  }, [bventId, id]);

  useInstantUpdates(
    bventId,
    lang,
    (r) => {
      if (r.id === id) setRequest(r);
    },
    refresh,
  );

  // Past its time, a request still shown ringing is read again: the server marks it expired.
  const ringing = request?.status === 'pending';
  const expiresAt = request?.expiresAt;
  useEffect(() => {
    if (!ringing || !expiresAt) return;
    const t = setTimeout(refresh, Math.max(0, Date.parse(expiresAt) - now()) + 1500);
    return () => clearTimeout(t);
  }, [ringing, expiresAt, refresh]);

  const ask = useCallback(
    async (topic: string) => {
      setBusy(true);
      setError(null);
      try {
        setRequest(await askInstant({ bventId, exhibitorId, topic }));
      } catch (e) {
        setError(e instanceof ApiError ? e.message : String(e));
      } finally {
        setBusy(false);
      }
    },
    [bventId, exhibitorId],
  );

  const cancel = useCallback(async () => {
    if (!id) return;
    setBusy(true);
    try {
      setRequest(await cancelInstant(bventId, id));
    } catch {
      // Answered meanwhile: what it became is read again.
      refresh();
    } finally {
      setBusy(false);
    }
  }, [bventId, id, refresh]);

  const reset = useCallback(() => {
    setRequest(null);
    setError(null);
  }, []);

  return { request, busy, error, ask, cancel, reset };
}
