import { type Shades, shadesOf } from './colours';
import { buttis, buttons, dressForm, fabricDefs, fold, line, panel, seam, solid } from './garment-pen';

// Flat-lay garment drawings in a 400 x 500 box, centred on x = 200. Each is filled with a shaded
// fabric gradient (defined by fabricDefs under the same id) and outlined a shade darker.

export const garmentKinds = [
  'tshirt',
  'shirt',
  'kurta',
  'nehruJacket',
  'jacket',
  'hoodie',
  'jeans',
  'trousers',
  'shorts',
  'dress',
  'top',
  'saree',
  'lehenga',
] as const;
export type GarmentKind = (typeof garmentKinds)[number];

type Draw = (s: Shades, id: string) => string;

const tshirt: Draw = (s, id) =>
  panel(
    'M165,72 Q200,100 235,72 L292,88 L352,138 L322,188 L292,168 L292,428 Q200,440 108,428 L108,168 L78,188 L48,138 L108,88 Z',
    s,
    id,
  ) +
  line('M165,72 Q200,100 235,72', s.dark, 8) +
  line('M165,72 Q200,100 235,72', s.line, 1.5) +
  seam('M344,131 L314,181', s.line) +
  seam('M56,131 L86,181', s.line) +
  seam('M112,416 Q200,428 288,416', s.line) +
  fold('M150,300 Q162,360 150,420', s) +
  fold('M256,240 Q246,320 258,410', s);

const shirt: Draw = (s, id) =>
  panel(
    'M168,70 L122,86 Q100,94 94,124 L60,330 L98,340 L124,190 L122,440 Q200,462 278,440 L276,190 L302,340 L340,330 L306,124 Q300,94 278,86 L232,70 Q200,84 168,70 Z',
    s,
    id,
  ) +
  solid('M166,68 Q200,56 234,68 L232,76 Q200,66 168,76 Z', s.dark, s) +
  solid('M166,68 L200,104 L176,130 L152,86 Z', s.base, s) +
  solid('M234,68 L200,104 L224,130 L248,86 Z', s.base, s) +
  line('M200,104 L200,452', s.line, 1.5) +
  line('M210,110 L210,450', s.line, 1.2) +
  buttons(205, [150, 200, 250, 300, 350, 400], s.light, s) +
  solid('M140,170 L180,170 L180,212 L160,220 L140,212 Z', s.base, s) +
  line('M64,304 L101,313', s.line) +
  line('M336,304 L299,313', s.line) +
  fold('M104,160 Q92,230 82,296', s) +
  fold('M296,160 Q308,230 318,296', s) +
  fold('M160,260 Q168,340 158,430', s);

const kurta: Draw = (s, id) =>
  panel(
    'M170,70 L124,84 Q104,92 98,120 L72,360 L104,366 L128,190 L118,470 L282,470 L272,190 L296,366 L328,360 L302,120 Q296,92 276,84 L230,70 Q200,80 170,70 Z',
    s,
    id,
  ) +
  solid('M170,70 Q200,80 230,70 L230,58 Q200,68 170,58 Z', s.dark, s) +
  solid('M193,76 L207,76 L207,196 L193,196 Z', s.base, s) +
  buttons(200, [98, 128, 158, 186], s.accent, s, 3.5) +
  seam('M160,82 Q200,222 240,82', s.accent, 3) +
  seam('M120,454 L280,454', s.accent, 3) +
  seam('M75,344 L104,350', s.accent, 3) +
  seam('M325,344 L296,350', s.accent, 3) +
  line('M122,396 L125,470', s.line, 2) +
  line('M278,396 L275,470', s.line, 2) +
  fold('M150,230 Q160,330 148,440', s) +
  fold('M252,230 Q242,330 254,440', s);

const nehruJacket: Draw = (s, id) =>
  kurta(shadesOf('#f2ede3'), `${id}-under`) +
  panel(
    'M172,68 L140,78 Q136,124 116,152 L114,400 Q158,414 200,404 Q242,414 286,400 L284,152 Q264,124 260,78 L228,68 Q200,82 172,68 Z',
    s,
    id,
  ) +
  solid('M172,68 Q200,82 228,68 L228,55 Q200,69 172,55 Z', s.dark, s) +
  line('M200,80 L200,404', s.line, 2) +
  buttons(207, [112, 152, 192, 232, 272, 312, 352], s.accent, s, 3.5) +
  line('M140,206 L178,200', s.line, 4) +
  solid('M148,202 L156,188 L166,200 Z', s.accent, s) +
  line('M134,320 L176,317', s.line, 3) +
  line('M224,317 L266,320', s.line, 3);

const jacket: Draw = (s, id) =>
  panel(
    'M168,70 L120,86 Q98,94 92,124 L62,340 L102,350 L126,192 L124,380 L276,380 L274,192 L298,350 L338,340 L308,124 Q302,94 280,86 L232,70 Q200,86 168,70 Z',
    s,
    id,
  ) +
  solid('M124,360 L276,360 L276,386 L124,386 Z', s.dark, s) +
  solid('M66,318 L105,327 L102,350 L62,340 Z', s.dark, s) +
  solid('M334,318 L295,327 L298,350 L338,340 Z', s.dark, s) +
  solid('M168,70 L198,120 L172,142 L146,86 Z', s.base, s) +
  solid('M232,70 L202,120 L228,142 L254,86 Z', s.base, s) +
  line('M200,112 L200,384', s.line, 2) +
  buttons(208, [160, 210, 260, 310], s.accent, s, 4.5) +
  solid('M138,164 L182,164 L182,180 L160,190 L138,180 Z', s.base, s) +
  solid('M218,164 L262,164 L262,180 L240,190 L218,180 Z', s.base, s) +
  seam('M124,134 Q200,150 276,134', s.accent) +
  seam('M140,196 L140,250 L180,250 L180,196', s.accent) +
  seam('M220,196 L220,250 L260,250 L260,196', s.accent) +
  fold('M104,170 Q94,240 84,304', s) +
  fold('M296,170 Q306,240 316,304', s);

const hoodie: Draw = (s, id) =>
  solid('M158,86 Q146,20 200,14 Q254,20 242,86 Z', s.dark, s) +
  panel(
    'M168,74 L122,88 Q100,96 94,126 L64,340 L104,348 L128,192 L126,424 L274,424 L272,192 L296,348 L336,340 L306,126 Q300,96 278,88 L232,74 Q200,110 168,74 Z',
    s,
    id,
  ) +
  solid('M168,74 Q200,30 232,74 Q222,104 200,108 Q178,104 168,74 Z', s.dark, s) +
  line('M190,104 L186,168', s.light, 3) +
  line('M210,104 L214,168', s.light, 3) +
  solid('M150,318 L250,318 L268,398 L132,398 Z', s.base, s) +
  solid('M126,404 L274,404 L274,426 L126,426 Z', s.dark, s) +
  solid('M68,320 L107,328 L104,348 L64,340 Z', s.dark, s) +
  solid('M332,320 L293,328 L296,348 L336,340 Z', s.dark, s) +
  fold('M104,168 Q94,240 86,306', s) +
  fold('M296,168 Q306,240 314,306', s);

const bottoms =
  (outline: string, options: { hem: number; denim: boolean; creases: boolean }): Draw =>
  (s, id) =>
    panel(outline, s, id) +
    solid('M130,58 L270,58 L271,82 L129,82 Z', s.dark, s) +
    [146, 198, 250].map((x) => solid(`M${x},54 L${x + 6},54 L${x + 6},90 L${x},90 Z`, s.base, s)).join('') +
    buttons(200, [70], options.denim ? '#c9a227' : s.dark, s, 5) +
    line('M200,82 L200,176', s.line, 1.5) +
    (options.denim
      ? seam('M214,84 L214,160 Q214,178 200,180', s.accent) +
        line('M131,98 Q162,106 170,82', s.line, 2) +
        line('M269,98 Q238,106 230,82', s.line, 2) +
        seam(`M112,${options.hem - 14} L186,${options.hem - 14}`, s.accent) +
        seam(`M214,${options.hem - 14} L288,${options.hem - 14}`, s.accent)
      : line('M134,84 L150,140', s.line, 2) + line('M266,84 L250,140', s.line, 2)) +
    (options.creases
      ? line(`M164,96 L156,${options.hem}`, s.light, 2) + line(`M236,96 L244,${options.hem}`, s.light, 2)
      : fold(`M150,${options.hem - 170} Q166,${options.hem - 162} 180,${options.hem - 170}`, s) +
        fold(`M220,${options.hem - 170} Q234,${options.hem - 162} 250,${options.hem - 170}`, s));

const jeans = bottoms('M130,58 L270,58 L290,472 L214,472 L200,196 L186,472 L110,472 Z', {
  hem: 472,
  denim: true,
  creases: false,
});
const trousers = bottoms('M130,58 L270,58 L282,472 L210,472 L200,200 L190,472 L118,472 Z', {
  hem: 472,
  denim: false,
  creases: true,
});
const shorts = bottoms('M130,58 L270,58 L296,300 L210,300 L200,204 L190,300 L104,300 Z', {
  hem: 300,
  denim: false,
  creases: false,
});

const dress: Draw = (s, id) =>
  panel(
    'M178,62 Q200,92 222,62 L248,68 Q246,112 256,132 L246,206 Q300,320 334,462 Q200,490 66,462 Q100,320 154,206 L144,132 Q154,112 152,68 Z',
    s,
    id,
  ) +
  line('M178,62 Q200,92 222,62', s.accent, 3) +
  solid('M154,200 Q200,212 246,200 L248,218 Q200,230 152,218 Z', s.dark, s) +
  solid('M192,204 L208,204 L208,222 L192,222 Z', s.accent, s) +
  fold('M172,226 Q150,340 118,464', s) +
  fold('M200,230 L200,476', s) +
  fold('M228,226 Q250,340 282,464', s) +
  seam('M74,446 Q200,472 326,446', s.accent, 2);

const top: Draw = (s, id) =>
  panel(
    'M172,70 Q200,96 228,70 L262,80 Q300,96 318,150 L284,166 L270,140 L268,230 Q300,300 306,330 Q200,350 94,330 Q100,300 132,230 L130,140 L116,166 L82,150 Q100,96 138,80 Z',
    s,
    id,
  ) +
  line('M172,70 Q200,96 228,70', s.accent, 3) +
  line('M200,84 L200,124', s.line, 2) +
  line('M132,230 Q200,244 268,230', s.line, 2) +
  fold('M290,112 Q300,134 296,156', s) +
  fold('M110,112 Q100,134 104,156', s) +
  fold('M160,248 Q150,290 140,334', s) +
  fold('M240,248 Q250,290 262,334', s);

/** Blouse worn under a saree or with a lehenga, in a deeper tone with a zari edge. */
const blouse = (s: Shades) =>
  solid(
    'M162,74 Q200,96 238,74 L262,90 L276,128 L252,138 L244,118 L244,168 Q200,178 156,168 L156,118 L148,138 L124,128 L138,90 Z',
    s.dark,
    s,
  ) + line('M162,74 Q200,96 238,74', s.accent, 3);

const saree: Draw = (s, id) =>
  dressForm() +
  panel('M128,92 L156,82 L152,344 Q130,352 108,340 Z', s, `${id}`) +
  seam('M112,316 Q131,326 151,318', s.accent, 4) +
  blouse(s) +
  panel('M150,196 L250,196 Q268,330 296,474 L104,474 Q132,330 150,196 Z', s, id) +
  [
    [188, 178],
    [198, 196],
    [208, 214],
    [218, 232],
  ]
    .map(([top, bottom]) => line(`M${top},202 L${bottom},470`, s.dark, 2))
    .join('') +
  solid('M106,448 L294,448 L296,474 L104,474 Z', s.accent, s) +
  seam('M108,461 L292,461', s.dark, 2) +
  buttis(
    [
      [140, 300],
      [250, 290],
      [128, 400],
      [262, 396],
      [160, 360],
      [240, 350],
    ],
    s.accent,
  ) +
  panel('M140,88 L176,74 Q230,150 264,236 L228,258 Q196,170 140,88 Z', s, id) +
  line('M146,86 Q206,164 234,254', s.accent, 3) +
  line('M172,76 Q226,150 258,236', s.accent, 3);

const lehenga: Draw = (s, id) =>
  dressForm() +
  blouse(s) +
  panel('M150,190 L250,190 Q310,330 350,460 Q200,492 50,460 Q90,330 150,190 Z', s, id) +
  solid('M150,186 L250,186 L252,204 L148,204 Z', s.accent, s) +
  `<path d="M58,434 Q200,466 342,434 L350,460 Q200,492 50,460 Z" fill="${s.accent}" stroke="${s.line}" stroke-width="2"/>` +
  line('M86,340 Q200,364 314,340', s.accent, 6) +
  buttis(
    [
      [170, 250],
      [230, 250],
      [140, 300],
      [200, 290],
      [260, 300],
      [110, 400],
      [170, 400],
      [230, 400],
      [290, 400],
    ],
    s.accent,
  ) +
  `<path d="M238,78 L264,90 Q244,250 150,404 L126,384 Q214,242 238,78 Z" fill="${s.light}" opacity="0.55" stroke="${s.accent}" stroke-width="2"/>`;

const drawings: Record<GarmentKind, Draw> = {
  tshirt,
  shirt,
  kurta,
  nehruJacket,
  jacket,
  hoodie,
  jeans,
  trousers,
  shorts,
  dress,
  top,
  saree,
  lehenga,
};

/** How far short garments are lowered so that every drawing sits at the same height in its box. */
const drop: Partial<Record<GarmentKind, number>> = { shorts: 90, top: 60, jacket: 35 };

/** A garment's drawing in this colour, with its gradients, as an SVG fragment in the 400 x 500 box. */
export function garmentDrawing(kind: GarmentKind, hex: string, id: string): string {
  const shades = shadesOf(hex);
  const under = kind === 'nehruJacket' ? fabricDefs(shadesOf('#f2ede3'), `${id}-under`) : '';
  const drawing = drawings[kind](shades, id);
  return `<defs>${fabricDefs(shades, id)}${under}</defs>${drop[kind] ? `<g transform="translate(0 ${drop[kind]})">${drawing}</g>` : drawing}`;
}
