import { loadSharp } from '../media/sharp';
import type { HeroSpec } from './catalogue-spec';
import { colours, mix } from './colours';
import { garmentDrawing } from './garments';

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 1000;

const serif = "'Liberation Serif', 'DejaVu Serif', Georgia, serif";
const sans = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Breaks text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Concentric rings and a circle of dots, like a rangoli, behind the garments. */
function rangoli(cx: number, cy: number): string {
  const dots = Array.from({ length: 24 }, (_, i) => {
    const angle = (i / 24) * Math.PI * 2;
    return `<circle cx="${(cx + Math.cos(angle) * 400).toFixed(1)}" cy="${(cy + Math.sin(angle) * 400).toFixed(1)}" r="9"/>`;
  }).join('');
  return `<g fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3">
    <circle cx="${cx}" cy="${cy}" r="460"/><circle cx="${cx}" cy="${cy}" r="340" stroke-dasharray="14 12"/>
    <circle cx="${cx}" cy="${cy}" r="250"/></g><g fill="#ffffff" fill-opacity="0.2">${dots}</g>`;
}

/**
 * A slideshow banner: headline on the left, the season's garments under an arch on the right, lit
 * from behind. One radial backdrop does the lighting: every full-size layer costs render time.
 */
export function heroBannerSvg(hero: HeroSpec, categoryName: string): string {
  const titleLines = wrap(hero.title, 13);
  const subtitleLines = wrap(hero.subtitle, 30);
  const titleTop = 330;
  const subtitleTop = titleTop + titleLines.length * 110 + 10;
  const tagTop = subtitleTop + subtitleLines.length * 50 + 30;
  const tagWidth = hero.tag.length * 14 + 64;
  const garments = hero.garments
    .map(([kind, colour], i) => {
      const x = 760 + i * 300;
      const y = 200 + i * 40;
      return `<ellipse cx="${x + 300}" cy="${y + 735}" rx="240" ry="22" fill="#000000" opacity="0.22"/>
        <g transform="translate(${x} ${y}) scale(1.5)">${garmentDrawing(kind, colours[colour].hex, `h${i}`)}</g>`;
    })
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 1600 1000">
  <defs>
    <radialGradient id="bg" cx="0.72" cy="0.45" r="0.85">
      <stop offset="0" stop-color="${mix(hero.to, '#ffffff', 0.18)}"/><stop offset="0.38" stop-color="${hero.to}"/>
      <stop offset="0.85" stop-color="${hero.from}"/></radialGradient>
  </defs>
  <rect width="1600" height="1000" fill="url(#bg)"/>
  ${rangoli(1130, 520)}
  <path d="M860,1000 L860,430 Q860,210 1130,120 Q1400,210 1400,430 L1400,1000 Z" fill="#ffffff" fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
  ${garments}
  <text x="120" y="250" font-family="${sans}" font-size="28" font-weight="bold" letter-spacing="8" fill="#ffffff" fill-opacity="0.85">VASTRA · ${escapeXml(categoryName.toUpperCase())}</text>
  <rect x="120" y="272" width="90" height="5" fill="#f4c430"/>
  ${titleLines
    .map(
      (line, i) =>
        `<text x="116" y="${titleTop + 80 + i * 110}" font-family="${serif}" font-size="104" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')}
  ${subtitleLines
    .map(
      (line, i) =>
        `<text x="120" y="${subtitleTop + 40 + i * 50}" font-family="${sans}" font-size="36" fill="#ffffff" fill-opacity="0.92">${escapeXml(line)}</text>`,
    )
    .join('')}
  <rect x="120" y="${tagTop}" width="${tagWidth}" height="64" rx="32" fill="#ffffff"/>
  <text x="${120 + tagWidth / 2}" y="${tagTop + 42}" text-anchor="middle" font-family="${sans}" font-size="27" font-weight="bold" fill="${hero.from}">${escapeXml(hero.tag)}</text>
</svg>`;
}

export async function renderHeroBanner(hero: HeroSpec, categoryName: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(heroBannerSvg(hero, categoryName)))
    .webp({ quality: 82, effort: 1 })
    .toBuffer();
}
