// What a product photo shows, read from the product's name: the garment kind plus the details
// its name promises (sleeve length, neck, print or weave, cut and finishing touches).

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

export type Sleeves = 'none' | 'short' | 'elbow' | 'long' | 'puff' | 'flutter';
export type Neck = 'crew' | 'v' | 'polo' | 'henley' | 'collar' | 'band' | 'camp' | 'hood' | 'wrap' | 'straps';
/** The cloth's face: a weave, a print or handwork. `graphic` is one print on the chest. */
export type Surface =
  | 'plain'
  | 'stripes'
  | 'checks'
  | 'print'
  | 'graphic'
  | 'motifs'
  | 'ikat'
  | 'bandhani'
  | 'sequins'
  | 'mirrors'
  | 'quilted'
  | 'ribbed';
export type Length = 'cropped' | 'short' | 'regular' | 'long';
export type Leg = 'skinny' | 'slim' | 'straight' | 'tapered' | 'bootcut' | 'flare' | 'wide';
export type Extra =
  | 'oversized'
  | 'zip'
  | 'colourBlock'
  | 'faded'
  | 'ripped'
  | 'patches'
  | 'turnUp'
  | 'cuffs'
  | 'drawstring'
  | 'pockets'
  | 'pleats'
  | 'belt'
  | 'tiers'
  | 'smocked'
  | 'peplum'
  | 'flared'
  | 'pyjama'
  | 'palazzo'
  | 'dhoti'
  | 'jacketOver'
  | 'sherpa'
  | 'templeBorder';

export interface GarmentLook {
  kind: GarmentKind;
  sleeves: Sleeves;
  neck: Neck;
  surface: Surface;
  length: Length;
  leg: Leg;
  /** Sorted, so that equal looks have equal keys. */
  extras: Extra[];
}

/** A look's details besides its kind and extras. */
export type LookDetails = Omit<GarmentLook, 'kind' | 'extras'>;

/** What a garment looks like when neither its kind nor its name says more. */
const basic: LookDetails = {
  sleeves: 'none',
  neck: 'crew',
  surface: 'plain',
  length: 'regular',
  leg: 'straight',
};

/** What a garment of each kind looks like when its name says nothing more. */
const plain: Record<GarmentKind, Partial<LookDetails>> = {
  tshirt: { sleeves: 'short' },
  shirt: { sleeves: 'long', neck: 'collar' },
  kurta: { sleeves: 'long', neck: 'band' },
  nehruJacket: { neck: 'band' },
  jacket: { sleeves: 'long', neck: 'collar' },
  hoodie: { sleeves: 'long', neck: 'hood' },
  jeans: { length: 'long' },
  trousers: { length: 'long' },
  shorts: { length: 'short' },
  dress: {},
  top: { sleeves: 'short' },
  saree: { length: 'long' },
  lehenga: { length: 'long' },
};

/** A rule: when the name matches, these details apply (later rules win over earlier ones). */
type Rule = [RegExp, Partial<LookDetails> & { extras?: Extra[] }];

const rules: Rule[] = [
  [/full sleeve|long sleeve/, { sleeves: 'long' }],
  [/half sleeve|short sleeve|resort|shirt dress/, { sleeves: 'short' }],
  [/sleeveless/, { sleeves: 'none' }],
  [/sundress|pinafore/, { sleeves: 'none', neck: 'straps' }],
  [/blouse/, { sleeves: 'long' }],
  [/puff sleeve/, { sleeves: 'puff' }],
  [/flutter|ruffle/, { sleeves: 'flutter' }],
  [/polo/, { neck: 'polo' }],
  [/henley/, { neck: 'henley' }],
  [/v-neck/, { neck: 'v' }],
  [/mandarin|bandhgala/, { neck: 'band' }],
  [/resort/, { neck: 'camp' }],
  [/button-down blouse|shirt dress/, { neck: 'collar' }],
  [/wrap/, { neck: 'wrap' }],
  [/sweatshirt/, { neck: 'crew' }],
  [/hood/, { neck: 'hood' }],
  [/print|floral/, { surface: 'print' }],
  [/graphic|dino|space|superhero|unicorn|glow in the dark/, { surface: 'graphic' }],
  [/stripe/, { surface: 'stripes' }],
  [/check|flannel/, { surface: 'checks' }],
  [/chikankari|jacquard|brocade|embroider|schiffli|banarasi|chanderi/, { surface: 'motifs' }],
  [/ikat/, { surface: 'ikat' }],
  [/bandhani/, { surface: 'bandhani' }],
  [/sequin/, { surface: 'sequins' }],
  [/mirror/, { surface: 'mirrors' }],
  [/quilted/, { surface: 'quilted' }],
  [/corduroy|ribbed|textured/, { surface: 'ribbed' }],
  [/short kurta|crop|culotte|running/, { length: 'cropped' }],
  [/maxi|tunic|anarkali/, { length: 'long' }],
  [/skinny/, { leg: 'skinny' }],
  [/slim|cigarette/, { leg: 'slim' }],
  [/tapered/, { leg: 'tapered' }],
  [/jogger/, { leg: 'tapered', extras: ['cuffs'] }],
  [/bootcut/, { leg: 'bootcut' }],
  [/flare/, { leg: 'flare' }],
  [/wide leg|palazzo|culotte|relaxed/, { leg: 'wide' }],
  [/oversized|drop shoulder/, { extras: ['oversized'] }],
  [/zip|bomber|biker/, { extras: ['zip'] }],
  [/colour block/, { extras: ['colourBlock'] }],
  [/vintage|wash|selvedge/, { extras: ['faded'] }],
  [/distressed|ripped/, { extras: ['faded', 'ripped'] }],
  [/patched/, { extras: ['patches'] }],
  [/selvedge/, { extras: ['turnUp'] }],
  [/drawstring|jogger|lounge|running/, { extras: ['drawstring'] }],
  [/cargo|carpenter|utility/, { extras: ['pockets'] }],
  [/pleat/, { extras: ['pleats'] }],
  [/fit and flare|shirt dress/, { extras: ['belt'] }],
  [/tiered|frock/, { extras: ['tiers'] }],
  [/smocked/, { extras: ['smocked'] }],
  [/peplum/, { extras: ['peplum'] }],
  [/anarkali|a-line|flared/, { extras: ['flared'] }],
  [/pyjama|kurta set/, { extras: ['pyjama'] }],
  [/palazzo/, { extras: ['palazzo'] }],
  [/dhoti/, { extras: ['dhoti'] }],
  [/with jacket/, { extras: ['jacketOver'] }],
  [/sherpa/, { extras: ['sherpa'] }],
  [/kanjeevaram/, { extras: ['templeBorder'] }],
];

/**
 * The look a product's photo should have: the kind's plain look, then what its name says
 * (e.g. "Henley Full Sleeve T-Shirt" gives long sleeves and a buttoned henley neck), then the
 * category's own defaults where the name says nothing (women's kurtas are calf length).
 */
export function lookOf(kind: GarmentKind, name = '', categoryLook: Partial<LookDetails> = {}): GarmentLook {
  const look: GarmentLook = { kind, ...basic, ...plain[kind], ...categoryLook, extras: [] };
  const extras = new Set<Extra>();
  const lower = name.toLowerCase();
  for (const [pattern, { extras: ruleExtras = [], ...details }] of rules) {
    if (!pattern.test(lower)) continue;
    Object.assign(look, details);
    for (const extra of ruleExtras) extras.add(extra);
  }
  look.extras = [...extras].sort();
  return look;
}

/** One string per distinct look: photos are rendered once per look and colour. */
export function lookKey(look: GarmentLook): string {
  return [look.kind, look.sleeves, look.neck, look.surface, look.length, look.leg, ...look.extras].join(':');
}

export const hasExtra = (look: GarmentLook, extra: Extra) => look.extras.includes(extra);
