import { projectCatePath } from '@showfloor/domain';
import type { TLanguage, TProjectCard } from '@showfloor/contracts';
import { MediaRow, MediaRowSkeleton } from '../../../components/cards/media-row.tsx';
import { paths } from '../../../config/paths.ts';

interface Props {
  project: TProjectCard;
  lang: TLanguage;
  eager?: boolean;
}

/** One project in a list: the cover beside the name and category. */
export function ProjectCard({ project, lang, eager }: Props) {
  return (
    <MediaRow
      to={paths.project(lang, project.id)}
      cover={project.cover}
      title={project.name}
      testId="project-card"
      eager={eager}
    >
      {project.cate ? <span className="sf-mrow__meta">{projectCatePath(project.cate)}</span> : null}
    </MediaRow>
  );
}

export const ProjectCardSkeleton = MediaRowSkeleton;
