import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLanguage, TStudioLive } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { beijingTimeRange } from '../../../lib/time-range.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { confirmAction } from '../../../components/access/confirm-action.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { deleteLive, goOffAir, goOnAir, STUDIO_KEY, studioLivesOptions } from '../api/live-studio-api.ts';
import type { Acting } from '../api/workbench-api.ts';
import { textIn } from '../hooks/product-words.ts';
import { BroadcastPanel } from './broadcast-panel.tsx';
import { LiveForm } from './live-form.tsx';
import { LiveStateTag } from './live-studio-list.tsx';
import './workbench.css';

/** An external live goes on and off air by the exhibitor's word; the picture is the studio's own address. */
function ExternalControls({ who, live }: { who: Acting; live: TStudioLive }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: (on: boolean) => (on ? goOnAir(who.bventId, live.id) : goOffAir(who.bventId, live.id)),
    onError: (e) => showToast(e instanceof Error ? e.message : String(e), TOAST_MS),
    onSettled: () => client.invalidateQueries({ queryKey: [STUDIO_KEY] }),
  });
  return (
    <div className="sf-card sf-wb-broadcast" data-testid="external-controls">
      <p className="sf-wb-hint">{live.externalHlsUrl}</p>
      {live.broadcastState === 'live' ? (
        <button
          type="button"
          className="sf-button sf-button--danger sf-button--block"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(false)}
          data-testid="live-end"
        >
          {t('live_studio_end_live')}
        </button>
      ) : (
        <button
          type="button"
          className="sf-button sf-button--primary sf-button--block"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(true)}
          data-testid="live-go"
        >
          {t('live_studio_go_live')}
        </button>
      )}
    </div>
  );
}

/**
 * One live in the studio: when it is and who reserved, going on air (this phone's camera, or studio gear's HLS
 * address), its details, and removing it. An ended live is its replay, shown on its public page.
 */
export function LiveStudio({
  who,
  lang,
  id,
  languages,
}: {
  who: Acting;
  lang: TLanguage;
  id: string;
  languages: readonly TLanguage[];
}) {
  const { t } = useTranslation();
  const zone = useViewerTimeZone();
  const navigate = useNavigate();
  const client = useQueryClient();
  const lives = useQuery({ ...studioLivesOptions(who), refetchInterval: 10_000 });
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteLive(who.bventId, id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [STUDIO_KEY] });
      void navigate(paths.workbenchLives(lang), { replace: true });
    },
    onError: (e) => showToast(e instanceof Error ? e.message : String(e), TOAST_MS),
  });
  if (lives.isPending)
    return (
      <div className="sf-card" aria-busy="true">
        <span className="sf-skel sf-skel--line sf-skel--w60" />
      </div>
    );
  if (lives.isError)
    return (
      <InlineState title={t('load_failed')} actionLabel={t('retry')} onAction={() => void lives.refetch()} />
    );
  const live = lives.data.find((l) => l.id === id);
  if (!live) return <InlineState title={t('live_not_exist')} description={t('live_studio_gone_hint')} />;
  const range = beijingTimeRange(live.startTime, live.endTime, zone, lang);
  const title = textIn(live.title, lang) || t('workbench_untitled');

  return (
    <div data-testid="live-studio" data-state={live.state}>
      <section className="sf-card">
        <h2 className="sf-wb-studio__title">{title}</h2>
        <p className="sf-wb-link__sub">{range ? `${range.zone} ${range.text}` : live.startTime}</p>
        <p className="sf-wb-link__sub">
          <LiveStateTag live={live} />{' '}
          {live.capacity === null
            ? t('live_studio_reserved', { count: live.reservedCount })
            : t('live_studio_reserved_of', { count: live.reservedCount, capacity: live.capacity })}
          {live.isPrivate ? ` · ${t('live_studio_private')}` : ''}
        </p>
        <Link to={paths.live(lang, live.id)} className="sf-wb-studio__public" data-testid="live-public-link">
          {live.state === 'ended' && live.playbackUrl
            ? t('live_studio_watch_replay')
            : t('live_studio_public_page')}
        </Link>
      </section>
      {live.state === 'ended' ? null : live.source === 'camera' ? (
        <BroadcastPanel who={who} live={live} />
      ) : (
        <ExternalControls who={who} live={live} />
      )}
      {live.state !== 'ended' ? (
        editing ? (
          <LiveForm
            bventId={who.bventId}
            languages={languages}
            live={live}
            onSaved={() => {
              setEditing(false);
              showToast(t('live_studio_saved'), TOAST_MS);
            }}
          />
        ) : (
          <div className="sf-wb-toolbar">
            <button
              type="button"
              className="sf-button sf-button--ghost sf-button--block"
              onClick={() => setEditing(true)}
              data-testid="live-edit"
            >
              {t('live_studio_edit')}
            </button>
          </div>
        )
      ) : null}
      <div className="sf-wb-toolbar">
        <button
          type="button"
          className="sf-button sf-button--ghost sf-button--block sf-wb-danger"
          disabled={remove.isPending || live.broadcastState === 'live'}
          onClick={async () => {
            const sure = await confirmAction({
              kind: 'removeLive',
              message: t('live_studio_remove_question', { title }),
              yes: t('live_studio_remove'),
              testId: 'live-remove',
              danger: true,
            });
            if (sure) remove.mutate();
          }}
          data-testid="live-remove"
        >
          {t('live_studio_remove')}
        </button>
      </div>
    </div>
  );
}
