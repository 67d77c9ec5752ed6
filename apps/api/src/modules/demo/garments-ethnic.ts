import type { Shades } from './colours';
import { type GarmentLook, hasExtra as has, lookOf } from './garment-look';
import {
  buttis,
  buttons,
  dressForm,
  fold,
  line,
  otherFabric,
  type Pen,
  type Point,
  panel,
  seam,
  solid,
} from './garment-pen';
import { kurtaBottoms } from './garments-bottoms';
import { body, type Torso } from './torso';

// Kurtas (with their pyjama, palazzo or dhoti, and a jacket where named), Nehru jackets, sarees
// and lehengas. Zari and embroidery take the fabric's accent.

const kurtaHems: Record<GarmentLook['length'], number> = {
  cropped: 330,
  short: 330,
  regular: 458,
  long: 484,
};

/** A kurta set shows its bottoms below the hem, so its kurta is drawn shorter. */
const hasBottoms = (look: GarmentLook) => has(look, 'pyjama') || has(look, 'palazzo') || has(look, 'dhoti');

export function kurta(pen: Pen): string {
  const { look, s } = pen;
  const hemY = hasBottoms(look) ? 420 : kurtaHems[look.length];
  const flare = has(look, 'flared') ? (look.length === 'long' ? 64 : 34) : 0;
  const side: Point[] = [
    [298, 92],
    [272, 190],
    ...(flare ? ([[262, 236]] as Point[]) : []),
    [282 + flare, hemY],
  ];
  const torso: Torso = { neckWidth: 30, neckY: 70, neckDepth: 10, side };
  return (
    (hasBottoms(look) ? kurtaBottoms(pen) : '') +
    body(pen, torso) +
    solid('M193,76 L207,76 L207,196 L193,196 Z', s.base, s) +
    buttons(200, [98, 128, 158, 186], s.accent, s, 3.5) +
    seam('M160,82 Q200,222 240,82', s.accent, 3) +
    seam(`M${124 - flare},${hemY - 16} L${276 + flare},${hemY - 16}`, s.accent, 3) +
    (flare ? seam('M140,236 Q200,250 260,236', s.accent, 3) : '') +
    line(`M${122 - flare},${hemY - 70} L${125 - flare},${hemY}`, s.line, 2) +
    line(`M${278 + flare},${hemY - 70} L${275 + flare},${hemY}`, s.line, 2) +
    fold(`M150,230 Q160,${hemY - 110} 148,${hemY - 30}`, s) +
    (has(look, 'jacketOver') ? jacketOver(pen) : '')
  );
}

/** The sleeveless band-collar jacket, without what goes under it. */
function nehruVest(pen: Pen): string {
  const { s } = pen;
  return (
    panel(
      'M172,68 L140,78 Q136,124 116,152 L114,400 Q158,414 200,404 Q242,414 286,400 L284,152 Q264,124 260,78 L228,68 Q200,82 172,68 Z',
      pen,
    ) +
    solid('M172,68 Q200,82 228,68 L228,55 Q200,69 172,55 Z', s.dark, s) +
    line('M200,80 L200,404', s.line, 2) +
    buttons(207, [112, 152, 192, 232, 272, 312, 352], s.accent, s, 3.5) +
    line('M140,206 L178,200', s.line, 4) +
    solid('M148,202 L156,188 L166,200 Z', s.accent, s) +
    line('M134,320 L176,317', s.line, 3) +
    line('M224,317 L266,320', s.line, 3)
  );
}

/** A kids' kurta set's printed jacket: the kurta's colour, deepened, with a print. */
function jacketOver(pen: Pen): string {
  const jacket = otherFabric(pen, pen.s.dark, 'jacket', { ...lookOf('nehruJacket'), surface: 'print' });
  return jacket.defs + nehruVest(jacket.pen);
}

/** A Nehru jacket, shown over an off-white kurta. */
export function nehruJacket(pen: Pen): string {
  const under = otherFabric(pen, '#f2ede3', 'under', lookOf('kurta'));
  return under.defs + kurta(under.pen) + nehruVest(pen);
}

/** Blouse worn under a saree or with a lehenga, in a deeper tone with a zari edge. */
const blouse = (s: Shades) =>
  solid(
    'M162,74 Q200,96 238,74 L262,90 L276,128 L252,138 L244,118 L244,168 Q200,178 156,168 L156,118 L148,138 L124,128 L138,90 Z',
    s.dark,
    s,
  ) + line('M162,74 Q200,96 238,74', s.accent, 3);

/** Woven buttis, where the name promises zari or embroidery; prints and handwork come as patterns. */
const motifs = (pen: Pen, points: [number, number][]) =>
  pen.look.surface === 'motifs' ? buttis(points, pen.s.accent) : '';

/** A Kanjeevaram's temple border: a row of small temple towers above the hem band. */
const templeBorder = ({ s, look }: Pen, y: number) =>
  has(look, 'templeBorder')
    ? Array.from({ length: 12 }, (_, i) =>
        solid(`M${110 + i * 15},${y} L${117 + i * 15},${y - 14} L${124 + i * 15},${y} Z`, s.accent, s),
      ).join('')
    : '';

export function saree(pen: Pen): string {
  const { s } = pen;
  return (
    dressForm() +
    panel('M128,92 L156,82 L152,344 Q130,352 108,340 Z', pen) +
    seam('M112,316 Q131,326 151,318', s.accent, 4) +
    blouse(s) +
    panel('M150,196 L250,196 Q268,330 296,474 L104,474 Q132,330 150,196 Z', pen) +
    [
      [188, 178],
      [198, 196],
      [208, 214],
      [218, 232],
    ]
      .map(([top, bottom]) => line(`M${top},202 L${bottom},470`, s.dark, 2))
      .join('') +
    solid('M106,448 L294,448 L296,474 L104,474 Z', s.accent, s) +
    templeBorder(pen, 448) +
    seam('M108,461 L292,461', s.dark, 2) +
    motifs(pen, [
      [140, 300],
      [250, 290],
      [128, 400],
      [262, 396],
      [160, 360],
      [240, 350],
    ]) +
    panel('M140,88 L176,74 Q230,150 264,236 L228,258 Q196,170 140,88 Z', pen) +
    line('M146,86 Q206,164 234,254', s.accent, 3) +
    line('M172,76 Q226,150 258,236', s.accent, 3)
  );
}

export function lehenga(pen: Pen): string {
  const { s } = pen;
  return (
    dressForm() +
    blouse(s) +
    panel('M150,190 L250,190 Q310,330 350,460 Q200,492 50,460 Q90,330 150,190 Z', pen) +
    solid('M150,186 L250,186 L252,204 L148,204 Z', s.accent, s) +
    `<path d="M58,434 Q200,466 342,434 L350,460 Q200,492 50,460 Z" fill="${s.accent}" stroke="${s.line}" stroke-width="2"/>` +
    line('M86,340 Q200,364 314,340', s.accent, 6) +
    motifs(pen, [
      [170, 250],
      [230, 250],
      [140, 300],
      [200, 290],
      [260, 300],
      [110, 400],
      [170, 400],
      [230, 400],
      [290, 400],
    ]) +
    `<path d="M238,78 L264,90 Q244,250 150,404 L126,384 Q214,242 238,78 Z" fill="${s.light}" opacity="0.55" stroke="${s.accent}" stroke-width="2"/>`
  );
}
