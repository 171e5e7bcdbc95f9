import {
  ErrorCode,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_STATES,
  PRODUCT_VIDEO_MAX_BYTES,
  type TLanguage,
  type TProductState,
  type TWorkbenchImage,
  type TWorkbenchProduct,
  type TWorkbenchProducts,
  type TWorkbenchVideo,
} from '@showfloor/contracts';
import type { Readable } from 'node:stream';
import { type Clock, productStep } from '@showfloor/domain';
import type { StoredProductRevision } from '../../db/schema/products.ts';
import type { Localized } from '../../db/schema/types.ts';
import { BusinessError, ValidationError } from '../../http/errors.ts';
import { storeImage } from '../../uploads/store-image.ts';
import { storeVideo, type VideoUpload } from '../../uploads/store-video.ts';
import { UPLOADS_BASE, uploadUrl } from '../../uploads/upload-routes.ts';
import type { UploadStore } from '../../uploads/upload-store.ts';
import { pageOffset } from '../product/catalog-shared.ts';
import { callersExhibitor } from '../shared/exhibiting-orgs.ts';
import { categoryIdsOf, lifeOf, workbenchView } from './product-view.ts';
import {
  APPROVED_STATES,
  DELETED,
  type ExhibitorOfOrg,
  type WorkbenchRepository,
  type WorkbenchRow,
} from './workbench.repository.ts';

/** A dictionary entry in the request's language (null when the dictionary has none). */
export type Say = (key: string, lang: TLanguage, bventId: string | null) => Promise<string | null>;

/** Who calls the workbench: the account, the organization it acts in (Current-Org), and whether its role waits. */
export interface WorkbenchCaller {
  accountId: string;
  currentOrgId: string | null;
  /** An exhibitor role of the caller's at the event still waits for the organizer's audit. */
  unaudited: boolean;
}

/** What the exhibitor writes of a product (contracts ZSaveProductBody, parsed). */
export interface ProductInput {
  bventId: string;
  id?: string;
  name: Partial<Record<TLanguage, string>>;
  description: Partial<Record<TLanguage, string>>;
  categoryId: string | null;
  model: string;
  price: number | null;
  currency: string;
  image: string;
  images: string[];
  video: string | null;
}

/** A product of another exhibitor, organization or event is not there: its id is never confirmed. */
export const productNotThere = () => new BusinessError(ErrorCode.ExhibitNotFound, 404);
const stateRefused = (detail?: string) => new BusinessError(ErrorCode.ProductStateRefused, 409, detail);
const imageUnknown = () => new BusinessError(ErrorCode.ProductImageUnknown, 400);
const imageNotAccepted = () => new BusinessError(ErrorCode.WorkbenchImageNotAccepted, 400);
const videoUnknown = () => new BusinessError(ErrorCode.ProductVideoNotAccepted, 400);

/** The name a content-addressed upload has (uploads/image-check.ts: its hash and its checked type). */
const UPLOAD_KEY = /^[0-9a-f]{64}\.(jpg|png)$/;
/** A video's (uploads/video-check.ts): only an mp4 that passed the check is ever named so. */
const VIDEO_KEY = /^[0-9a-f]{64}\.mp4$/;

/** Only the languages that say something. */
function texts(map: Partial<Record<TLanguage, string>>): Localized {
  return Object.fromEntries(Object.entries(map).filter(([, v]) => v && v.trim()));
}

/**
 * The exhibitor's workbench: its own products in every state. The caller acts for the exhibitor of the
 * organization it acts in (audited, a member); a banned exhibitor reads its products and changes none. A new
 * product waits for the organizer; an edit of an approved one is a revision visitors do not see until the
 * organizer approves it. A change of what visitors see re-indexes the product before the answer.
 */
export class WorkbenchService {
  constructor(
    private readonly repo: WorkbenchRepository,
    private readonly uploads: UploadStore,
    private readonly clock: Clock,
    private readonly say: Say,
    /** Told when an exhibitor's listed products changed, so its cached detail refreshes. */
    private readonly exhibitorChanged: (exhibitorId: string) => void,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  /** The exhibitor the caller acts for at the event. */
  async exhibitor(caller: WorkbenchCaller, bventId: string, lang: TLanguage): Promise<ExhibitorOfOrg> {
    return callersExhibitor(this.repo, caller, bventId, (key) => this.say(key, lang, bventId));
  }

  /** The exhibitor as one that may change its products: not banned. */
  private async changer(caller: WorkbenchCaller, bventId: string, lang: TLanguage) {
    const exhibitor = await this.exhibitor(caller, bventId, lang);
    if (exhibitor.status === 'banned')
      throw stateRefused((await this.say('exhibitor_is_disabled', lang, bventId)) ?? undefined);
    return exhibitor;
  }

  private async views(rows: WorkbenchRow[], lang: TLanguage): Promise<TWorkbenchProduct[]> {
    const paths = await this.repo.categoryPaths(categoryIdsOf(rows));
    return rows.map((r) => workbenchView(r, paths, lang));
  }

  private async view(row: WorkbenchRow, lang: TLanguage): Promise<TWorkbenchProduct> {
    return (await this.views([row], lang))[0]!;
  }

  /** One of the exhibitor's products at the event; anything else is not there. */
  private async own(repo: WorkbenchRepository, exhibitorId: string, bventId: string, id: string) {
    const row = await repo.one(id);
    if (!row || row.exhibitorId !== exhibitorId || row.bventId !== bventId) throw productNotThere();
    return row;
  }

  async products(
    caller: WorkbenchCaller,
    q: { bventId: string; state?: TProductState; pageNo: number; pageSize: number },
    lang: TLanguage,
  ): Promise<TWorkbenchProducts> {
    const exhibitor = await this.exhibitor(caller, q.bventId, lang);
    const [{ rows }, counted] = await Promise.all([
      this.repo.ofExhibitor(exhibitor.id, q.bventId, q.state, pageOffset(q.pageNo, q.pageSize), q.pageSize),
      this.repo.counts(this.repo.exhibitorProducts(exhibitor.id, q.bventId)),
    ]);
    const counts = Object.fromEntries(
      PRODUCT_STATES.map((s) => [s, counted.byStatus.get(s) ?? 0]),
    ) as TWorkbenchProducts['counts'];
    return { items: await this.views(rows, lang), counts, revisions: counted.revisions };
  }

  async product(
    caller: WorkbenchCaller,
    ref: { bventId: string; id: string },
    lang: TLanguage,
  ): Promise<TWorkbenchProduct> {
    const exhibitor = await this.exhibitor(caller, ref.bventId, lang);
    return this.view(await this.own(this.repo, exhibitor.id, ref.bventId, ref.id), lang);
  }

  /**
   * A file the form names: one uploaded by the workbench of the kind `keyed` names (its key, or the address it is
   * served at) that the store holds, or one the product already has. Stored as the address the page loads.
   */
  private async upload(
    ref: string,
    known: ReadonlySet<string>,
    keyed: RegExp,
    unknown: () => BusinessError,
  ): Promise<string> {
    if (known.has(ref)) return ref;
    const key = ref.startsWith(UPLOADS_BASE) ? ref.slice(UPLOADS_BASE.length) : ref;
    if (keyed.test(key) && (await this.uploads.has(key))) return uploadUrl(key);
    throw unknown();
  }

  private picture = (ref: string, known: ReadonlySet<string>) =>
    this.upload(ref, known, UPLOAD_KEY, imageUnknown);

  private async content(input: ProductInput, known: ReadonlySet<string>): Promise<StoredProductRevision> {
    if (input.categoryId && !(await this.repo.categoryExists(input.bventId, input.categoryId)))
      throw new BusinessError(ErrorCode.CategoryNotFound, 404);
    const image = await this.picture(input.image, known);
    const images: string[] = [];
    for (const ref of input.images) {
      const url = await this.picture(ref, known);
      if (url !== image && !images.includes(url)) images.push(url);
    }
    const name = texts(input.name);
    if (Object.keys(name).length === 0)
      throw new ValidationError([{ path: 'body.name', message: 'Please enter the product name' }]);
    return {
      name,
      description: texts(input.description),
      categoryId: input.categoryId,
      model: input.model,
      price: input.price === null ? null : input.price.toFixed(2),
      currency: input.currency,
      image,
      images,
      video: input.video === null ? null : await this.upload(input.video, known, VIDEO_KEY, videoUnknown),
    };
  }

  /**
   * Creates a product (pending review; a retry with the same Idempotency-Key answers the same product) or edits
   * one: before its first approval the product itself goes back to the organizer; after it, the edit waits as a
   * revision and visitors keep seeing the approved content.
   */
  async save(
    caller: WorkbenchCaller,
    input: ProductInput,
    key: string | null,
    lang: TLanguage,
  ): Promise<TWorkbenchProduct> {
    const exhibitor = await this.changer(caller, input.bventId, lang);
    if (!input.id) return this.create(caller, exhibitor, input, key, lang);
    const id = input.id;
    const before = await this.own(this.repo, exhibitor.id, input.bventId, id);
    const known = new Set(
      [before, ...(before.revision ? [before.revision] : [])].flatMap((c) => [
        c.image,
        ...c.images,
        ...(c.video ? [c.video] : []),
      ]),
    );
    const content = await this.content(input, known);
    const now = this.now();
    await this.repo.transaction(async (repo) => {
      await repo.lockExhibitorShared(exhibitor.id);
      const row = await this.own(repo, exhibitor.id, input.bventId, id);
      const step = productStep(lifeOf(row), 'edit', 'exhibitor');
      if (!step.ok) throw stateRefused();
      const approved = (APPROVED_STATES as readonly string[]).includes(row.status);
      const written = await repo.move(
        id,
        row,
        approved
          ? { revision: content, revisionState: 'pendingReview', updatedAt: now }
          : {
              ...content,
              status: step.next.state,
              revision: null,
              revisionState: null,
              updatedAt: now,
            },
      );
      if (!written) throw stateRefused();
    });
    return this.view((await this.repo.one(id))!, lang);
  }

  private async create(
    caller: WorkbenchCaller,
    exhibitor: ExhibitorOfOrg,
    input: ProductInput,
    key: string | null,
    lang: TLanguage,
  ): Promise<TWorkbenchProduct> {
    const earlier = key ? await this.repo.byKey(caller.accountId, key) : null;
    const id =
      earlier ??
      (await this.repo.insert(
        {
          ...(await this.content(input, new Set())),
          bventId: input.bventId,
          exhibitorId: exhibitor.id,
          createdBy: caller.accountId,
          key,
        },
        this.now(),
      ));
    const row = await this.repo.one(id);
    // A key used before for another exhibitor's product (the account acts for several): not this call's.
    if (!row || row.exhibitorId !== exhibitor.id)
      throw new ValidationError([
        { path: 'headers.Idempotency-Key', message: 'this key was used for another product' },
      ]);
    return this.view(row, lang);
  }

  /** Lists an approved product (its exhibitor must be shown to visitors) or delists a listed one. */
  async shelf(
    caller: WorkbenchCaller,
    input: { bventId: string; id: string; listed: boolean },
    lang: TLanguage,
  ): Promise<TWorkbenchProduct> {
    const exhibitor = await this.changer(caller, input.bventId, lang);
    if (input.listed && exhibitor.status !== 'normal') {
      const key = exhibitor.status === 'uploading' ? 'exhibitor_uploading' : 'exhibitor_not_passed';
      throw stateRefused((await this.say(key, lang, input.bventId)) ?? undefined);
    }
    await this.repo.transaction(async (repo) => {
      await repo.lockExhibitorShared(exhibitor.id);
      const row = await this.own(repo, exhibitor.id, input.bventId, input.id);
      const step = productStep(lifeOf(row), input.listed ? 'list' : 'delist', 'exhibitor');
      if (!step.ok) throw stateRefused();
      if (!(await repo.move(row.id, row, { status: step.next.state, updatedAt: this.now() })))
        throw stateRefused();
      await repo.reindexProduct(row.id);
    });
    this.exhibitorChanged(exhibitor.id);
    return this.view((await this.repo.one(input.id))!, lang);
  }

  /**
   * Deletes a product (not a banned one). Enquiries keep their product by foreign key: a product some enquiry
   * names is marked deleted instead (the enquiry still shows what it was about); either way it leaves every
   * list, search and favorite at once.
   */
  async remove(
    caller: WorkbenchCaller,
    ref: { bventId: string; id: string },
    lang: TLanguage,
  ): Promise<{ id: string }> {
    const exhibitor = await this.changer(caller, ref.bventId, lang);
    await this.repo.transaction(async (repo) => {
      await repo.lockExhibitorShared(exhibitor.id);
      const row = await this.own(repo, exhibitor.id, ref.bventId, ref.id);
      if (!productStep(lifeOf(row), 'delete', 'exhibitor').ok) throw stateRefused();
      const gone = (await repo.enquired(row.id))
        ? await repo.move(row.id, row, {
            status: DELETED,
            revision: null,
            revisionState: null,
            idempotencyKey: null,
            updatedAt: this.now(),
          })
        : await repo.remove(row.id, row.status);
      if (!gone) throw stateRefused();
      await repo.forget(row.id);
    });
    this.exhibitorChanged(exhibitor.id);
    return { id: ref.id };
  }

  /** A product picture: jpg or png by content, at most 20 MB, upright, without metadata, named by its hash. */
  async image(
    caller: WorkbenchCaller,
    body: { bventId: string; data: string },
    lang: TLanguage,
  ): Promise<TWorkbenchImage> {
    await this.exhibitor(caller, body.bventId, lang);
    return storeImage(this.uploads, body.data, PRODUCT_IMAGE_MAX_BYTES, imageNotAccepted);
  }

  /**
   * A product video, sent as the request's body: streamed to disk, at most 300 MB, and kept only when its own
   * boxes say phones play it in 16:9. A refusal says why in the caller's language.
   */
  async video(
    caller: WorkbenchCaller,
    bventId: string,
    body: unknown,
    declaredBytes: number | null,
    lang: TLanguage,
  ): Promise<TWorkbenchVideo> {
    await this.exhibitor(caller, bventId, lang);
    const stream = body as Readable | undefined;
    const upload: VideoUpload =
      stream && typeof stream.pipe === 'function'
        ? await storeVideo(this.uploads, stream, PRODUCT_VIDEO_MAX_BYTES, declaredBytes)
        : { ok: false, reason: 'notMp4' };
    if (upload.ok) return upload.stored;
    const why = await this.say(`video_refused_${upload.reason}`, lang, bventId);
    const detail = [why, upload.fact].filter(Boolean).join(' ');
    throw new BusinessError(ErrorCode.ProductVideoNotAccepted, 400, detail || undefined);
  }
}
