import { Link } from 'react-router';
import type { TLanguage, TProjectCard } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { projectCatePath } from '../hooks/project-cate.ts';

interface Props {
  project: TProjectCard;
  lang: TLanguage;
  eager?: boolean;
}

/** One project in a list: a 4:3 cover beside the name and category (the row's height is fixed). */
export function ProjectCard({ project, lang, eager }: Props) {
  return (
    <Link to={paths.project(lang, project.id)} className="sf-card sf-prow" data-testid="project-card">
      <span className="sf-prow__media">
        {project.cover ? (
          <img
            src={project.cover}
            alt=""
            width={160}
            height={120}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </span>
      <span className="sf-prow__body">
        <span className="sf-prow__name">{project.name}</span>
        {project.cate ? <span className="sf-prow__cate">{projectCatePath(project.cate)}</span> : null}
      </span>
    </Link>
  );
}

export function ProjectCardSkeleton() {
  return (
    <span className="sf-card sf-prow" aria-hidden="true">
      <span className="sf-prow__media sf-skel" />
      <span className="sf-prow__body">
        <span className="sf-skel sf-skel--line sf-skel--w80" />
        <span className="sf-skel sf-skel--line sf-skel--w40" />
      </span>
    </span>
  );
}
