import { presentField } from '@showfloor/domain';

/** A project's category path as the spec shows ProjectCate (SPEC §3: slashes shown as >). */
export function projectCatePath(cate: string): string {
  const shown = presentField(
    { displayName: '', fieldName: 'ProjectCate', fieldType: 'text', fieldValue: cate },
    { inMiniProgram: false },
  );
  return shown.kind === 'text' ? shown.text : cate;
}
