import { shadesOf } from './colours';
import type { GarmentKind, GarmentLook } from './garment-look';
import { fabricOf, type Pen, type Point } from './garment-pen';
import { bottoms } from './garments-bottoms';
import { kurta, lehenga, nehruJacket, saree } from './garments-ethnic';
import { dress, hoodie, jacket, shirt, top, tshirt } from './garments-tops';

// Flat-lay garment drawings in a 400 x 500 box, centred on x = 200. Each is filled with a shaded
// fabric gradient (its weave or print laid over it) and outlined a shade darker.

const drawings: Record<GarmentKind, (pen: Pen) => string> = {
  tshirt,
  shirt,
  kurta,
  nehruJacket,
  jacket,
  hoodie,
  jeans: bottoms,
  trousers: bottoms,
  shorts: bottoms,
  dress,
  top,
  saree,
  lehenga,
};

/** How far short garments are lowered so that every drawing sits at the same height in its box. */
function dropOf(look: GarmentLook): number {
  if (look.kind === 'shorts') return look.length === 'cropped' ? 115 : 90;
  if (look.kind === 'top') return { cropped: 120, short: 120, regular: 60, long: 20 }[look.length];
  if (look.kind === 'jacket') return 35;
  if (look.kind === 'kurta' && look.length === 'cropped') return 70;
  if (look.kind !== 'jeans' && look.kind !== 'trousers') return 0;
  return look.length === 'cropped' ? 30 : 0;
}

/**
 * Where a close-up of each kind looks, in the 400 x 500 box before the drop: the neckline and
 * chest of tops, the waistband and fly of bottoms, the pallu over a saree's blouse, a lehenga's waist.
 */
const closeUps: Record<GarmentKind, Point> = {
  tshirt: [176, 132],
  shirt: [170, 150],
  kurta: [182, 140],
  nehruJacket: [180, 142],
  jacket: [176, 140],
  hoodie: [196, 110],
  jeans: [178, 126],
  trousers: [178, 126],
  shorts: [178, 126],
  dress: [200, 146],
  top: [196, 126],
  saree: [196, 170],
  lehenga: [200, 212],
};

/** The centre of a close-up of this garment, where garmentDrawing draws it. */
export function closeUpCentre(look: GarmentLook): Point {
  const [x, y] = closeUps[look.kind];
  return [x, y + dropOf(look)];
}

/** A garment's drawing in this colour, with its gradients, as an SVG fragment in the 400 x 500 box. */
export function garmentDrawing(look: GarmentLook, hex: string, id: string): string {
  const pen: Pen = { s: shadesOf(hex), id, look };
  const drawing = drawings[look.kind](pen);
  const drop = dropOf(look);
  return `<defs>${fabricOf(pen)}</defs>${drop ? `<g transform="translate(0 ${drop})">${drawing}</g>` : drawing}`;
}
