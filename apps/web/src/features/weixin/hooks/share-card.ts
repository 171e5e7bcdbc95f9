/** What a share card inside WeChat shows of a page. */
export interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/**
 * The page's share card as its document says it (the gateway writes the share meta tags, pages set the title):
 * the address without its #fragment (WeChat signs it so), the picture made absolute (WeChat fetches it itself).
 */
export function shareCardOf(page: {
  title: string;
  /** The content of a `<meta property=...>`, '' when there is none. */
  meta: (property: string) => string;
  href: string;
}): ShareCard {
  const image = page.meta('og:image');
  return {
    title: page.title || page.meta('og:title'),
    desc: page.meta('og:description'),
    link: page.href.split('#')[0] ?? page.href,
    imgUrl: image ? new URL(image, page.href).href : '',
  };
}
