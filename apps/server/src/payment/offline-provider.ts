import { type CashierView, escapeHtml, orderReference, type PaymentProvider } from './provider.ts';

/** The organizer's bank account as shown to payers (demo values; a real deployment configures its own). */
const BANK = {
  beneficiary: 'Showfloor Demo Organizer',
  bank: 'Demo Bank, Shanghai',
  account: 'DEMO 6222 0000 2026 1208',
};

/** Bank transfer: instructions with the order reference; the organizer marks the order paid (markOrderPaid). */
export const offlineProvider: PaymentProvider = {
  id: 'offline',
  accepts: () => true,
  section(view: CashierView): string {
    const e = escapeHtml;
    return `<section class="card" data-provider="offline">
<h2>${e(view.t('cashier_offline_title'))}</h2>
<p>${e(view.t('cashier_offline_body'))}</p>
<dl>
<dt>${e(view.t('cashier_offline_bank'))}</dt><dd>${e(BANK.beneficiary)}<br>${e(BANK.bank)}<br>${e(BANK.account)}</dd>
<dt>${e(view.t('cashier_order'))}</dt><dd class="ref">${e(orderReference(view.order.id))}</dd>
<dt>${e(view.t('cashier_amount'))}</dt><dd>${e(view.amount)}</dd>
</dl>
</section>`;
  },
};
