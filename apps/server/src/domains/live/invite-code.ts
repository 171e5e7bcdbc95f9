import argon2 from 'argon2';

/**
 * A private live's invitation code is kept as an argon2id hash, as the negotiation rooms keep their passwords: a
 * leaked table gives no codes away, and the slow hash together with the counted wrong guesses (live_code_failures)
 * makes guessing a short code pointless. Codes are trimmed, so a pasted trailing space is no wrong guess.
 */
export function hashInviteCode(code: string): Promise<string> {
  return argon2.hash(code.trim(), { type: argon2.argon2id });
}

/** Whether a typed code is the live's; a malformed stored hash is a wrong code, never an error page. */
export async function inviteCodeMatches(hash: string, code: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, code.trim());
  } catch {
    return false;
  }
}
