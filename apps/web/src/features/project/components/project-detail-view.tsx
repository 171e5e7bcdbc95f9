import { projectCatePath } from '@showfloor/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage, TProjectDetail } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import './project.css';

interface Props {
  detail: TProjectDetail;
  lang: TLanguage;
  favorite: ReactNode;
  counters: ReactNode;
}

/** project/{id}: cover, name, category, favorite, counters, description and the exhibitor. */
export function ProjectDetailView({ detail, lang, favorite, counters }: Props) {
  const { t } = useTranslation();
  return (
    <article aria-labelledby="sf-project-title">
      <div className="sf-project__cover">
        {detail.cover ? (
          <img src={detail.cover} alt="" width={800} height={450} fetchPriority="high" decoding="async" />
        ) : null}
      </div>
      <section className="sf-card sf-project__head">
        <h1 id="sf-project-title" className="sf-project__title" data-testid="project-title">
          {detail.name}
        </h1>
        {detail.cate ? <span className="sf-chip">{projectCatePath(detail.cate)}</span> : null}
        <div className="sf-project__actions">
          {counters}
          {favorite}
        </div>
      </section>
      <section className="sf-card">
        <h2 className="sf-section-title">{t('project_description')}</h2>
        {detail.description ? (
          <p className="sf-project__desc" data-testid="project-description">
            {detail.description}
          </p>
        ) : (
          <p className="sf-list-empty">{t('no_description')}</p>
        )}
      </section>
      <Link
        to={paths.exhibitor(lang, detail.exhibitor.id)}
        className="sf-card sf-project__exhibitor"
        data-testid="project-exhibitor"
      >
        <span>{detail.exhibitor.name}</span>
        <span className="sf-project__go">{t('visit_exhibitor')}</span>
      </Link>
    </article>
  );
}

export function ProjectDetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="project-loading">
      <div className="sf-project__cover sf-skel" />
      <div className="sf-card">
        <div className="sf-skel sf-skel--line sf-skel--w80" style={{ height: 22 }} />
        <div className="sf-skel sf-skel--line sf-skel--w40" style={{ marginTop: 10 }} />
      </div>
    </div>
  );
}
