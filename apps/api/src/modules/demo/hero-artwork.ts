import type { HeroSpec } from './catalogue-spec';
import { colours, mix } from './colours';
import { lookOf } from './garment-look';
import { garmentDrawing } from './garments';

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 1000;

/** Concentric rings and a circle of dots, like a rangoli, behind the garments. */
function rangoli(cx: number, cy: number): string {
  const dots = Array.from({ length: 24 }, (_, i) => {
    const angle = (i / 24) * Math.PI * 2;
    return `<circle cx="${(cx + Math.cos(angle) * 360).toFixed(1)}" cy="${(cy + Math.sin(angle) * 360).toFixed(1)}" r="8"/>`;
  }).join('');
  return `<g fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3">
    <circle cx="${cx}" cy="${cy}" r="410"/><circle cx="${cx}" cy="${cy}" r="300" stroke-dasharray="14 12"/>
    <circle cx="${cx}" cy="${cy}" r="220"/></g><g fill="#ffffff" fill-opacity="0.2">${dots}</g>`;
}

/**
 * A slideshow banner without any words: the storefront draws the slide's headline and offer over
 * the lower left as real text, so the garments stand in the upper right (the top centre on a
 * phone's portrait crop) and the lower left is left to a plain, darker backdrop.
 * One radial backdrop does the lighting: every full-size layer costs render time.
 */
export function heroBannerSvg(hero: HeroSpec): string {
  const garments = hero.garments
    .map(([kind, colour], i) => {
      const x = 640 + i * 330;
      const y = 60 + i * 40;
      return `<ellipse cx="${x + 240}" cy="${y + 590}" rx="190" ry="18" fill="#000000" opacity="0.22"/>
        <g transform="translate(${x} ${y}) scale(1.2)">${garmentDrawing(lookOf(kind), colours[colour].hex, `h${i}`)}</g>`;
    })
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 1600 1000">
  <defs>
    <radialGradient id="bg" cx="0.7" cy="0.32" r="0.9">
      <stop offset="0" stop-color="${mix(hero.to, '#ffffff', 0.18)}"/><stop offset="0.35" stop-color="${hero.to}"/>
      <stop offset="0.8" stop-color="${hero.from}"/></radialGradient>
  </defs>
  <rect width="1600" height="1000" fill="url(#bg)"/>
  ${rangoli(1070, 380)}
  <path d="M790,760 L790,330 Q790,120 1070,40 Q1350,120 1350,330 L1350,760 Z" fill="#ffffff" fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
  ${garments}
</svg>`;
}
