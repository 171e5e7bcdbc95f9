import { type CashierView, escapeHtml, type PaymentProvider } from './provider.ts';

/**
 * Test mode (PAYMENT_TEST_MODE=1 only): one button that settles an online order at once, for demos and the
 * end-to-end journeys. Without the setting this provider does not exist.
 */
export const testProvider: PaymentProvider = {
  id: 'test',
  accepts: (order) => order.payWay === 'Online',
  section(view: CashierView): string {
    const e = escapeHtml;
    return `<section class="card" data-provider="test">
<h2>${e(view.t('cashier_test_title'))}</h2>
<p>${e(view.t('cashier_test_body'))}</p>
<form method="post" action="/cashier/${e(view.order.id)}/test">
<input type="hidden" name="t" value="${e(view.token)}">
<input type="hidden" name="returnUrl" value="${e(view.returnUrl)}">
<input type="hidden" name="lang" value="${e(view.lang)}">
<button type="submit">${e(view.t('cashier_test_button'))}</button>
</form>
</section>`;
  },
};
