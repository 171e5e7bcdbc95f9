import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { formLanguages } from '../../features/workbench/hooks/product-words.ts';
import { LiveForm } from '../../features/workbench/components/live-form.tsx';
import { LiveStudio } from '../../features/workbench/components/live-studio.tsx';
import { LiveStudioList } from '../../features/workbench/components/live-studio-list.tsx';
import { Gated, useFormData, useWorkbench } from './workbench-pages.tsx';

/*
 * The exhibitor's live studio on the workbench: its lives, a new one, and one live's studio where the phone goes
 * on air. Behind the same exhibitor gate as the rest of the workbench.
 */

export { workbenchLoader as workbenchLiveLoader } from './workbench-pages.tsx';

export function WorkbenchLivesPage() {
  const { t } = useTranslation();
  const w = useWorkbench(t('live_studio_lives'));
  return (
    <div className="sf-page" data-testid="workbench-lives-page" data-gate={w.gate}>
      <BrowseBar lang={w.lang} title={t('live_studio_lives')} searchLink={false} />
      <Gated {...w}>{(who) => <LiveStudioList who={who} lang={w.lang} />}</Gated>
    </div>
  );
}

export function WorkbenchNewLivePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const w = useWorkbench(t('live_studio_new'));
  const { setting } = useFormData(w.bvent.bventId);
  return (
    <div className="sf-page" data-testid="workbench-new-live-page" data-gate={w.gate}>
      <BrowseBar lang={w.lang} title={t('live_studio_new')} searchLink={false} />
      <Gated {...w}>
        {(who) => (
          <LiveForm
            bventId={who.bventId}
            languages={formLanguages(setting)}
            live={null}
            onSaved={(live) => void navigate(paths.workbenchLive(w.lang, live.id), { replace: true })}
          />
        )}
      </Gated>
    </div>
  );
}

export function WorkbenchLivePage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const w = useWorkbench(t('live_studio_studio'));
  const { setting } = useFormData(w.bvent.bventId);
  return (
    <div className="sf-page" data-testid="workbench-live-page" data-gate={w.gate}>
      <BrowseBar lang={w.lang} title={t('live_studio_studio')} searchLink={false} />
      <Gated {...w}>
        {(who) => <LiveStudio who={who} lang={w.lang} id={id} languages={formLanguages(setting)} />}
      </Gated>
    </div>
  );
}
