import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a cashier link works: long enough to find a card, short enough that a leaked link goes stale. */
export const PAY_TOKEN_TTL_SECONDS = 30 * 60;

/**
 * The cashier's proof of who pays: an HMAC over the order, the payer and an expiry, with a key kept in the
 * database (meta 'pay_token_key') so links survive a restart and every instance accepts them. It carries
 * no session: the page needs nothing but the order the link was made for.
 */
export class PayTokens {
  constructor(private readonly key: () => Promise<string>) {}

  private async mac(orderId: string, accountId: string, expires: number): Promise<string> {
    return createHmac('sha256', await this.key())
      .update(`pay:${orderId.toLowerCase()}:${accountId.toLowerCase()}:${expires}`)
      .digest('base64url');
  }

  async sign(orderId: string, accountId: string, now = Date.now()): Promise<string> {
    const expires = Math.floor(now / 1000) + PAY_TOKEN_TTL_SECONDS;
    return `${expires}.${accountId}.${await this.mac(orderId, accountId, expires)}`;
  }

  /** The payer's account id when the token is ours, for this order, and not expired; else null. */
  async verify(token: unknown, orderId: string, now = Date.now()): Promise<string | null> {
    if (typeof token !== 'string' || token.length > 200) return null;
    const [exp, accountId, mac] = token.split('.');
    const expires = Number(exp);
    if (!accountId || !mac || !Number.isInteger(expires) || expires * 1000 < now) return null;
    const want = Buffer.from(await this.mac(orderId, accountId, expires));
    const got = Buffer.from(mac);
    return want.length === got.length && timingSafeEqual(want, got) ? accountId : null;
  }
}
