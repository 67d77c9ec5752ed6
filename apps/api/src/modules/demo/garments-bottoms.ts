import { type GarmentLook, hasExtra as has } from './garment-look';
import {
  buttons,
  fold,
  line,
  mirrored,
  otherFabric,
  outline,
  type Pen,
  type Point,
  panel,
  seam,
  solid,
} from './garment-pen';

// Jeans, trousers and shorts from one outline shaped by the leg (skinny to wide) and length,
// plus what their names promise: fades and rips, patches, cargo pockets, drawstrings, cuffs.

/** The right leg's outer knee and hem, and inner hem and knee, as x positions. */
const legs: Record<GarmentLook['leg'], [number, number, number, number]> = {
  skinny: [268, 264, 216, 210],
  slim: [274, 272, 214, 208],
  straight: [280, 282, 210, 206],
  tapered: [276, 266, 214, 210],
  bootcut: [272, 292, 206, 208],
  flare: [270, 306, 200, 208],
  wide: [296, 306, 204, 204],
};

const CROTCH_Y = 196;

function hemYOf(look: GarmentLook): number {
  if (look.kind === 'shorts') return look.length === 'cropped' ? 250 : 300;
  return look.length === 'cropped' ? 410 : 472;
}

/** The right leg from the waist round to the crotch; the left is its mirror. */
function rightLeg(look: GarmentLook): Point[] {
  const hemY = hemYOf(look);
  const kneeY = 58 + (hemY - 58) * 0.55;
  const [kneeOut, hemOut, hemIn, kneeIn] = look.kind === 'shorts' ? [288, 296, 210, 206] : legs[look.leg];
  return [
    [270, 58],
    [276, 150],
    [kneeOut, kneeY],
    [hemOut, hemY],
    [hemIn, hemY],
    [kneeIn, kneeY],
  ];
}

function waistband(pen: Pen): string {
  const { s, look } = pen;
  const band = solid('M130,58 L270,58 L271,82 L129,82 Z', s.dark, s);
  if (has(look, 'drawstring')) {
    return (
      band +
      [150, 170, 230, 250].map((x) => line(`M${x},60 L${x},80`, s.line, 1.2)).join('') +
      line('M194,74 Q190,110 184,128', s.light, 3) +
      line('M206,74 Q210,110 216,128', s.light, 3)
    );
  }
  return (
    band +
    [146, 198, 250].map((x) => solid(`M${x},54 L${x + 6},54 L${x + 6},90 L${x},90 Z`, s.base, s)).join('') +
    buttons(200, [70], look.kind === 'jeans' ? '#c9a227' : s.dark, s, 5) +
    line('M200,82 L200,176', s.line, 1.5)
  );
}

/** Five-pocket denim: J-stitch, scooped front pockets and topstitched hems. */
function denimStitching({ s }: Pen, hemY: number): string {
  return (
    seam('M214,84 L214,160 Q214,178 200,180', s.accent) +
    line('M131,98 Q162,106 170,82', s.line, 2) +
    line('M269,98 Q238,106 230,82', s.line, 2) +
    seam(`M112,${hemY - 14} L186,${hemY - 14}`, s.accent) +
    seam(`M214,${hemY - 14} L288,${hemY - 14}`, s.accent)
  );
}

/** Both sides of a detail drawn for the right leg. */
const pair = (draw: (side: 1 | -1) => string) => draw(1) + draw(-1);
const x = (side: 1 | -1, at: number) => (side === 1 ? at : 400 - at);
/** A rectangle on one leg, given for the right one. */
const box = (side: 1 | -1, left: number, top: number, right: number, bottom: number) =>
  outline([
    [x(side, left), top],
    [x(side, right), top],
    [x(side, right), bottom],
    [x(side, left), bottom],
  ]);

const details: Partial<
  Record<GarmentLook['extras'][number], (pen: Pen, kneeY: number, hemY: number) => string>
> = {
  faded: ({ s }) =>
    pair(
      (side) => `<ellipse cx="${x(side, 238)}" cy="190" rx="24" ry="74" fill="${s.light}" opacity="0.6"/>`,
    ) +
    pair((side) =>
      line(
        `M${x(side, 206)},${170} L${x(side, 226)},${160} M${x(side, 206)},182 L${x(side, 228)},176`,
        s.light,
        2,
      ),
    ),
  ripped: (_, kneeY) =>
    pair((side) =>
      [0, 10, 20]
        .map((dy) =>
          line(`M${x(side, 226)},${kneeY + dy - 10} L${x(side, 254)},${kneeY + dy - 8}`, '#f3efe6', 3),
        )
        .join(''),
    ),
  patches: ({ s }, kneeY) => pair((side) => solid(box(side, 222, kneeY - 22, 262, kneeY + 22), s.dark, s)),
  pockets: ({ s }, kneeY) => pair((side) => solid(box(side, 246, kneeY - 60, 286, kneeY - 6), s.base, s)),
  pleats: ({ s }) => pair((side) => line(`M${x(side, 232)},82 L${x(side, 234)},128`, s.line, 1.5)),
  turnUp: ({ s }, _, hemY) =>
    pair((side) => solid(box(side, 208, hemY - 26, 284, hemY), s.light, s)) +
    pair((side) => line(`M${x(side, 210)},${hemY - 6} L${x(side, 282)},${hemY - 6}`, '#c8102e', 2)),
  cuffs: ({ s }, _, hemY) => pair((side) => solid(box(side, 212, hemY - 20, 266, hemY), s.dark, s)),
};

/** Trousers-like garments: the outline, waistband, then each named detail. */
export function bottoms(pen: Pen): string {
  const { look, s } = pen;
  const right = rightLeg(look);
  const hemY = hemYOf(look);
  const kneeY = right[2]?.[1] ?? hemY;
  const pressed = look.kind === 'trousers' && !has(look, 'drawstring') && look.surface === 'plain';
  return (
    panel(outline([[130, 58], ...right, [200, CROTCH_Y], ...mirrored(right).reverse()]), pen) +
    waistband(pen) +
    (look.kind === 'jeans'
      ? denimStitching(pen, hemY)
      : line('M134,84 L150,140', s.line, 2) + line('M266,84 L250,140', s.line, 2)) +
    (pressed
      ? line(`M236,96 L244,${hemY}`, s.light, 2) + line(`M164,96 L156,${hemY}`, s.light, 2)
      : fold(`M220,${hemY - 170} Q234,${hemY - 162} 250,${hemY - 170}`, s)) +
    look.extras.map((extra) => details[extra]?.(pen, kneeY, hemY) ?? '').join('')
  );
}

/** The pyjama, churidar, palazzo or dhoti of a kurta set, seen below the kurta's hem. */
export function kurtaBottoms(pen: Pen): string {
  const { look } = pen;
  const [outer, inner] = has(look, 'palazzo') ? [292, 204] : has(look, 'dhoti') ? [276, 206] : [244, 210];
  // Palazzos match the kurta; pyjamas and dhotis are off-white.
  const fabric = has(look, 'palazzo') ? { pen, defs: '' } : otherFabric(pen, '#f2ede3', 'legs');
  const right: Point[] = [
    [256, 360],
    [outer, 494],
    [inner, 494],
  ];
  return (
    fabric.defs +
    panel(outline([[144, 360], ...right, [200, 430], ...mirrored(right).reverse()]), fabric.pen) +
    (has(look, 'dhoti')
      ? fold('M214,440 Q236,470 226,494', fabric.pen.s) + fold('M186,440 Q164,470 174,494', fabric.pen.s)
      : '')
  );
}
