import { randomBytes } from 'node:crypto';
import type { IdentityRepository } from '../identity/identity.repository.ts';

/**
 * The key of private lives' watch tokens, from the meta table like the pay tokens' (made once, first writer wins,
 * so every gateway signs and checks with the same one). Kept once read: the gateway checks a token on every
 * playlist and segment a viewer fetches, and the stored key never changes.
 */
export function watchKeyOf(repo: IdentityRepository): () => Promise<string> {
  let key: string | null = null;
  return async () => {
    key ??= await repo.metaValue('live_watch_key', () => randomBytes(32).toString('base64url'));
    return key;
  };
}
