/** Header names every request carries. The tenant defaults to '31'; the client id is evosClient. */
export const HEADERS = {
  language: 'Language',
  authorization: 'Authorization',
  currentOrg: 'Current-Org',
  tenant: 'Tenant-Id',
  event: 'Bvent-Id',
  cacheControl: 'Cache-Control',
  clientId: 'Client-Id',
  /** Set by the mini-program and zsapp hosts so the server and page know where they run. */
  host: 'Client-Host',
} as const;

export const DEFAULT_TENANT = '31';
export const CLIENT_ID = 'evosClient';
/** Name of the language field added to the query (GET) or body (other methods). */
export const LANGUAGE_PARAM = 'lang';

export const CLIENT_HOSTS = ['browser', 'miniProgram', 'zsapp'] as const;
export type TClientHost = (typeof CLIENT_HOSTS)[number];
