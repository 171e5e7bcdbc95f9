import { describe, expect, it } from 'vitest';
import {
  type DemandForm,
  demandExpiresAt,
  demandProblems,
  tagProblem,
  tagsProblem,
  validUntilInRange,
} from './demand.ts';

const TODAY = '2026-12-01';
const ok: DemandForm = {
  title: '采购不锈钢管',
  description: '',
  quantity: '500',
  unit: '吨',
  validUntil: '2026-12-31',
  pictures: 0,
  agreed: true,
};
const problems = (over: Partial<DemandForm>) => demandProblems({ ...ok, ...over }, TODAY);

describe('the publish-demand form, rule by rule (the dictionary\u2019s limits)', () => {
  it.each([
    ['', ['titleRequired']],
    ['   ', ['titleRequired']],
    ['x'.repeat(100), []],
    ['x'.repeat(101), ['titleTooLong']],
    ['需'.repeat(100), []],
    ['需'.repeat(101), ['titleTooLong']],
    ['👍'.repeat(100), []],
    ['👍'.repeat(101), ['titleTooLong']],
  ])('title %#', (title, expected) => expect(problems({ title })).toEqual(expected));

  it.each([
    ['x'.repeat(1000), []],
    ['x'.repeat(1001), ['descriptionTooLong']],
    ['述'.repeat(1001), ['descriptionTooLong']],
  ])('description %#', (description, expected) => expect(problems({ description })).toEqual(expected));

  it.each([
    ['', ['quantityRequired']],
    ['abc', ['quantityRequired']],
    ['-1', ['quantityRequired']],
    ['0', ['quantityZero']],
    ['1', []],
    ['99999', []],
    ['100000', ['quantityTooLarge']],
  ])('quantity %j', (quantity, expected) => expect(problems({ quantity })).toEqual(expected));

  it.each([
    ['', []],
    ['平方米每吨', []],
    ['👍👍👍👍👍', []],
    ['metres', ['unitTooLong']],
    ['平方米每吨位', ['unitTooLong']],
    ['👍👍👍👍👍👍', ['unitTooLong']],
  ])('unit %j', (unit, expected) => expect(problems({ unit })).toEqual(expected));

  it.each([
    ['', ['validUntilRequired']],
    ['2026-11-30', ['validUntilOutOfRange']],
    ['2026-12-01', []],
    ['2027-12-01', []],
    ['2027-12-02', ['validUntilOutOfRange']],
    ['2026-02-30', ['validUntilOutOfRange']],
    ['31/12/2026', ['validUntilOutOfRange']],
  ])('valid until %j (today %s)', (validUntil, expected) =>
    expect(problems({ validUntil })).toEqual(expected),
  );

  it('takes up to 5 pictures and asks for the agreement; every problem at once', () => {
    expect(problems({ pictures: 5 })).toEqual([]);
    expect(problems({ pictures: 6 })).toEqual(['tooManyPictures']);
    expect(problems({ agreed: false })).toEqual(['agreementRequired']);
    expect(
      demandProblems(
        {
          title: '',
          description: '',
          quantity: '0',
          unit: 'metres',
          validUntil: '',
          pictures: 0,
          agreed: false,
        },
        TODAY,
      ),
    ).toEqual(['titleRequired', 'quantityZero', 'unitTooLong', 'validUntilRequired', 'agreementRequired']);
  });
});

describe('tags', () => {
  it.each([
    [[], '钢管', null],
    [[], '   ', 'tagEmpty'],
    [[], '1234567890', null],
    [[], '12345678901', 'tagTooLong'],
    [[], '不锈钢不锈钢不锈钢不', null],
    [['钢管'], '钢管', 'tagExists'],
    [['Steel'], ' steel ', 'tagExists'],
    [['ＡＢＣ'], 'abc', 'tagExists'],
    [['a', 'b', 'c', 'd', 'e'], 'f', 'tooManyTags'],
    [['a', 'b', 'c', 'd', 'e'], 'a', 'tagExists'],
  ] as const)('%j + %j: %s', (tags, tag, expected) => expect(tagProblem(tags, tag)).toBe(expected));

  it('checks a whole list each against those before it', () => {
    expect(tagsProblem(['钢管', '不锈钢'])).toBeNull();
    expect(tagsProblem(['钢管', '不锈钢', '钢管'])).toBe('tagExists');
  });
});

describe('valid until', () => {
  it('runs to the end of its day in Beijing', () => {
    expect(new Date(demandExpiresAt('2026-12-31')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(validUntilInRange('2026-12-01', '2026-12-01')).toBe(true);
  });
});
