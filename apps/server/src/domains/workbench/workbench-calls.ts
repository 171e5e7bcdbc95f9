import {
  deleteProduct,
  productReviewQueue,
  productShelf,
  reviewProduct,
  saveProduct,
  uploadProductImage,
  uploadProductVideo,
  workbenchProduct,
  workbenchProducts,
} from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { idempotencyKey } from '../../http/idempotency.ts';
import { registerCall } from '../../http/register-call.ts';
import { exhibitorCallerOf as callerOf } from '../shared/exhibiting-orgs.ts';

/* The exhibitor's workbench (its products) and the organizer's product review. */

export function registerWorkbenchProducts(app: FastifyInstance): void {
  registerCall(app, workbenchProducts, ({ query, account, access, lang }) =>
    app.services.workbench.products(callerOf(account, access), query, lang),
  );
}

export function registerWorkbenchProduct(app: FastifyInstance): void {
  registerCall(app, workbenchProduct, ({ query, account, access, lang }) =>
    app.services.workbench.product(callerOf(account, access), query, lang),
  );
}

export function registerSaveProduct(app: FastifyInstance): void {
  registerCall(app, saveProduct, ({ body, account, access, request, lang }) =>
    app.services.workbench.save(callerOf(account, access), body, idempotencyKey(request), lang),
  );
}

export function registerProductShelf(app: FastifyInstance): void {
  registerCall(app, productShelf, ({ body, account, access, lang }) =>
    app.services.workbench.shelf(callerOf(account, access), body, lang),
  );
}

export function registerDeleteProduct(app: FastifyInstance): void {
  registerCall(app, deleteProduct, ({ body, account, access, lang }) =>
    app.services.workbench.remove(callerOf(account, access), body, lang),
  );
}

export function registerUploadProductImage(app: FastifyInstance): void {
  registerCall(app, uploadProductImage, ({ body, account, access, lang }) =>
    app.services.workbench.image(callerOf(account, access), body, lang),
  );
}

export function registerUploadProductVideo(app: FastifyInstance): void {
  registerCall(app, uploadProductVideo, ({ query, request, account, access, lang }) => {
    const declared = Number(request.headers['content-length']);
    return app.services.workbench.video(
      callerOf(account, access),
      query.bventId,
      request.body,
      Number.isFinite(declared) ? declared : null,
      lang,
    );
  });
}

export function registerProductReviewQueue(app: FastifyInstance): void {
  registerCall(app, productReviewQueue, ({ query, lang }) => app.services.productReview.queue(query, lang));
}

export function registerReviewProduct(app: FastifyInstance): void {
  registerCall(app, reviewProduct, ({ body, account, lang }) =>
    app.services.productReview.review(need(account).accountId, body, lang),
  );
}

/** The calls of this folder by contract id, for the gateway's table of routes (domains/index.ts). */
export const WORKBENCH_ROUTES: Record<string, (app: FastifyInstance) => void> = {
  workbenchProducts: registerWorkbenchProducts,
  workbenchProduct: registerWorkbenchProduct,
  saveProduct: registerSaveProduct,
  productShelf: registerProductShelf,
  deleteProduct: registerDeleteProduct,
  uploadProductImage: registerUploadProductImage,
  uploadProductVideo: registerUploadProductVideo,
  productReviewQueue: registerProductReviewQueue,
  reviewProduct: registerReviewProduct,
};
