import { mix } from './colours';
import type { GarmentLook } from './garment-look';
import { closeUpCentre, garmentDrawing } from './garments';

/** The photos of one colour, in the order the gallery shows them: cards show the front one. */
export const productViews = ['front', 'closeUp'] as const;
export type ProductView = (typeof productViews)[number];

/**
 * Product photos are 4:5 portraits 640 wide, so that the original is the large srcset candidate and
 * only a 320 copy is made: every extra pixel and copy is paid for in start-up time, as the demo
 * renders its photos when the shop starts.
 */
export const PRODUCT_IMAGE_WIDTH = 640;
export const PRODUCT_IMAGE_HEIGHT = 800;

/** A close-up frames this much of the 400 x 500 garment box: two and a half times nearer. */
const CLOSE_UP_WIDTH = 160;
const CLOSE_UP_HEIGHT = 200;

/**
 * The part of the 400 x 500 box a view shows (x, y, width, height) and what it draws there: the
 * whole garment standing on its shadow, or its detail filling the frame. Straight on: tilted, its
 * gradients and patterns took three times as long to render.
 */
function viewOf(look: GarmentLook, hex: string, view: ProductView): { frame: number[]; content: string } {
  const garment = garmentDrawing(look, hex, 'g');
  if (view === 'front') {
    return {
      frame: [0, 0, 400, 500],
      content: `<ellipse cx="200" cy="482" rx="170" ry="14" fill="url(#shadow)"/>
  <g transform="translate(20 14) scale(0.9)">${garment}</g>`,
    };
  }
  const [x, y] = closeUpCentre(look);
  return {
    frame: [x - CLOSE_UP_WIDTH / 2, y - CLOSE_UP_HEIGHT / 2, CLOSE_UP_WIDTH, CLOSE_UP_HEIGHT],
    content: garment,
  };
}

/**
 * A studio-style product photo: the garment in its colour on a soft backdrop tinted to match, seen
 * whole from the front or close up through a smaller viewBox on the same drawing.
 */
export function productImageSvg(look: GarmentLook, hex: string, view: ProductView): string {
  const centre = mix(hex, '#ffffff', 0.92);
  const edge = mix(mix(hex, '#efe8de', 0.8), '#ffffff', 0.15);
  const { frame, content } = viewOf(look, hex, view);
  const [x, y, width, height] = frame;
  // One radial fill gives both the backdrop and the spotlight: each full-size layer costs render time.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" viewBox="${frame.join(' ')}">
  <defs>
    <radialGradient id="backdrop" cx="0.5" cy="0.4" r="0.8">
      <stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#backdrop)"/>
  ${content}
</svg>`;
}
