import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { TBvent, TLanguage } from '@showfloor/contracts';
import { type SessionState, useSession } from '../../lib/session/use-session.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { InlineState } from '../../components/inline-state.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useBrowseEvent } from './browse-event.ts';
import { useExhibitorGate } from './signed-in.tsx';

/** Who opened the page, once the exhibitor gate let them in. */
export interface ExhibitorViewer {
  lang: TLanguage;
  bvent: TBvent;
  session: SessionState;
  accountId: string;
}

/**
 * A page of the exhibitor's (its meetings, enquiries, company, figures): the bar with its title, then its content
 * once the exhibitor gate let the viewer in (no call is made before), the gate's refusal with a retry, or a
 * placeholder while the gate asks.
 */
export function ExhibitorGatePage({
  testId,
  title,
  refused,
  refusedTestId,
  children,
}: {
  testId: string;
  title: string;
  /** The refusal's words; by default the meetings workbench's. */
  refused?: { title: string; hint: string };
  refusedTestId?: string;
  children: (viewer: ExhibitorViewer) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const session = useSession();
  const { accountId } = session;
  useDocumentTitle(`${title} | ${bvent.title}`);
  const { gate, check } = useExhibitorGate(accountId);
  const refusal = (
    <InlineState
      title={refused?.title ?? t('meetings_workbench_exhibitors_only')}
      description={refused?.hint ?? t('meetings_workbench_exhibitors_hint')}
      actionLabel={t('retry')}
      onAction={check}
    />
  );
  return (
    <div className="sf-page" data-testid={testId} data-gate={gate}>
      <BrowseBar lang={lang} title={title} />
      {gate === 'ok' && accountId ? (
        children({ lang, bvent, session, accountId })
      ) : gate === 'refused' ? (
        refusedTestId ? (
          <div data-testid={refusedTestId}>{refusal}</div>
        ) : (
          refusal
        )
      ) : (
        <div className="sf-card" aria-busy="true">
          <span className="sf-skel sf-skel--line sf-skel--w60" />
        </div>
      )}
    </div>
  );
}
