import { useSearchParams } from 'react-router';
import { MEETING_STATUSES, type TMeetingStatus } from '@showfloor/contracts';

/** The status filter lives in the address (?status=Confirmed): back, reload and links keep it. */
export function useStatusParam(): [TMeetingStatus | undefined, (s: TMeetingStatus | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status = (MEETING_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as TMeetingStatus)
    : undefined;
  const set = (next: TMeetingStatus | undefined) =>
    setSearch(
      (prev) => {
        const q = new URLSearchParams(prev);
        if (next) q.set('status', next);
        else q.delete('status');
        return q;
      },
      { replace: true, preventScrollReset: true },
    );
  return [status, set];
}
