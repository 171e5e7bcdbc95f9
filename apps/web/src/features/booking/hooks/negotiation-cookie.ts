/** After the first successful booking, send_negotiation_first is set for 60 days. */
export const NEGOTIATION_COOKIE = 'send_negotiation_first';
const SIXTY_DAYS_S = 60 * 86_400;

interface CookieJar {
  cookie: string;
}

/** Sets the cookie unless a booking set it already (the first success counts); true when it was set now. */
export function markFirstNegotiation(jar: CookieJar = document): boolean {
  const has = jar.cookie.split(';').some((c) => c.trim().startsWith(`${NEGOTIATION_COOKIE}=`));
  if (has) return false;
  jar.cookie = `${NEGOTIATION_COOKIE}=1; max-age=${SIXTY_DAYS_S}; path=/; SameSite=Lax`;
  return true;
}
