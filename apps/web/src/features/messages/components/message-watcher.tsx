import type { TLanguage } from '@showfloor/contracts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useMessageStream } from '../hooks/use-message-stream.ts';

/** Mounted once by the language layout for a signed-in visitor: the page's instant messages over /ws. */
export default function MessageWatcher({ lang }: { lang: TLanguage }) {
  const { bventId, accountId } = useSession();
  useMessageStream(accountId ? bventId : null, lang);
  return null;
}
