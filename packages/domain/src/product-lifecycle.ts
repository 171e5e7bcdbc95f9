import type {
  TExhibitorProductAction,
  TProductAction,
  TProductDecision,
  TProductState,
  TRevisionState,
} from '@showfloor/contracts';

/**
 * A product's life cycle (the dictionary's states): the exhibitor creates it (pending review); the organizer
 * approves it (pending listing), rejects it or asks for changes (needs modification, with a note); the exhibitor
 * lists and delists an approved product. An edit of an approved product is a revision: the product keeps its
 * state and visitors its approved content until the organizer decides the revision. The organizer may ban any
 * product and lift the ban. One table answers "may this actor do this now?" for the workbench, the console and
 * the gateway.
 */
export interface ProductLife {
  state: TProductState;
  revision: TRevisionState | null;
  /** Whether a revision of it was ever approved (visitors have content to see). */
  approved: boolean;
}

export type ProductActor = 'exhibitor' | 'organizer';

export type ProductStep =
  { ok: true; next: ProductLife; applyRevision: boolean } | { ok: false; reason: 'actor' | 'state' };

const EXHIBITOR_ACTIONS: readonly TProductAction[] = ['edit', 'list', 'delist', 'delete'];

const APPROVED_STATES: readonly TProductState[] = ['pendingListing', 'listed', 'delisted'];

const step = (next: ProductLife, applyRevision = false): ProductStep => ({ ok: true, next, applyRevision });
const refused: ProductStep = { ok: false, reason: 'state' };

/** The organizer decides what waits: a new product, or the revision of an approved one. */
function decide(life: ProductLife, decision: 'approve' | 'reject' | 'needsModification'): ProductStep {
  if (life.state === 'pendingReview') {
    const state =
      decision === 'approve' ? 'pendingListing' : decision === 'reject' ? 'rejected' : 'needsModification';
    return step({ state, revision: null, approved: life.approved || decision === 'approve' });
  }
  if (APPROVED_STATES.includes(life.state) && life.revision === 'pendingReview') {
    return decision === 'approve'
      ? step({ ...life, revision: null }, true)
      : step({ ...life, revision: decision === 'reject' ? 'rejected' : 'needsModification' });
  }
  return refused;
}

function exhibitorStep(life: ProductLife, action: TExhibitorProductAction): ProductStep {
  const { state } = life;
  switch (action) {
    case 'edit':
      if (state === 'banned') return refused;
      // Not yet approved: the product itself goes back to the organizer.
      if (!APPROVED_STATES.includes(state)) return step({ ...life, state: 'pendingReview', revision: null });
      return step({ ...life, revision: 'pendingReview' });
    case 'list':
      return state === 'pendingListing' || state === 'delisted'
        ? step({ ...life, state: 'listed' })
        : refused;
    case 'delist':
      return state === 'listed' ? step({ ...life, state: 'delisted' }) : refused;
    case 'delete':
      // A banned product stays on record with its ban.
      return state === 'banned' ? refused : step(life);
  }
}

function organizerStep(life: ProductLife, decision: TProductDecision): ProductStep {
  switch (decision) {
    case 'approve':
    case 'reject':
    case 'needsModification':
      return decide(life, decision);
    case 'ban':
      return life.state === 'banned' ? refused : step({ ...life, state: 'banned', revision: null });
    case 'unban':
      if (life.state !== 'banned') return refused;
      // Back on the exhibitor's shelf to list again, or to the organizer when it was never approved.
      return step({ ...life, state: life.approved ? 'delisted' : 'pendingReview', revision: null });
  }
}

/** Where an action takes a product, or why it may not. */
export function productStep(life: ProductLife, action: TProductAction, actor: ProductActor): ProductStep {
  const exhibitorAction = EXHIBITOR_ACTIONS.includes(action);
  if (exhibitorAction !== (actor === 'exhibitor')) return { ok: false, reason: 'actor' };
  return exhibitorAction
    ? exhibitorStep(life, action as TExhibitorProductAction)
    : organizerStep(life, action as TProductDecision);
}

/** Whether visitors see the product: listed (its exhibitor's own state is checked apart). */
export const productIsPublic = (state: TProductState): boolean => state === 'listed';

/** Whether something waits for the organizer: a new product under review, or an approved one's revision. */
export const productAwaitsReview = (life: Pick<ProductLife, 'state' | 'revision'>): boolean =>
  life.state === 'pendingReview' || life.revision === 'pendingReview';

/** The decisions that need a note the exhibitor reads: what to change, why it was refused or banned. */
export const DECISIONS_NEEDING_NOTE: readonly TProductDecision[] = ['reject', 'needsModification', 'ban'];
