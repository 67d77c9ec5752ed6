/** A named fabric colour as a variant carries it: the name shoppers read and the swatch's hex code. */
export interface Colour {
  name: string;
  hex: string;
}

const c = (name: string, hex: string): Colour => ({ name, hex });

/** The colours the demo store's garments come in. */
export const colours = {
  navy: c('Navy Blue', '#1f2a44'),
  maroon: c('Maroon', '#800000'),
  mustard: c('Mustard', '#e1ad01'),
  black: c('Black', '#1c1c1c'),
  white: c('White', '#f7f7f5'),
  offWhite: c('Off White', '#f2ede3'),
  cream: c('Cream', '#fffdd0'),
  beige: c('Beige', '#d9c7a7'),
  khaki: c('Khaki', '#c3b091'),
  olive: c('Olive Green', '#556b2f'),
  bottleGreen: c('Bottle Green', '#006a4e'),
  emerald: c('Emerald Green', '#2e8b57'),
  mint: c('Mint Green', '#98d8b0'),
  skyBlue: c('Sky Blue', '#87ceeb'),
  powderBlue: c('Powder Blue', '#b0c8e0'),
  royalBlue: c('Royal Blue', '#4169e1'),
  teal: c('Teal', '#008080'),
  charcoal: c('Charcoal Grey', '#36454f'),
  greyMelange: c('Grey Melange', '#9ea3a8'),
  rust: c('Rust', '#b7410e'),
  terracotta: c('Terracotta', '#c8674a'),
  brown: c('Coffee Brown', '#6f4e37'),
  tan: c('Tan', '#d2b48c'),
  peach: c('Peach', '#ffcba4'),
  coral: c('Coral', '#ff7f50'),
  pink: c('Baby Pink', '#f4c2c2'),
  raniPink: c('Rani Pink', '#d3186f'),
  magenta: c('Magenta', '#b0306a'),
  lavender: c('Lavender', '#b9a3d8'),
  purple: c('Royal Purple', '#5b2c83'),
  wine: c('Wine', '#722f37'),
  red: c('Cherry Red', '#c8102e'),
  saffron: c('Saffron', '#f28c28'),
  yellow: c('Lemon Yellow', '#f5e050'),
  gold: c('Antique Gold', '#c9a227'),
  midBlueDenim: c('Mid Blue', '#4a6fa5'),
  darkBlueDenim: c('Dark Indigo', '#23395b'),
  lightBlueDenim: c('Light Blue', '#8fb1d6'),
  blackDenim: c('Jet Black', '#2a2a2e'),
} satisfies Record<string, Colour>;

export type ColourKey = keyof typeof colours;

const toRgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as number[];
const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Blends two hex colours: t = 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = toRgb(from);
  const b = toRgb(to);
  return toHex(a.map((v, i) => v + ((b[i] ?? 0) - v) * t));
}

/** Perceived lightness from 0 (black) to 1 (white). */
export function lightness(hex: string): number {
  const [r = 0, g = 0, b = 0] = toRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** The tones a garment drawing is shaded with, all derived from the fabric colour. */
export interface Shades {
  base: string;
  light: string;
  dark: string;
  line: string;
  /** Zari, embroidery and topstitching: gold on dark fabric, a deeper tone on light. */
  accent: string;
}

export function shadesOf(hex: string): Shades {
  const bright = lightness(hex);
  return {
    base: hex,
    light: mix(hex, '#ffffff', bright < 0.25 ? 0.22 : 0.28),
    dark: mix(hex, '#000000', bright > 0.85 ? 0.16 : 0.3),
    line: mix(hex, '#000000', bright > 0.85 ? 0.32 : 0.45),
    accent: bright > 0.7 ? mix(hex, '#8a5a00', 0.55) : '#d9a92a',
  };
}
