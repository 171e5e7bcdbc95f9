import type { OrderRow } from '../domains/identity/identity.repository.ts';

/** What a provider's part of the cashier page needs: the order and the words in the page's language. */
export interface CashierView {
  order: OrderRow;
  /** The order's amount, formatted with domain formatCurrency. */
  amount: string;
  /** Translated dictionary words (cashier_*). */
  t: (key: string) => string;
  /** The pay token and return path, for a provider whose form posts back to the cashier. */
  token: string;
  returnUrl: string;
  lang: string;
}

/**
 * One way to pay at the cashier (/cashier/:orderId). Providers are listed in one registry built from the
 * configuration; a provider that is not configured is absent (its page section and its POST route refuse).
 */
export interface PaymentProvider {
  readonly id: 'offline' | 'test';
  /** Whether it can settle an order paid this way. */
  accepts(order: OrderRow): boolean;
  /** Its section of the cashier page: HTML built only from escaped values. */
  section(view: CashierView): string;
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reference a payer quotes with a bank transfer: short enough to type, unique enough to match. */
export const orderReference = (orderId: string): string =>
  `SF-${orderId.replace(/-/g, '').slice(-12).toUpperCase()}`;
