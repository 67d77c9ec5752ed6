import { type NamedColour, namedColours } from './named-colours';

type Rgb = [number, number, number];

/** "#1a2b3c" or "1a2b3c" (or the short "#abc") as red, green and blue from 0 to 255; null if it is not a hex colour. */
export function hexToRgb(hex: string): Rgb | null {
  const digits = hex.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(digits) ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/**
 * The name of the named colour closest to a swatch, by straight-line distance in RGB (docs/product.md §3:
 * the variant's colour name is filled in from the swatch). An unreadable hex gives ''.
 */
export function nearestColourName(hex: string, palette: NamedColour[] = namedColours): string {
  const target = hexToRgb(hex);
  if (!target) return '';
  let best = '';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const colour of palette) {
    const rgb = hexToRgb(colour.hex);
    if (!rgb) continue;
    const distance = (rgb[0] - target[0]) ** 2 + (rgb[1] - target[1]) ** 2 + (rgb[2] - target[2]) ** 2;
    if (distance < bestDistance) {
      best = colour.name;
      bestDistance = distance;
    }
  }
  return best;
}
