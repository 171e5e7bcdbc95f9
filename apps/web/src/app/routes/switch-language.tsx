import { Link, redirect, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { LANGUAGES, type TLanguage } from '@showfloor/contracts';
import { isGuid, isLanguage } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { LANGUAGE_NAMES } from '../../config/languages.ts';
import { CheckIcon, ChevronLeftIcon } from '../../components/icons.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { rememberLanguage } from '../../lib/language.ts';
import { bventByOwnerOptions } from '../../features/bvent/api/get-bvent-by-owner.ts';
import { bventSettingOptions } from '../../features/bvent/api/get-bvent-setting.ts';
import { decorationOptions } from '../../features/bvent/api/get-decoration.ts';
import { useApplyDecoration } from '../../features/bvent/hooks/use-apply-decoration.ts';
import { ensureEvent } from '../event-data.ts';
import './switch-language.css';

/** switchLanguage/:id: the :id is the exhibitor whose page the visitor returns to. */
export async function switchLanguageLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id)) throw redirect(paths.notFound(lang));
  await ensureEvent({ exhibitorId: params.id }, lang);
  return null;
}

export function SwitchLanguagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const lang = params.lang as TLanguage;
  const id = params.id ?? '';
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitorId: id }));
  const setting = useQuery(bventSettingOptions(bvent.bventId)).data;
  useApplyDecoration(useQuery(decorationOptions(bvent.bventId)).data);
  // The event's own list (languageCollection); all languages when the setting is unavailable.
  const offered = (setting?.languageCollection.length ? setting.languageCollection : LANGUAGES).filter(
    isLanguage,
  );
  useDocumentTitle(t('switch_language'));

  const choose = (next: TLanguage) => {
    rememberLanguage(next);
    void navigate(paths.exhibitor(next, id), { replace: true });
  };

  return (
    <main className="sf-page">
      <header className="sf-topbar sf-langs__bar">
        <Link to={paths.exhibitor(lang, id)} className="sf-icon-button" aria-label={t('go_back')}>
          <ChevronLeftIcon />
        </Link>
        <h1 className="sf-langs__title">{t('switch_language')}</h1>
        <span className="sf-langs__spacer" />
      </header>
      <p className="sf-langs__hint">{t('switch_language_hint')}</p>
      <ul className="sf-card sf-langs" role="listbox" aria-label={t('switch_language')}>
        {offered.map((code) => (
          <li key={code} role="option" aria-selected={code === lang}>
            <button
              type="button"
              className="sf-langs__item"
              lang={code}
              onClick={() => choose(code)}
              data-lang={code}
            >
              <span>{LANGUAGE_NAMES[code]}</span>
              {code === lang ? <CheckIcon className="sf-langs__check" /> : null}
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}
