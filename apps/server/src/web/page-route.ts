import { DEFAULT_LANGUAGE, type TLanguage } from '@showfloor/contracts';
import { isGuid, isLanguage } from '@showfloor/domain';

export interface PageRoute {
  language: TLanguage;
  /** The first segment after the language (exhibitor, exhibit, project, ...); '' for the home page. */
  name: string;
  /** The id segment after the name, when it is guid-shaped. */
  id: string | null;
  /** Whether the path named a language (else the language is the default and `segments` start at the first). */
  hasLanguage: boolean;
  /** The segments after the language: what the client's router matches. */
  segments: string[];
}

/** Reads '/m/en-US/exhibitor/<id>/products' (or /pc/...): language validated, zh-CN when it is not one. */
export function parsePageRoute(pathname: string): PageRoute {
  const segments = pathname.split('?')[0]?.split('/').filter(Boolean) ?? [];
  const [, first = '', ...rest] = segments;
  const hasLang = isLanguage(first);
  const afterLang = hasLang ? rest : [first, ...rest].filter(Boolean);
  const [name = '', id = ''] = afterLang;
  return {
    language: hasLang ? first : DEFAULT_LANGUAGE,
    name,
    id: isGuid(id) ? id : null,
    hasLanguage: hasLang,
    segments: afterLang,
  };
}
