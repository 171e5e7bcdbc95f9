import { describe, expect, it } from 'vitest';
import { type EnquiryForm, enquiryProblems } from './enquiry.ts';

const ok: EnquiryForm = {
  quantity: '10',
  unit: '件',
  message: '',
  phone: '138 0013 8000',
  email: '',
  agreed: true,
};
const problems = (over: Partial<EnquiryForm>) => enquiryProblems({ ...ok, ...over });

describe('the enquiry form, rule by rule (the dictionary\u2019s limits)', () => {
  it.each([
    ['', ['quantityRequired']],
    ['abc', ['quantityRequired']],
    ['1.5', ['quantityRequired']],
    ['0', ['quantityZero']],
    ['000', ['quantityZero']],
    ['1', []],
    ['99999', []],
    ['100000', ['quantityTooLarge']],
  ])('quantity %j', (quantity, expected) => expect(problems({ quantity })).toEqual(expected));

  it.each([
    ['', []],
    ['kg', []],
    ['平方米每吨', []],
    ['pcs/b', []],
    ['👍👍👍👍👍', []],
    ['👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', []],
    ['metre', []],
    ['metres', ['unitTooLong']],
    ['平方米每吨位', ['unitTooLong']],
    ['👍👍👍👍👍👍', ['unitTooLong']],
  ])('unit %j', (unit, expected) => expect(problems({ unit })).toEqual(expected));

  it.each([
    ['x'.repeat(100), []],
    ['x'.repeat(101), ['messageTooLong']],
    ['询'.repeat(100), []],
    ['询'.repeat(101), ['messageTooLong']],
    [`  ${'x'.repeat(100)}  `, []],
  ])('message of %#', (message, expected) => expect(problems({ message })).toEqual(expected));

  it.each([
    ['', '', ['contactRequired']],
    ['138 0013 8000', '', []],
    ['', 'buyer@example.com', []],
    ['138 0013 8000', 'buyer@example.com', []],
    ['12', '', ['phoneInvalid']],
    ['', 'not-an-address', ['emailInvalid']],
    ['12', 'not-an-address', ['phoneInvalid', 'emailInvalid']],
    ['   ', '   ', ['contactRequired']],
  ])('phone %j and e-mail %j', (phone, email, expected) =>
    expect(problems({ phone, email })).toEqual(expected),
  );

  it('asks for the agreement, and lists every problem at once', () => {
    expect(problems({ agreed: false })).toEqual(['agreementRequired']);
    expect(
      enquiryProblems({
        quantity: '0',
        unit: 'metres',
        message: 'x'.repeat(101),
        phone: '',
        email: '',
        agreed: false,
      }),
    ).toEqual(['quantityZero', 'unitTooLong', 'messageTooLong', 'contactRequired', 'agreementRequired']);
  });
});
