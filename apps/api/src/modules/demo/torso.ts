import { chestGraphic } from './fabric-surfaces';
import type { Neck } from './garment-look';
import { buttons, line, mirrored, type Pen, type Point, panel, seam, solid } from './garment-pen';
import { sleeves } from './sleeves';

// The body of a top, shirt, kurta or dress (without sleeves), and the finish of its neck.

export interface Torso {
  /** Half the width of the neck opening, and where it sits. */
  neckWidth: number;
  neckY: number;
  /** How far the front of the neckline dips. */
  neckDepth: number;
  /** The right side, top to bottom (the left is mirrored): shoulder, armpit, optional waist, hem. */
  side: Point[];
}

/** The hem's corner on the right, where a garment's length and flare show. */
export const hemOf = (torso: Torso): Point => torso.side.at(-1) as Point;

/** The neckline from left to right: a V for V-necks and wrap fronts, a curve for the rest. */
export function neckline({ neckWidth, neckY, neckDepth }: Torso, neck: Neck): string {
  const dip = neck === 'v' || neck === 'wrap' ? `L200,${neckY + 64}` : `Q200,${neckY + neckDepth}`;
  return `M${200 - neckWidth},${neckY} ${dip} ${200 + neckWidth},${neckY}`;
}

/** The body's outline: neckline, right side, a slightly rounded hem, left side. */
export function torsoPath(torso: Torso, neck: Neck): string {
  const [hemX, hemY] = hemOf(torso);
  const left = mirrored(torso.side).reverse();
  return `${neckline(torso, neck)} ${lines(torso.side)} Q200,${hemY + 14} ${400 - hemX},${hemY} ${lines(left.slice(1))} Z`;
}

const lines = (points: Point[]) => points.map(([x, y]) => `L${x},${y}`).join(' ');

/** A ribbed neckband, as on tees and sweatshirts. */
const rib = (torso: Torso, neck: Neck, pen: Pen) =>
  line(neckline(torso, neck), pen.s.dark, 8) + line(neckline(torso, neck), pen.s.line, 1.5);

/** A short buttoned placket below the neck (polo and henley). */
const placket = (torso: Torso, pen: Pen, count: number) =>
  solid(
    `M193,${torso.neckY + 18} L207,${torso.neckY + 18} L207,${torso.neckY + 30 + count * 22} L193,${torso.neckY + 30 + count * 22} Z`,
    pen.s.base,
    pen.s,
  ) +
  buttons(
    200,
    Array.from({ length: count }, (_, i) => torso.neckY + 34 + i * 22),
    pen.s.light,
    pen.s,
    3.5,
  );

/** A shirt collar: a stand and two points lying on the chest. */
const shirtCollar = ({ neckY }: Torso, pen: Pen) =>
  solid(
    `M166,${neckY - 2} Q200,${neckY - 14} 234,${neckY - 2} L232,${neckY + 6} Q200,${neckY - 4} 168,${neckY + 6} Z`,
    pen.s.dark,
    pen.s,
  ) +
  solid(`M166,${neckY - 2} L200,${neckY + 34} L176,${neckY + 60} L152,${neckY + 16} Z`, pen.s.base, pen.s) +
  solid(`M234,${neckY - 2} L200,${neckY + 34} L224,${neckY + 60} L248,${neckY + 16} Z`, pen.s.base, pen.s);

/** A camp collar: open and lying flat in a deep V. */
const campCollar = ({ neckY }: Torso, pen: Pen) =>
  solid(`M168,${neckY} L200,${neckY + 90} L186,${neckY + 96} L146,${neckY + 30} Z`, pen.s.base, pen.s) +
  solid(`M232,${neckY} L200,${neckY + 90} L214,${neckY + 96} L254,${neckY + 30} Z`, pen.s.base, pen.s);

/** A mandarin (band) collar: a narrow stand around the neck. */
const bandCollar = ({ neckWidth, neckY }: Torso, pen: Pen) =>
  solid(
    `M${200 - neckWidth},${neckY} Q200,${neckY + 10} ${200 + neckWidth},${neckY} L${200 + neckWidth},${neckY - 12} Q200,${neckY - 2} ${200 - neckWidth},${neckY - 12} Z`,
    pen.s.dark,
    pen.s,
  );

/** A polo collar: two rounded flaps over a ribbed band. */
const poloCollar = (torso: Torso, pen: Pen) =>
  rib(torso, 'crew', pen) +
  solid(
    `M165,${torso.neckY} L198,${torso.neckY + 22} L178,${torso.neckY + 44} Q156,${torso.neckY + 30} 152,${torso.neckY + 8} Z`,
    pen.s.light,
    pen.s,
  ) +
  solid(
    `M235,${torso.neckY} L202,${torso.neckY + 22} L222,${torso.neckY + 44} Q244,${torso.neckY + 30} 248,${torso.neckY + 8} Z`,
    pen.s.light,
    pen.s,
  );

/** Thin straps from a straight neckline over the shoulders (sundresses and pinafores). */
const straps = ({ neckY }: Torso, pen: Pen) =>
  solid(`M160,${neckY} L168,${neckY - 48} L180,${neckY - 48} L176,${neckY} Z`, pen.s.dark, pen.s) +
  solid(`M240,${neckY} L232,${neckY - 48} L220,${neckY - 48} L224,${neckY} Z`, pen.s.dark, pen.s);

/** The wrap front's overlap: from the left shoulder down to the right of the waist. */
const wrapEdge = ({ neckWidth, neckY }: Torso, pen: Pen) =>
  line(`M${200 - neckWidth},${neckY} Q214,${neckY + 90} 252,${neckY + 146}`, pen.s.line, 2.5);

/** How the neck is finished; the hood itself is drawn by the hoodie. */
export function neckFinish(torso: Torso, pen: Pen): string {
  switch (pen.look.neck) {
    case 'polo':
      return poloCollar(torso, pen) + placket(torso, pen, 2);
    case 'henley':
      return rib(torso, 'crew', pen) + placket(torso, pen, 3);
    case 'collar':
      return shirtCollar(torso, pen);
    case 'camp':
      return campCollar(torso, pen);
    case 'band':
      return bandCollar(torso, pen);
    case 'straps':
      return straps(torso, pen);
    case 'wrap':
      return rib(torso, 'wrap', pen) + wrapEdge(torso, pen);
    case 'hood':
      return '';
    default:
      return rib(torso, pen.look.neck, pen);
  }
}

/** Torso, sleeves behind it and the neck finish: the common start of every top. */
export function body(pen: Pen, torso: Torso, sleevePen?: Pen): string {
  const [shoulder, armpit] = torso.side as [Point, Point];
  return (
    sleeves(pen, shoulder, armpit, sleevePen) +
    panel(torsoPath(torso, pen.look.neck), pen) +
    neckFinish(torso, pen) +
    (pen.look.surface === 'graphic' ? chestGraphic(pen.s, 200, torso.neckY + 130) : '')
  );
}

/** A hemline of topstitching just above the hem. */
export function hemline(torso: Torso, pen: Pen, rise = 12): string {
  const [x, y] = hemOf(torso);
  return seam(`M${400 - x + 4},${y - rise} Q200,${y - rise + 12} ${x - 4},${y - rise}`, pen.s.line);
}
