import type { TLanguage } from '@showfloor/contracts';
import { useSessionUserId } from '../../../lib/auth-session.ts';
import { useCurrentEventId } from '../../../lib/event-session.ts';
import { useDemandStream } from '../hooks/use-demand-stream.ts';

/** Mounted once by the language layout for a signed-in visitor: what happens to their demands, over /ws. */
export default function DemandWatcher({ lang }: { lang: TLanguage }) {
  const accountId = useSessionUserId();
  const bventId = useCurrentEventId();
  useDemandStream(accountId ? bventId : null, lang);
  return null;
}
