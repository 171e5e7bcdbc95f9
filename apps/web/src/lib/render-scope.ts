import type { QueryClient } from '@tanstack/react-query';
import type { TClientHost, TDictionaryRecord, TLanguage } from '@showfloor/contracts';
import type { ApiClientConfig } from './api-client.ts';
import type { Translator } from './translator.ts';

/**
 * What one server render owns. In the browser there is one visitor, so the query cache, the language, the event
 * and the api-client's wiring are module state; a server renders many pages at once, so each render carries its
 * own and the modules read it here first. The server entry provides the source (AsyncLocalStorage); the browser
 * never sets one, so every reader falls back to its module state.
 */
export interface RenderScope {
  queryClient: QueryClient;
  i18n: Translator;
  /**
   * The dictionary `i18n` is shared by every render of (the gateway's boot data); a render that needs other
   * records (a page of another event) forks the translator first, so no render changes another's wording.
   */
  sharedDictionary: readonly TDictionaryRecord[] | null;
  language: TLanguage;
  eventId: string | null;
  host: TClientHost;
  /** The zone the server formats times in (the visitor's remembered one, else the fair's). */
  timeZone: string;
  /** The request's Accept-Language, for the preferred-language redirect of an invalid :lang. */
  acceptLanguages: readonly string[];
  /** The language the visitor chose before (its cookie), which outranks Accept-Language. */
  storedLanguage: string | null;
  api: ApiClientConfig;
  /** Where the api-client sent the visitor (a status page), which the server renders instead. */
  navigatedTo: string | null;
}

let source: (() => RenderScope | undefined) | null = null;

export function setRenderScopeSource(next: () => RenderScope | undefined): void {
  source = next;
}

/** The scope of the server render in progress; undefined in the browser. */
export function renderScope(): RenderScope | undefined {
  return source?.();
}
