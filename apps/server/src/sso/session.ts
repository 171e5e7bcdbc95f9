import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { providerTime } from './provider-clock.ts';

const SESSION_TTL = 14 * 24 * 60 * 60;

/** The account logged in at the authority (its session cookie), or null. */
export async function sessionAccount(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  try {
    const session = await provider.Session.get({ req: request.raw, res: reply.raw });
    return session.accountId ?? null;
  } catch {
    return null;
  }
}

interface KoaLike {
  cookies: { set(name: string, value: string, opts: Record<string, unknown>): void };
}

/**
 * Logs the account in at the authority outside an OIDC interaction (after registering, or before correcting
 * a registration), so the client's next authorize request finds the session and asks nothing. The session is
 * the provider's own model and cookie (signed with the provider's keys), as its login interaction would make.
 */
export async function startSession(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<void> {
  const koa = (provider as unknown as { createContext(req: unknown, res: unknown): KoaLike }).createContext(
    request.raw,
    reply.raw,
  );
  const SessionModel = provider.Session as unknown as {
    get(ctx: unknown): Promise<{
      id: string;
      loginAccount(d: { accountId: string }): void;
      resetIdentifier(): void;
      save(ttl: number): Promise<unknown>;
    }>;
  };
  const session = await SessionModel.get({ req: request.raw, res: reply.raw });
  session.resetIdentifier();
  session.loginAccount({ accountId });
  await session.save(SESSION_TTL);
  koa.cookies.set('_session', session.id, {
    httpOnly: true,
    sameSite: 'lax',
    signed: true,
    path: '/',
    secure: request.protocol === 'https',
    expires: providerTime(SESSION_TTL),
  });
  // Koa wrote Set-Cookie on the raw response; hand it to Fastify so its own headers do not replace it.
  const raw = reply.raw.getHeader('set-cookie');
  reply.raw.removeHeader('set-cookie');
  if (raw) for (const c of Array.isArray(raw) ? raw : [String(raw)]) appendCookie(reply, c);
}

export function appendCookie(reply: FastifyReply, cookie: string): void {
  const existing = reply.getHeader('set-cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list, cookie]);
}
