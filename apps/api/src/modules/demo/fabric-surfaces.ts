import { lightness, mix, type Shades } from './colours';
import type { Surface } from './garment-look';

// Weaves, prints and handwork as SVG patterns, laid over every panel of a garment (see `panel`).

type Tile = (s: Shades, contrast: string) => { size: [number, number]; body: string };

const tiles: Partial<Record<Surface, Tile>> = {
  // A narrow tile, repeated: one as wide as the garment box came out cut short in close-ups.
  stripes: (_, contrast) => ({
    size: [40, 30],
    body: `<rect width="40" height="11" fill="${contrast}" opacity="0.8"/>`,
  }),
  checks: (s, contrast) => ({
    size: [36, 36],
    body: `<rect width="36" height="13" fill="${contrast}" opacity="0.4"/><rect width="13" height="36" fill="${contrast}" opacity="0.4"/>
      <path d="M0,30 H36 M30,0 V36" stroke="${s.dark}" stroke-width="1.5" opacity="0.6"/>`,
  }),
  print: (s, contrast) => ({
    size: [64, 64],
    body: `<g fill="${contrast}">${petals(18, 18, 5)}<circle cx="18" cy="18" r="3" fill="${s.accent}"/>
      <ellipse cx="48" cy="46" rx="9" ry="4" transform="rotate(-35 48 46)"/></g>`,
  }),
  motifs: (s) => ({
    size: [44, 44],
    body: `<circle cx="22" cy="22" r="3.2" fill="${s.accent}"/><circle cx="22" cy="22" r="7" fill="none" stroke="${s.accent}" stroke-width="1.2"/>
      <circle cx="0" cy="0" r="2" fill="${s.accent}"/><circle cx="44" cy="44" r="2" fill="${s.accent}"/>`,
  }),
  ikat: (s, contrast) => ({
    size: [48, 40],
    body: `<path d="M24,4 L40,20 L24,36 L8,20 Z" fill="${contrast}" opacity="0.75"/><path d="M24,12 L32,20 L24,28 L16,20 Z" fill="${s.accent}"/>`,
  }),
  bandhani: () => ({
    size: [22, 22],
    body: `<g fill="#fff6d8">${petals(11, 11, 3.5, 1.6)}</g>`,
  }),
  sequins: (s) => ({
    size: [14, 14],
    body: `<circle cx="7" cy="7" r="3" fill="${mix(s.accent, '#ffffff', 0.5)}" opacity="0.85"/>`,
  }),
  mirrors: (s) => ({
    size: [40, 40],
    body: `<circle cx="20" cy="20" r="5.5" fill="#e9eef2" stroke="${s.accent}" stroke-width="2"/>`,
  }),
  quilted: (s) => ({
    size: [32, 32],
    body: `<path d="M0,0 L32,32 M32,0 L0,32" stroke="${s.line}" stroke-width="1.5" opacity="0.5"/>`,
  }),
  ribbed: (s) => ({
    size: [8, 10],
    body: `<path d="M4,0 V10" stroke="${s.dark}" stroke-width="1.6" opacity="0.4"/>`,
  }),
};

/** Five dots in a ring, a flower in a print or a knot of bandhani. */
function petals(cx: number, cy: number, r: number, size = 4): string {
  return Array.from({ length: 5 }, (_, i) => {
    const angle = (i / 5) * Math.PI * 2;
    return `<circle cx="${(cx + Math.cos(angle) * r).toFixed(1)}" cy="${(cy + Math.sin(angle) * r).toFixed(1)}" r="${size}"/>`;
  }).join('');
}

/** A colour that stands out on the fabric: a deep tone on light cloth, a pale one on dark. */
export const contrastOn = (s: Shades) => (lightness(s.base) > 0.6 ? s.line : mix(s.base, '#ffffff', 0.7));

/** True for the surfaces drawn as a pattern over the whole garment. */
export const hasSurfacePattern = (surface: Surface) => surface in tiles;

/** The pattern a garment with this id is covered in, or nothing for plain cloth. */
export function surfaceDefs(surface: Surface, s: Shades, id: string): string {
  const tile = tiles[surface]?.(s, contrastOn(s));
  if (!tile) return '';
  const [width, height] = tile.size;
  return `<pattern id="${id}-surface" patternUnits="userSpaceOnUse" width="${width}" height="${height}">${tile.body}</pattern>`;
}

/** A graphic tee's print: a round badge with a sun over hills and a star, centred at (cx, cy). */
export function chestGraphic(s: Shades, cx: number, cy: number): string {
  const ink = contrastOn(s);
  return `<g transform="translate(${cx - 50} ${cy - 50})">
    <circle cx="50" cy="50" r="48" fill="${ink}"/>
    <circle cx="50" cy="40" r="16" fill="${s.accent}"/>
    <path d="M6,68 L34,44 L52,62 L68,48 L94,68 Q50,110 6,68 Z" fill="${s.base}"/>
    <path d="M78,16 L81,24 L89,24 L83,29 L85,37 L78,32 L71,37 L73,29 L67,24 L75,24 Z" fill="${s.base}"/></g>`;
}
