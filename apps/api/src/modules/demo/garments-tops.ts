import { contrastOn } from './fabric-surfaces';
import { type GarmentLook, hasExtra as has } from './garment-look';
import { buttons, fold, line, otherFabric, type Pen, type Point, seam, solid } from './garment-pen';
import { body, hemline, type Torso } from './torso';

// Tees, shirts, tops, hoodies, jackets and dresses: a torso, sleeves as the look says, a neck
// finish, then the details the product's name promises.

export function tshirt(pen: Pen): string {
  const oversized = has(pen.look, 'oversized');
  const torso: Torso = {
    neckWidth: 35,
    neckY: 72,
    neckDepth: 28,
    side: oversized
      ? [
          [310, 106],
          [310, 198],
          [312, 448],
        ]
      : [
          [292, 88],
          [292, 168],
          [292, 428],
        ],
  };
  return body(pen, torso) + hemline(torso, pen) + fold('M150,300 Q162,360 150,420', pen.s);
}

export function shirt(pen: Pen): string {
  const torso: Torso = {
    neckWidth: 34,
    neckY: 70,
    neckDepth: 14,
    side: [
      [300, 98],
      [276, 190],
      [278, 440],
    ],
  };
  const placketTop = pen.look.neck === 'camp' ? 160 : 104;
  return (
    body(pen, torso) +
    line(`M200,${placketTop} L200,452`, pen.s.line, 1.5) +
    buttons(
      205,
      [150, 200, 250, 300, 350, 400].filter((y) => y > placketTop),
      pen.s.light,
      pen.s,
    ) +
    solid('M140,170 L180,170 L180,212 L160,220 L140,212 Z', pen.s.base, pen.s) +
    fold('M160,260 Q168,340 158,430', pen.s)
  );
}

/** Women's and girls' tops: cropped, regular or tunic length, with a peplum where named. */
export function top(pen: Pen): string {
  const hems: Record<GarmentLook['length'], Point> = {
    cropped: [272, 250],
    short: [272, 250],
    regular: [304, 330],
    long: [292, 430],
  };
  const peplum = has(pen.look, 'peplum');
  const torso: Torso = {
    neckWidth: 28,
    neckY: 70,
    neckDepth: 26,
    side: [
      [264, 82],
      [268, 150],
      peplum ? [260, 236] : [268, 226],
      peplum ? [318, 326] : hems[pen.look.length],
    ],
  };
  const collar = pen.look.neck === 'collar';
  return (
    body(pen, torso) +
    (collar
      ? line('M200,104 L200,320', pen.s.line, 1.5) + buttons(205, [140, 190, 240, 290], pen.s.light, pen.s)
      : '') +
    (peplum ? seam('M140,236 Q200,248 260,236', pen.s.line) : '') +
    hemline(torso, pen)
  );
}

/** A hood behind the neck, its opening and drawcords; sweatshirts go without. */
function hood(pen: Pen): string {
  return solid('M158,86 Q146,20 200,14 Q254,20 242,86 Z', pen.s.dark, pen.s);
}
const hoodOpening = (pen: Pen) =>
  solid('M168,74 Q200,30 232,74 Q222,104 200,108 Q178,104 168,74 Z', pen.s.dark, pen.s) +
  line('M190,104 L186,168', pen.s.light, 3) +
  line('M210,104 L214,168', pen.s.light, 3);

export function hoodie(pen: Pen): string {
  const { look, s } = pen;
  const wide = has(look, 'oversized') ? 14 : 0;
  const torso: Torso = {
    neckWidth: 32,
    neckY: 74,
    neckDepth: 34,
    side: [
      [300 + wide, 100 + wide],
      [272 + wide, 192 + wide],
      [274 + wide, 424],
    ],
  };
  const hooded = look.neck === 'hood';
  const zipped = has(look, 'zip');
  // Colour-block designs: sleeves in a colour that stands out from the body.
  const block = has(look, 'colourBlock') ? otherFabric(pen, contrastOn(s), 'block') : undefined;
  return (
    (block?.defs ?? '') +
    (hooded ? hood(pen) : '') +
    body(pen, torso, block?.pen) +
    (hooded ? hoodOpening(pen) : '') +
    (zipped
      ? line('M200,106 L200,426', s.line, 4) + seam('M193,106 L193,426 M207,106 L207,426', s.light)
      : solid('M150,318 L250,318 L268,398 L132,398 Z', s.base, s)) +
    solid(`M${126 - wide},404 L${274 + wide},404 L${274 + wide},426 L${126 - wide},426 Z`, s.dark, s)
  );
}

export function jacket(pen: Pen): string {
  const { look, s } = pen;
  const torso: Torso = {
    neckWidth: 32,
    neckY: 70,
    neckDepth: 16,
    side: [
      [302, 100],
      [274, 192],
      [276, 380],
    ],
  };
  const patchPockets = has(look, 'pockets') ? [196, 280] : [196];
  return (
    body(pen, torso) +
    solid('M124,360 L276,360 L276,386 L124,386 Z', s.dark, s) +
    (has(look, 'sherpa')
      ? solid('M150,66 Q200,40 250,66 L262,130 L214,96 L200,110 L186,96 L138,130 Z', '#efe6d6', s) +
        seam('M160,74 L148,118 M240,74 L252,118', '#d8cbb3', 3)
      : '') +
    (has(look, 'zip')
      ? line('M214,96 L200,384', s.line, 4)
      : line('M200,112 L200,384', s.line, 2) + buttons(208, [160, 210, 260, 310], s.accent, s, 4.5)) +
    patchPockets
      .map(
        (y) =>
          seam(`M140,${y} L140,${y + 54} L180,${y + 54} L180,${y}`, s.accent) +
          seam(`M220,${y} L220,${y + 54} L260,${y + 54} L260,${y}`, s.accent),
      )
      .join('') +
    solid('M138,164 L182,164 L182,180 L160,190 L138,180 Z', s.base, s) +
    solid('M218,164 L262,164 L262,180 L240,190 L218,180 Z', s.base, s)
  );
}

/** Bodice and skirt in one; tiers, a belt or smocking where the name says so. */
export function dress(pen: Pen): string {
  const { look, s } = pen;
  const hemY = look.length === 'long' ? 486 : 462;
  const strapped = look.neck === 'straps';
  const torso: Torso = {
    neckWidth: strapped ? 48 : 22,
    neckY: strapped ? 112 : 62,
    neckDepth: strapped ? 0 : 30,
    side: [strapped ? [250, 112] : [248, 68], [256, 134], [246, 206], [334, hemY]],
  };
  const tiers = has(look, 'tiers') ? [0.45, 0.72] : [];
  return (
    body(pen, torso) +
    tiers
      .map((t) =>
        seam(
          `M${246 + 88 * t},${206 + (hemY - 206) * t} Q200,${214 + (hemY - 206) * t} ${154 - 88 * t},${206 + (hemY - 206) * t}`,
          s.line,
          2.5,
        ),
      )
      .join('') +
    (has(look, 'belt') ? solid('M154,200 Q200,212 246,200 L248,218 Q200,230 152,218 Z', s.dark, s) : '') +
    (has(look, 'smocked')
      ? [140, 160, 180].map((y) => seam(`M158,${y} Q200,${y + 6} 242,${y}`, s.line, 2)).join('')
      : '') +
    (look.neck === 'collar' ? buttons(200, [112, 144, 176], s.light, s, 3.5) : '') +
    fold(`M172,226 Q150,340 118,${hemY}`, s) +
    fold(`M228,226 Q250,340 282,${hemY}`, s) +
    seam(`M74,${hemY - 16} Q200,${hemY + 10} 326,${hemY - 16}`, s.accent, 2)
  );
}
