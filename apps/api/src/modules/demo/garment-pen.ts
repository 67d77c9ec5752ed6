import { type Shades, shadesOf } from './colours';
import { hasSurfacePattern, surfaceDefs } from './fabric-surfaces';
import type { GarmentLook } from './garment-look';

// The strokes garment drawings are made of, in the 400 x 500 box of garments.ts.

/** What a drawing is drawn with: the fabric's shades, the id its gradients go by, and its look. */
export interface Pen {
  s: Shades;
  id: string;
  look: GarmentLook;
}

export type Point = [number, number];

const round = (n: number) => Math.round(n * 10) / 10;
/** A path through these points. */
export const through = (points: Point[]) =>
  `M${points.map(([x, y]) => `${round(x)},${round(y)}`).join(' L')}`;
/** A closed outline through these points. */
export const outline = (points: Point[]) => `${through(points)} Z`;

/** The same points on the other side of the garment's centre line (x = 200). */
export const mirrored = (points: Point[]): Point[] => points.map(([x, y]) => [400 - x, y]);

/** The gradients a garment with this id is shaded with. */
export function fabricDefs(s: Shades, id: string): string {
  return `<linearGradient id="${id}-f" x1="0" y1="0" x2="1" y2="0.35">
      <stop offset="0" stop-color="${s.light}"/><stop offset="0.45" stop-color="${s.base}"/>
      <stop offset="1" stop-color="${s.dark}"/></linearGradient>
    <linearGradient id="${id}-sheen" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/>
      <stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>`;
}

/** A garment's own fabric: its gradients and its weave or print, to go in the drawing's defs. */
export const fabricOf = ({ s, id, look }: Pen) => fabricDefs(s, id) + surfaceDefs(look.surface, s, id);

/**
 * A second fabric in one drawing (the kurta under a Nehru jacket, contrast sleeves), with the
 * defs it needs: plain unless a look is given.
 */
export function otherFabric(
  pen: Pen,
  hex: string,
  suffix: string,
  look?: GarmentLook,
): { pen: Pen; defs: string } {
  const other: Pen = {
    s: shadesOf(hex),
    id: `${pen.id}-${suffix}`,
    look: look ?? { ...pen.look, surface: 'plain' },
  };
  return { pen: other, defs: `<defs>${fabricOf(other)}</defs>` };
}

/** A piece of fabric: shaded fill, its weave or print, outline and a soft sheen from the top. */
export const panel = (d: string, { s, id, look }: Pen) =>
  `<path d="${d}" fill="url(#${id}-f)" stroke="${s.line}" stroke-width="2.5" stroke-linejoin="round"/>` +
  (hasSurfacePattern(look.surface) ? `<path d="${d}" fill="url(#${id}-surface)"/>` : '') +
  `<path d="${d}" fill="url(#${id}-sheen)"/>`;
/** A flat piece: collars, cuffs, pockets, waistbands. */
export const solid = (d: string, fill: string, s: Shades) =>
  `<path d="${d}" fill="${fill}" stroke="${s.line}" stroke-width="2" stroke-linejoin="round"/>`;
/** A crease in the cloth. */
export const fold = (d: string, s: Shades, width = 3) =>
  `<path d="${d}" fill="none" stroke="${s.dark}" stroke-width="${width}" stroke-linecap="round" opacity="0.45"/>`;
/** Dashed topstitching or zari. */
export const seam = (d: string, colour: string, width = 1.6) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="5 4" stroke-linecap="round"/>`;
export const line = (d: string, colour: string, width = 2) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
export const buttons = (x: number, ys: number[], fill: string, s: Shades, r = 4) =>
  ys.map((y) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${s.line}"/>`).join('');
/** Small woven motifs (buttis) scattered over an area, as on sarees and lehengas. */
export const buttis = (points: [number, number][], colour: string) =>
  points
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="3.2" fill="${colour}"/><circle cx="${x}" cy="${y}" r="6" fill="none" stroke="${colour}" stroke-width="1" opacity="0.7"/>`,
    )
    .join('');

export const dressForm = () =>
  `<g><rect x="196" y="250" width="8" height="226" fill="#8a7a66"/>
    <circle cx="200" cy="34" r="9" fill="#b9a78f"/><path d="M186,40 L214,40 L213,66 L187,66 Z" fill="#d8cab6"/>
    <path d="M148,72 Q200,56 252,72 Q264,122 253,162 Q244,192 251,212 Q257,240 249,262 L151,262 Q143,240 149,212 Q156,192 147,162 Q136,122 148,72 Z" fill="#e6dac8" stroke="#b9a78f" stroke-width="2"/></g>`;
