import type { TLanguage } from '@showfloor/contracts';
import { useSessionUserId } from '../../../lib/auth-session.ts';
import { useCurrentEventId } from '../../../lib/event-session.ts';
import { useEnquiryStream } from '../hooks/use-enquiry-stream.ts';

/** Mounted once by the language layout for a signed-in visitor: the page's product enquiries over /ws. */
export default function EnquiryWatcher({ lang }: { lang: TLanguage }) {
  const accountId = useSessionUserId();
  const bventId = useCurrentEventId();
  useEnquiryStream(accountId ? bventId : null, lang);
  return null;
}
