import { z } from 'zod';
import {
  CARD_PHONE_PATTERN,
  ENQUIRY_TEXT_MAX,
  QUANTITY_MAX,
  textLength,
  UNIT_MAX,
} from '@showfloor/contracts';

/*
 * The enquiry form's rules, as the dictionary states them: the form shows them as the buyer types, the gateway
 * refuses what breaks them (the same rules: one table of cases tests both).
 */

export type EnquiryProblem =
  | 'quantityRequired'
  | 'quantityZero'
  | 'quantityTooLarge'
  | 'unitTooLong'
  | 'messageTooLong'
  | 'contactRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'agreementRequired';

/** Each problem's words in the dictionary. */
export const ENQUIRY_PROBLEM_KEYS: Record<EnquiryProblem, string> = {
  quantityRequired: 'enquiry_quantity_required',
  quantityZero: 'enquiry_quantity_not_zero',
  quantityTooLarge: 'enquiry_quantity_max',
  unitTooLong: 'enquiry_unit_max',
  messageTooLong: 'enquiry_input_max',
  contactRequired: 'enquiry_phone_or_email',
  emailInvalid: 'enquiry_email_invalid',
  phoneInvalid: 'enquiry_phone_invalid',
  agreementRequired: 'enquiry_agreement_required',
};

export interface EnquiryForm {
  /** As typed: digits only are a quantity. */
  quantity: string;
  unit: string;
  message: string;
  phone: string;
  email: string;
  agreed: boolean;
}

const email = z.string().email();
const phone = new RegExp(CARD_PHONE_PATTERN);

/** Every problem of the form, by field, in the order the form shows them; empty when it may be sent. */
export function enquiryProblems(form: EnquiryForm): EnquiryProblem[] {
  const out: EnquiryProblem[] = [];
  const q = form.quantity.trim();
  if (q === '') out.push('quantityRequired');
  else if (!/^\d+$/.test(q)) out.push('quantityRequired');
  else if (Number(q) === 0) out.push('quantityZero');
  else if (Number(q) > QUANTITY_MAX) out.push('quantityTooLarge');
  if (textLength(form.unit) > UNIT_MAX) out.push('unitTooLong');
  if (textLength(form.message) > ENQUIRY_TEXT_MAX) out.push('messageTooLong');
  const p = form.phone.trim();
  const e = form.email.trim();
  if (!p && !e) out.push('contactRequired');
  if (p && !phone.test(p)) out.push('phoneInvalid');
  if (e && !email.safeParse(e).success) out.push('emailInvalid');
  if (!form.agreed) out.push('agreementRequired');
  return out;
}
