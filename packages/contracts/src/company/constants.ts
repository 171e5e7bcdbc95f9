/*
 * The exhibitor's company info and catalogue entry on the workbench. The limits are the spec's texts ("20 MB
 * images", "up to 5" pictures for the company), shared by the form and the gateway.
 */

/** Banners, and the pictures of a gallery field: up to 5 each, jpg/png by content, 20 MB each (the upload call). */
export const COMPANY_IMAGES_MAX = 5;
/** The banner size the shop's header is drawn for (other sizes are cropped to it). */
export const COMPANY_BANNER_WIDTH = 1920;
export const COMPANY_BANNER_HEIGHT = 768;

export const COMPANY_NAME_MAX = 100;
export const COMPANY_BOOTH_MAX = 20;
/** A one-line profile field (text, select, a category path). */
export const COMPANY_LINE_MAX = 500;
/** A textarea profile field (the introduction). */
export const COMPANY_TEXT_MAX = 5000;
export const COMPANY_CONTACT_NAME_MAX = 50;
export const COMPANY_PHONE_MAX = 40;
/** A phone number as typed: digits, spaces, +, -, parentheses (Telephone and Fax keep '86-21-5555-' segments). */
export const COMPANY_PHONE_PATTERN = /^[0-9+\-() ]*$/;
export const COMPANY_EMAIL_MAX = 100;
export const COMPANY_ADDRESS_MAX = 200;
export const COMPANY_LINK_MAX = 500;

/** The profile fields the form writes as a person's text (one value per language where the event stores it so). */
export const COMPANY_TEXT_FIELD_TYPES = ['text', 'textarea', 'select', 'multiSelect'] as const;

/**
 * The columns of the printed catalogue's CSV, in order; those marked per language repeat for each of the event's
 * languages ("Name (zh-CN)", "Name (en-US)", ...).
 */
export const CATALOGUE_COLUMNS = [
  { key: 'name', perLanguage: true },
  { key: 'pavilion', perLanguage: true },
  { key: 'booth', perLanguage: false },
  { key: 'boothType', perLanguage: true },
  { key: 'mainProducts', perLanguage: true },
  { key: 'categories', perLanguage: true },
  { key: 'projectCategories', perLanguage: true },
  { key: 'contactName', perLanguage: true },
  { key: 'telephone', perLanguage: false },
  { key: 'mobile', perLanguage: false },
  { key: 'fax', perLanguage: false },
  { key: 'email', perLanguage: false },
  { key: 'address', perLanguage: true },
  { key: 'website', perLanguage: false },
] as const;
export type TCatalogueColumn = (typeof CATALOGUE_COLUMNS)[number]['key'];
