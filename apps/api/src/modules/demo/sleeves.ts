import type { Sleeves } from './garment-look';
import { fold, mirrored, outline, type Pen, type Point, panel, seam, solid, through } from './garment-pen';

// Sleeves, drawn behind a garment's body from its shoulder and armpit: the length and angle say
// at a glance whether a shirt is half or full sleeve.

interface SleeveShape {
  /** Degrees below the horizontal: short sleeves stand out, long ones hang beside the body. */
  angle: number;
  length: number;
  /** Width at the end of the sleeve. */
  opening: number;
  /** A cuff band at the end (full sleeves). */
  cuff: boolean;
  /** How far the outer edge bulges (puff sleeves) and whether the hem ripples (flutter sleeves). */
  puff: number;
  ripple: boolean;
}

const shapes: Record<Exclude<Sleeves, 'none'>, SleeveShape> = {
  short: { angle: 40, length: 78, opening: 58, cuff: false, puff: 0, ripple: false },
  elbow: { angle: 64, length: 175, opening: 48, cuff: false, puff: 0, ripple: false },
  long: { angle: 76, length: 250, opening: 42, cuff: true, puff: 0, ripple: false },
  puff: { angle: 32, length: 64, opening: 56, cuff: false, puff: 26, ripple: false },
  flutter: { angle: 48, length: 74, opening: 82, cuff: false, puff: 0, ripple: true },
};

const lerp = (p: Point, q: Point, t: number): Point => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
const along = ([x, y]: Point, [dx, dy]: Point, distance: number): Point => [
  x + dx * distance,
  y + dy * distance,
];

/** A sleeve's corners: shoulder, end of the top edge, end of the under edge, armpit. */
type Corners = [Point, Point, Point, Point];

function corners(shape: SleeveShape, shoulder: Point, armpit: Point): Corners {
  const radians = (shape.angle * Math.PI) / 180;
  const direction: Point = [Math.cos(radians), Math.sin(radians)];
  const across: Point = [-direction[1], direction[0]];
  const end = along(shoulder, direction, shape.length);
  return [shoulder, end, along(end, across, shape.opening), armpit];
}

/** The sleeve outline, with a puffed top edge or a rippled hem where the shape has them. */
function sleevePath(shape: SleeveShape, [shoulder, end, under, armpit]: Corners): string {
  const [sx, sy] = shoulder;
  const [ex, ey] = end;
  const [ux, uy] = under;
  const bulge = `Q${(sx + ex) / 2 + shape.puff},${(sy + ey) / 2 - shape.puff} ${ex},${ey}`;
  const hem = shape.ripple
    ? [1, 2, 3]
        .map((step) => {
          const t = step / 3;
          const x = ex + (ux - ex) * t;
          const y = ey + (uy - ey) * t;
          return `Q${x - (ux - ex) / 6 + 9},${y - (uy - ey) / 6 + 9} ${x},${y}`;
        })
        .join(' ')
    : `L${ux},${uy}`;
  return `M${sx},${sy} ${bulge} ${hem} L${armpit[0]},${armpit[1]} Z`;
}

function cuffBand([, end, under]: Corners, shape: SleeveShape, pen: Pen): string {
  const radians = (shape.angle * Math.PI) / 180;
  const back: Point = [-Math.cos(radians), -Math.sin(radians)];
  return solid(outline([along(end, back, 24), end, under, along(under, back, 24)]), pen.s.dark, pen.s);
}

/** Topstitching just inside the sleeve's hem. */
function hemSeam([shoulder, end, under, armpit]: Corners, pen: Pen): string {
  const [a, b] = [lerp(end, shoulder, 0.1), lerp(under, armpit, 0.1)];
  return seam(`M${a[0]},${a[1]} L${b[0]},${b[1]}`, pen.s.line);
}

/** One sleeve, as panel plus its finish (cuff or hemline) and a crease down its middle. */
function sleeve(points: Corners, shape: SleeveShape, pen: Pen, colour?: Pen): string {
  const [shoulder, end, under, armpit] = points;
  const top = lerp(shoulder, armpit, 0.5);
  const bottom = lerp(end, under, 0.5);
  const [from, to] = [lerp(top, bottom, 0.3), lerp(top, bottom, 0.8)];
  return (
    panel(sleevePath(shape, points), colour ?? pen) +
    (shape.cuff ? cuffBand(points, shape, pen) : hemSeam(points, pen)) +
    fold(through([from, to]), pen.s)
  );
}

/**
 * Both sleeves of the look, from the right shoulder and armpit (the left ones are mirrored).
 * `colour` paints them in another pen, for colour-block designs.
 */
export function sleeves(pen: Pen, shoulder: Point, armpit: Point, colour?: Pen): string {
  if (pen.look.sleeves === 'none') return '';
  const shape = shapes[pen.look.sleeves];
  const right = corners(shape, shoulder, armpit);
  return sleeve(right, shape, pen, colour) + sleeve(mirrored(right) as Corners, shape, pen, colour);
}
