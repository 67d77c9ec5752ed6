import { mix } from './colours';
import type { GarmentLook } from './garment-look';
import { garmentDrawing } from './garments';

/**
 * Product photos are 4:5 portraits 640 wide, so that the original is the large srcset candidate and
 * only a 320 copy is made: every extra pixel and copy is paid for in start-up time, as the demo
 * renders its photos when the shop starts.
 */
export const PRODUCT_IMAGE_WIDTH = 640;
export const PRODUCT_IMAGE_HEIGHT = 800;

/** A studio-style product shot: the garment in its colour on a soft backdrop tinted to match. */
export function productImageSvg(look: GarmentLook, hex: string): string {
  const centre = mix(hex, '#ffffff', 0.92);
  const edge = mix(mix(hex, '#efe8de', 0.8), '#ffffff', 0.15);
  // One radial fill gives both the backdrop and the spotlight: each full-size layer costs render time.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" viewBox="0 0 400 500">
  <defs>
    <radialGradient id="backdrop" cx="0.5" cy="0.4" r="0.8">
      <stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="400" height="500" fill="url(#backdrop)"/>
  <ellipse cx="200" cy="482" rx="170" ry="14" fill="url(#shadow)"/>
  <g transform="translate(20 14) scale(0.9)">${garmentDrawing(look, hex, 'g')}</g>
</svg>`;
}
