import {
  EXHIBITOR_TO_EXHIBITOR,
  type TAuthInfo,
  type TClientHost,
  type TFunctionKey,
  type TGate,
  type TRoleType,
} from '@showfloor/contracts';

/** What every gate looks at: who the user is, in which role, with which benefits, inside which host. */
export interface AccessContext {
  /** A user without userId is not logged in. */
  userId: string | null;
  host: TClientHost;
  /** Role types of the current org plus non-org roles (roles.ts roleTypesFor). */
  roleTypes: readonly TRoleType[];
  currentRole: TRoleType | '';
  /** functionKey -> enabled; null while not loaded. */
  benefits: Readonly<Record<string, boolean>> | null;
  /** The event's chat roles (ExhibitorToExhibitor lets exhibitors book exhibitors). */
  chatRoles: readonly string[];
  /** The event's isEnableBetweenExhibitorInstantCommunication. */
  exhibitorInstantMessaging: boolean;
}

export type AccessResult =
  | { ok: true }
  /** zsapp: 'log in via the My page of the app'; elsewhere the not-logged-in confirm with go-to-login. */
  | { ok: false; reason: 'notLoggedIn'; dialog: 'zsappMyPage' | 'confirmLogin' }
  /** The user holds none of the roles the action needs ('only buyers may …'). */
  | { ok: false; reason: 'wrongRole'; needs: readonly TRoleType[] }
  /** Several roles qualify and the current one does not: the role chooser opens. */
  | { ok: false; reason: 'chooseRole'; among: TRoleType[] }
  /** 'you have no permission for this operation' (not_permission), for these keys. */
  | { ok: false; reason: 'noPermission'; missing: TFunctionKey[] };

const OK: AccessResult = { ok: true };
const BUYER_ROLES: readonly TRoleType[] = ['Attendee', 'Purchaser'];

export function loginCheck(ctx: AccessContext): AccessResult {
  if (ctx.userId) return OK;
  return { ok: false, reason: 'notLoggedIn', dialog: ctx.host === 'zsapp' ? 'zsappMyPage' : 'confirmLogin' };
}

/** A benefit check passes when no key is given, no benefits are loaded, or the key is enabled. */
export function benefitAllows(key: string | null | undefined, benefits: AccessContext['benefits']): boolean {
  if (!key || !benefits) return true;
  return benefits[key] === true;
}

/** Every required function key must be enabled, else 'you have no permission for this operation'. */
export function permissionCheck(ctx: AccessContext, keys: readonly TFunctionKey[]): AccessResult {
  const missing = keys.filter((k) => !benefitAllows(k, ctx.benefits));
  return missing.length ? { ok: false, reason: 'noPermission', missing } : OK;
}

/** The user must act in one of `allowed`: fine when the current role is one; a single candidate is fine too
 * (the caller switches to it), several ask for the chooser, none fail. */
export function roleCheck(ctx: AccessContext, allowed: readonly TRoleType[]): AccessResult {
  if (ctx.currentRole && allowed.includes(ctx.currentRole)) return OK;
  const among = ctx.roleTypes.filter((r) => allowed.includes(r));
  if (among.length === 0) return { ok: false, reason: 'wrongRole', needs: allowed };
  if (among.length === 1) return OK;
  return { ok: false, reason: 'chooseRole', among };
}

/** Purchaser: an attendee (buyer) role, or the exhibitor role when the action allows it. */
export function purchaserCheck(ctx: AccessContext, allowExhibitor = false): AccessResult {
  return roleCheck(ctx, allowExhibitor ? [...BUYER_ROLES, 'Exhibition'] : BUYER_ROLES);
}

function first(...checks: (() => AccessResult)[]): AccessResult {
  for (const check of checks) {
    const r = check();
    if (!r.ok) return r;
  }
  return OK;
}

/** Exhibition auth: login, then purchaser, then permission. */
export function exhibitionAuth(ctx: AccessContext, keys: readonly TFunctionKey[], allowExhibitor = false) {
  return first(
    () => loginCheck(ctx),
    () => purchaserCheck(ctx, allowExhibitor),
    () => permissionCheck(ctx, keys),
  );
}

/**
 * The roles each gate lets the user act in: buyers for purchaser, order, chat and im, plus the
 * exhibition role for chat when the event allows exhibitor-to-exhibitor meetings and for im when it enables
 * exhibitor instant messaging; both for collect; only the exhibition role for exhibitorOnly; none for the gates
 * that check no role. The one list the rules below, the web's guards and the server's acting role read.
 */
export function gateRoles(gate: RuleGate, ctx: AccessContext): readonly TRoleType[] {
  switch (gate) {
    case 'purchaser':
    case 'order':
      return BUYER_ROLES;
    case 'chat':
      return ctx.chatRoles.includes(EXHIBITOR_TO_EXHIBITOR) ? [...BUYER_ROLES, 'Exhibition'] : BUYER_ROLES;
    case 'im':
      return ctx.exhibitorInstantMessaging ? [...BUYER_ROLES, 'Exhibition'] : BUYER_ROLES;
    case 'collect':
      return [...BUYER_ROLES, 'Exhibition'];
    case 'exhibitorOnly':
      return ['Exhibition'];
    default:
      return [];
  }
}

/** A gate that asks for a role: login, then one of the gate's roles, then the function keys. */
function roleGate(gate: RuleGate, keys: readonly TFunctionKey[]) {
  return (ctx: AccessContext) =>
    first(
      () => loginCheck(ctx),
      () => roleCheck(ctx, gateRoles(gate, ctx)),
      () => permissionCheck(ctx, keys),
    );
}

/** Enquiries / intention orders. */
export const orderAuth = roleGate('order', ['IntentionOrderPermission']);

/** Reserved negotiations; exhibitors too when the event's chat roles include ExhibitorToExhibitor. */
export const chatAuth = roleGate('chat', ['AppointmentNegotiation']);

/** Live sessions: login; a buyer also needs LiveMeetingOrder. */
export function liveAuth(ctx: AccessContext): AccessResult {
  return first(
    () => loginCheck(ctx),
    () =>
      BUYER_ROLES.includes(ctx.currentRole as TRoleType) ? permissionCheck(ctx, ['LiveMeetingOrder']) : OK,
  );
}

/** Favorites: an attendee or exhibition role, and Collection. */
export const collectAuth = roleGate('collect', ['Collection']);

/** Instant messaging: an attendee; an exhibitor too when the event enables exhibitor-to-exhibitor IM. */
export const imAuth = roleGate('im', []);

export const sendCardAuth = (ctx: AccessContext) =>
  first(
    () => loginCheck(ctx),
    () => permissionCheck(ctx, ['BusinessCard']),
  );

export const communicateAuth = (ctx: AccessContext) =>
  first(
    () => loginCheck(ctx),
    () => permissionCheck(ctx, ['MessageCenter']),
  );

/** Exhibitor-only actions (reply to demands, workbench). */
export const exhibitorOnly = roleGate('exhibitorOnly', []);

/** statusCode 1 is fine; 4, 8 and 12 with a location give a link to verify at; others just fail. */
export type VerificationState = { ok: true } | { ok: false; verifyAt: string | null; message: string };
export function verificationState(auth: TAuthInfo): VerificationState {
  if (auth.statusCode === 1) return { ok: true };
  const linked = [4, 8, 12].includes(auth.statusCode) && auth.location ? auth.location : null;
  return { ok: false, verifyAt: linked, message: auth.message };
}

/** Content an exhibitor restricts to registered domestic or overseas buyers; others see no-permission. */
export type ContentVisibility = 'all' | 'registeredDomestic' | 'registeredOverseas';
export interface Viewer {
  registered: boolean;
  region: 'domestic' | 'overseas' | null;
}
export function contentVisible(visibility: ContentVisibility, viewer: Viewer): boolean {
  if (visibility === 'all') return true;
  if (!viewer.registered) return false;
  return visibility === 'registeredDomestic' ? viewer.region === 'domestic' : viewer.region === 'overseas';
}

/**
 * The visibilities a viewer may see (contentVisible as a set), for lists and searches that filter in the
 * database: 'all' for everyone, and the viewer's own region once registered.
 */
export function visibilitiesFor(viewer: Viewer): ContentVisibility[] {
  const all: ContentVisibility[] = ['all', 'registeredDomestic', 'registeredOverseas'];
  return all.filter((v) => contentVisible(v, viewer));
}

/** A gate a client hook and a gated server call name (contracts TGate), except 'planner' (a server-only lock). */
export type RuleGate = Exclude<TGate, 'planner'>;

/**
 * Each access gate by name: the one table the web's `guard(name)` and the server's contract `gate`
 * both run, so the dialog and the lock cannot disagree.
 */
export const GATE_RULES: Record<RuleGate, (ctx: AccessContext) => AccessResult> = {
  login: loginCheck,
  purchaser: roleGate('purchaser', []),
  order: orderAuth,
  chat: chatAuth,
  live: liveAuth,
  collect: collectAuth,
  im: imAuth,
  sendCard: sendCardAuth,
  communicate: communicateAuth,
  exhibitorOnly,
};

/** Buyer-only actions: acting as an Attendee, they pass the registration-state gate too. */
export const BUYER_GATES: readonly RuleGate[] = ['purchaser', 'order', 'chat', 'im'];
