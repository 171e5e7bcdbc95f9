import type { MediaKind } from './urls.ts';

const SIZES: Record<MediaKind, [number, number]> = {
  logo: [200, 200],
  product: [600, 600],
  banner: [1920, 768],
  background: [750, 1334],
  share: [500, 400],
  gallery: [800, 600],
  project: [800, 450],
  favicon: [64, 64],
};

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Draws the picture a /media URL names. Pure: the same input gives the same bytes. */
export function renderSvg(kind: MediaKind, hue: number, label: string): string {
  const [w, h] = SIZES[kind];
  const text = escapeXml(label);
  const c1 = `hsl(${hue},62%,46%)`;
  const c2 = `hsl(${(hue + 40) % 360},70%,62%)`;
  const light = `hsl(${hue},60%,95%)`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${text}">`;
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>`;
  const font = `font-family="system-ui,-apple-system,'Noto Sans CJK SC',sans-serif"`;
  switch (kind) {
    case 'logo':
    case 'favicon':
      return `${open}${gradient}<rect width="${w}" height="${h}" rx="${w / 6}" fill="url(#g)"/><text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" ${font} font-size="${w * (Array.from(label).length > 1 ? 0.38 : 0.56)}" font-weight="700" fill="#fff">${text}</text></svg>`;
    case 'background':
      // Transparent, with its shapes inside the frame: the page's background colour shows around and below
      // it, so the picture never ends in a visible edge on a tall page.
      return `${open}<circle cx="${w}" cy="0" r="${w * 0.7}" fill="${c2}" opacity=".18"/><circle cx="0" cy="${h * 0.55}" r="${w * 0.42}" fill="${c1}" opacity=".08"/></svg>`;
    case 'banner':
    case 'share':
    case 'project':
      return `${open}${gradient}<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}" fill="#fff" opacity=".12"/><rect x="${w * 0.06}" y="${h * 0.62}" width="${w * 0.3}" height="${h * 0.04}" rx="${h * 0.02}" fill="#fff" opacity=".7"/><text x="${w * 0.06}" y="${h * 0.5}" ${font} font-size="${h * 0.13}" font-weight="700" fill="#fff">${text}</text></svg>`;
    case 'product':
    case 'gallery':
      return `${open}<rect width="${w}" height="${h}" fill="${light}"/><rect x="${w * 0.2}" y="${h * 0.18}" width="${w * 0.6}" height="${h * 0.46}" rx="${w * 0.04}" fill="url(#g)"/><circle cx="${w * 0.5}" cy="${h * 0.41}" r="${w * 0.12}" fill="#fff" opacity=".35"/><text x="50%" y="${h * 0.8}" text-anchor="middle" ${font} font-size="${w * 0.06}" fill="${c1}">${text}</text>${gradient}</svg>`;
  }
}
