import { describe, expect, it } from 'vitest';
import type { TDynamicField } from '@showfloor/contracts';
import {
  cleanPhone,
  fieldPlainText,
  groupMainProducts,
  parseMedia,
  presentField,
  profileFields,
  safeHttpUrl,
} from './field-display.ts';

const f = (fieldName: string, fieldType: TDynamicField['fieldType'], fieldValue: string): TDynamicField => ({
  displayName: fieldName,
  fieldName,
  fieldType,
  fieldValue,
});
const web = { inMiniProgram: false };

describe('field display: the special field names and field types', () => {
  it('shows Cate commas and ProjectCate slashes as >', () => {
    expect(presentField(f('Cate', 'text', 'Machinery,Pumps, Valves'), web)).toEqual({
      kind: 'text',
      text: 'Machinery > Pumps > Valves',
    });
    expect(presentField(f('ProjectCate', 'text', 'Energy/Solar/Panels'), web)).toEqual({
      kind: 'text',
      text: 'Energy > Solar > Panels',
    });
  });

  it('groups MainProducts by parent', () => {
    expect(groupMainProducts('Lighting/LED,Lighting/Lamps,Textiles/Silk,Toys')).toEqual([
      { name: 'Lighting', items: ['LED', 'Lamps'] },
      { name: 'Textiles', items: ['Silk'] },
      { name: 'Toys', items: [] },
    ]);
  });

  it('removes empty dash segments from Telephone and Fax', () => {
    expect(cleanPhone('86--21-55551234-')).toBe('86-21-55551234');
    expect(cleanPhone('-0755-')).toBe('0755');
    expect(presentField(f('Fax', 'text', '86- -10-6666'), web)).toEqual({ kind: 'text', text: '86-10-6666' });
  });

  it('translates BoothType and keeps unknown booth types as text', () => {
    expect(presentField(f('BoothType', 'select', 'SpecialBooth'), web)).toEqual({
      kind: 'translated',
      key: 'special_booth',
    });
    expect(presentField(f('BoothType', 'select', 'StandardBooth'), web)).toEqual({
      kind: 'translated',
      key: 'standard_booth',
    });
    expect(presentField(f('BoothType', 'select', 'Island'), web)).toEqual({ kind: 'text', text: 'Island' });
  });

  it('makes CorporateWebsite a link outside mini-programs only', () => {
    expect(presentField(f('CorporateWebsite', 'text', 'www.acme.example'), web)).toEqual({
      kind: 'website',
      url: 'https://www.acme.example/',
      clickable: true,
    });
    expect(presentField(f('CorporateWebsite', 'text', 'www.acme.example'), { inMiniProgram: true })).toEqual({
      kind: 'website',
      url: 'www.acme.example',
      clickable: false,
    });
  });

  it('renders media as gallery and video from JSON arrays with absoluteUrl', () => {
    const v = JSON.stringify([{ absoluteUrl: '/media/a.svg' }, { absoluteUrl: '/media/b.svg' }, { nope: 1 }]);
    expect(presentField(f('Photos', 'image', v), web)).toEqual({
      kind: 'gallery',
      images: ['/media/a.svg', '/media/b.svg'],
    });
    expect(presentField(f('Clip', 'video', '[{"absoluteUrl":"/media/v.mp4"}]'), web)).toEqual({
      kind: 'video',
      videos: ['/media/v.mp4'],
    });
    expect(parseMedia('not json')).toEqual([]);
    expect(parseMedia('{"absoluteUrl":"x"}')).toEqual([]);
  });

  it('shows links only for web addresses', () => {
    expect(presentField(f('Brochure', 'link', 'https://x.example/b.pdf'), web)).toEqual({
      kind: 'link',
      url: 'https://x.example/b.pdf',
    });
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(presentField(f('Brochure', 'link', 'javascript:alert(1)'), web).kind).toBe('text');
  });

  it('previews the first 4 fields with content and says when there are more', () => {
    const fields = [
      f('A', 'text', 'a'),
      f('Empty', 'text', '  '),
      f('B', 'number', '2'),
      f('C', 'date', '2026-01-01'),
      f('NoPics', 'image', '[]'),
      f('D', 'textarea', 'd'),
      f('E', 'text', 'e'),
    ];
    const p = profileFields(fields, web);
    expect(p.all.map((x) => x.field.fieldName)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(p.preview.map((x) => x.field.fieldName)).toEqual(['A', 'B', 'C', 'D']);
    expect(p.hasMore).toBe(true);
    expect(profileFields(fields.slice(0, 4), web).hasMore).toBe(false);
  });

  it('gives the plain text a page shows, for search snippets and share cards', () => {
    expect(fieldPlainText('Cate', 'Industrial Equipment,CNC Machine Tools，Robots')).toBe(
      'Industrial Equipment > CNC Machine Tools > Robots',
    );
    expect(fieldPlainText('ProjectCate', 'Energy/Solar')).toBe('Energy > Solar');
    expect(
      fieldPlainText(
        'MainProducts',
        'Industrial Equipment/CNC Machine Tools,Industrial Equipment/Robots,Pumps',
      ),
    ).toBe('Industrial Equipment: CNC Machine Tools, Robots · Pumps');
    expect(fieldPlainText('CompanyProfile', 'Founded in 2002, we make pumps.')).toBe(
      'Founded in 2002, we make pumps.',
    );
  });
});
