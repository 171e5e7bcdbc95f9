import type { TBootData } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import type { QueryClient } from '@tanstack/react-query';
import { bventByOwnerOptions } from '../features/bvent/api/get-bvent-by-owner.ts';
import { bventSettingOptions } from '../features/bvent/api/get-bvent-setting.ts';
import { exhibitionLogoOptions } from '../features/bvent/api/get-exhibition-logo.ts';
import { decorationOptions } from '../features/bvent/api/get-decoration.ts';
import { benefitsOptions } from '../features/bvent/api/get-benefits.ts';
import { dictionaryOptions } from '../features/bvent/api/get-dictionary.ts';
import { bventByIdOptions } from '../features/home/api/get-bvent-by-id.ts';
import { setCurrentEventId } from '../lib/event-session.ts';

/**
 * Puts the boot data the gateway inlined into the query cache under the keys of the calls it stands for,
 * so the first screen's loaders find everything and make no round trip. The document's own route tells
 * which exhibitor or product the event was resolved from.
 *
 * Returns the values it put there: the browser seeds the same ones from the same document before it hydrates,
 * so the server leaves them out of the dehydrated cache instead of writing them into the page twice.
 */
export function seedBootData(client: QueryClient, boot: TBootData, pathname: string): ReadonlySet<unknown> {
  const seeded = new Set<unknown>([boot.dictionary]);
  const { bvent } = boot;
  client.setQueryData(dictionaryOptions(bvent?.bventId ?? null, boot.language).queryKey, boot.dictionary);
  if (!bvent) return seeded;
  seeded.add(bvent);
  setCurrentEventId(bvent.bventId);
  const owner = /^\/m\/[^/]+\/(exhibitor|exhibit)\/([^/?#]+)/.exec(pathname);
  if (owner?.[2] && isGuid(owner[2])) {
    const key = owner[1] === 'exhibitor' ? { exhibitorId: owner[2] } : { exhibitId: owner[2] };
    client.setQueryData(bventByOwnerOptions(key).queryKey, bvent);
  }
  // Browse pages (home, search, lists) read the event by its id.
  client.setQueryData(bventByIdOptions(bvent.bventId).queryKey, bvent);
  if (boot.setting) client.setQueryData(bventSettingOptions(bvent.bventId).queryKey, boot.setting);
  if (boot.logo) client.setQueryData(exhibitionLogoOptions(bvent.bventId).queryKey, boot.logo);
  if (boot.decoration) client.setQueryData(decorationOptions(bvent.bventId).queryKey, boot.decoration);
  client.setQueryData(benefitsOptions(bvent.topOrgId).queryKey, boot.benefits);
  for (const value of [boot.setting, boot.logo, boot.decoration, boot.benefits]) if (value) seeded.add(value);
  return seeded;
}
