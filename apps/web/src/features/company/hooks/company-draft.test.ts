import { describe, expect, it } from 'vitest';
import { ErrorCode, type TCompany } from '@showfloor/contracts';
import { bodyOf, draftOf, draftProblems, refusalProblems } from './company-draft.ts';

const field = (over: Partial<TCompany['fields'][number]>): TCompany['fields'][number] => ({
  fieldName: 'CompanyProfile',
  fieldType: 'textarea',
  displayName: 'Company profile',
  localized: true,
  text: {},
  value: '',
  images: [],
  ...over,
});

const company: TCompany = {
  exhibitorId: 'e1000000-2026-4000-8000-000000000001',
  bventId: 'e0000000-2026-4000-8000-000000000001',
  banned: false,
  languages: ['zh-CN', 'en-US'],
  name: { 'zh-CN': '众诚', 'en-US': 'Zhongcheng' },
  logo: '/media/logo/sz.svg',
  boothNumber: '1B001',
  pavilion: 'Hall 1',
  banners: ['/media/banner/1.svg', '/media/banner/2.svg'],
  contact: { contactName: {}, telephone: '', mobile: '', email: 'a@b.example', address: {} },
  fields: [
    field({ text: { 'zh-CN': '简介' } }),
    field({ fieldName: 'Telephone', fieldType: 'text', localized: false, value: '86--21-5555-' }),
    field({ fieldName: 'CorporateWebsite', fieldType: 'link', localized: false, value: 'https://a.example' }),
    field({
      fieldName: 'CompanyVideo',
      fieldType: 'video',
      localized: false,
      value: '/media/video/demo.mp4',
    }),
    field({ fieldName: 'CompanyImages', fieldType: 'image', localized: false, images: ['/media/g/1.svg'] }),
  ],
};

describe('the company draft', () => {
  it('sends back what it read, pictures by their addresses', () => {
    const body = bodyOf(draftOf(company), company.bventId);
    expect(body).toMatchObject({
      name: company.name,
      logo: company.logo,
      banners: company.banners,
      contact: { email: 'a@b.example' },
    });
    expect(body.fields?.map((f) => f.fieldName)).toEqual(company.fields.map((f) => f.fieldName));
    expect(body.fields?.find((f) => f.fieldName === 'CompanyImages')?.images).toEqual(['/media/g/1.svg']);
    expect(draftProblems(draftOf(company), company.languages)).toEqual({});
  });

  it('edits a stored phone as visitors read it, without its empty dash segments', () => {
    const phone = draftOf(company).fields.find((f) => f.def.fieldName === 'Telephone')!;
    expect(phone.value).toBe('86-21-5555');
    expect(
      bodyOf(draftOf(company), company.bventId).fields?.find((f) => f.fieldName === 'Telephone'),
    ).toMatchObject({ value: '86-21-5555' });
  });

  it('says what is wrong where: the name, a link, a phone, an e-mail, a text too long in one language', () => {
    const d = draftOf(company);
    d.name = { 'zh-CN': ' ' };
    d.email = 'nope';
    d.fields = d.fields.map((f) =>
      f.def.fieldName === 'CorporateWebsite'
        ? { ...f, value: 'javascript:alert(1)' }
        : f.def.fieldName === 'Telephone'
          ? { ...f, value: 'call me' }
          : f.def.fieldName === 'CompanyProfile'
            ? { ...f, text: { 'en-US': 'x'.repeat(5001) } }
            : f.def.fieldName === 'CompanyVideo'
              ? { ...f, value: '/media/video/other.mp4' }
              : f,
    );
    expect(Object.keys(draftProblems(d, company.languages)).sort()).toEqual([
      'contact.email',
      'field.CompanyProfile.en-US',
      'field.CompanyVideo',
      'field.CorporateWebsite',
      'field.Telephone',
      'name',
    ]);
  });

  it('puts the gateway’s refusals under their fields', () => {
    const d = draftOf(company);
    expect(
      refusalProblems(
        {
          businessCode: ErrorCode.BadRequest,
          message: 'x',
          details: [
            { path: 'body.fields.2.value', message: 'Please enter a web address' },
            { path: 'body.fields.0.text.en-US', message: 'At most 5000 characters' },
            { path: 'body.contact.email', message: 'Please enter a valid e-mail address' },
          ],
        },
        d,
      ),
    ).toEqual({
      'field.CorporateWebsite': 'Please enter a web address',
      'field.CompanyProfile.en-US': 'At most 5000 characters',
      'contact.email': 'Please enter a valid e-mail address',
    });
    expect(
      refusalProblems(
        {
          businessCode: ErrorCode.ProductImageUnknown,
          message: 'The picture was not uploaded: body.banners.1',
        },
        d,
      ),
    ).toEqual({ banners: 'The picture was not uploaded: body.banners.1' });
  });
});
