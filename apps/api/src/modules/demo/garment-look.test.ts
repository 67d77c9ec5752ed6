import { describe, expect, it } from 'vitest';
import { allLeaves } from './demo-store';
import { lookOf } from './garment-look';
import { heroBannerSvg } from './hero-artwork';
import { kidsHeroes, menHeroes, womenHeroes } from './hero-slides';
import { productImageSvg } from './product-artwork';

const catalogue = allLeaves().flatMap((leaf) =>
  leaf.products.map(([name]) => ({ name, look: lookOf(leaf.kind, name, leaf.look) })),
);
const named = (pattern: RegExp) => catalogue.filter(({ name }) => pattern.test(name));

describe('a demo product photo shows what its name says', () => {
  it('draws a Full Sleeve tee with long sleeves and its henley buttons, a plain tee with short ones', () => {
    expect(lookOf('tshirt', 'Henley Full Sleeve T-Shirt')).toMatchObject({ sleeves: 'long', neck: 'henley' });
    expect(lookOf('tshirt', 'Essential Crew Neck T-Shirt')).toMatchObject({ sleeves: 'short', neck: 'crew' });
    expect(productImageSvg(lookOf('tshirt', 'Henley Full Sleeve T-Shirt'), '#1c1c1c', 'front')).not.toBe(
      productImageSvg(lookOf('tshirt', 'Essential Crew Neck T-Shirt'), '#1c1c1c', 'front'),
    );
  });

  it('gives every catalogue product with a sleeve word in its name those sleeves', () => {
    for (const { look } of named(/Full Sleeve/)) expect(look.sleeves).toBe('long');
    for (const { look } of named(/Half Sleeve/)) expect(look.sleeves).toBe('short');
    for (const { look } of named(/Sleeveless|Sundress|Pinafore/)) expect(look.sleeves).toBe('none');
    for (const { look } of named(/Puff Sleeve/)) expect(look.sleeves).toBe('puff');
    for (const { look } of named(/Flutter|Ruffle/)) expect(look.sleeves).toBe('flutter');
  });

  it('prints graphic tees on the chest, and stripes, checks and handwork where they are named', () => {
    expect(named(/Graphic/).length).toBeGreaterThan(0);
    for (const { look } of named(/Graphic|Dino|Superhero|Unicorn/)) expect(look.surface).toBe('graphic');
    for (const { look } of named(/Stripe/)) expect(look.surface).toBe('stripes');
    for (const { look } of named(/Checked|Flannel/)) expect(look.surface).toBe('checks');
    for (const { look } of named(/Bandhani/)) expect(look.surface).toBe('bandhani');
    for (const { look } of named(/Mirror Work/)) expect(look.surface).toBe('mirrors');
    for (const { look } of named(/Sequin/)) expect(look.surface).toBe('sequins');
    expect(productImageSvg(lookOf('tshirt', 'Graphic Print T-Shirt'), '#1c1c1c', 'front')).toContain(
      '<circle cx="50" cy="50" r="48"',
    );
  });

  it('gives polos their collar, hoodies their hood and sweatshirts none', () => {
    for (const { look } of named(/Polo/)) expect(look.neck).toBe('polo');
    for (const { look } of named(/Hoodie|Hooded/)) expect(look.neck).toBe('hood');
    for (const { look } of named(/(?<!Hooded )Sweatshirt$/)) expect(look.neck).toBe('crew');
    for (const { look } of named(/Zip/)) expect(look.extras).toContain('zip');
  });

  it('cuts kurtas to their length and sets, and jeans to their leg, wash and rips', () => {
    expect(lookOf('kurta', 'Khadi Cotton Short Kurta').length).toBe('cropped');
    expect(catalogue.find(({ name }) => name === 'Chikankari Cotton Kurta')?.look).toMatchObject({
      length: 'long',
      sleeves: 'elbow',
    });
    for (const { look } of named(/Pyjama|Kurta Set/)) expect(look.extras).toContain('pyjama');
    expect(lookOf('kurta', 'Anarkali Flared Kurta').extras).toContain('flared');
    expect(lookOf('jeans', 'Tapered Fit Distressed Jeans')).toMatchObject({
      leg: 'tapered',
      extras: ['faded', 'ripped'],
    });
    expect(lookOf('jeans', 'Bootcut Vintage Wash Jeans')).toMatchObject({
      leg: 'bootcut',
      extras: ['faded'],
    });
    for (const { look } of named(/Skinny/)) expect(look.leg).toBe('skinny');
    for (const { look } of named(/Wide Leg|Palazzo/)) expect(look.leg).toBe('wide');
    expect(lookOf('shorts', 'Cargo Utility Shorts').extras).toContain('pockets');
  });
});

describe('hero slide artwork', () => {
  it('has no words in it: headlines and offers are drawn by the storefront', () => {
    for (const hero of [...menHeroes, ...womenHeroes, ...kidsHeroes]) {
      expect(heroBannerSvg(hero)).not.toMatch(/<text/);
      expect(hero.title.length).toBeLessThanOrEqual(60);
      expect(hero.tag.length).toBeLessThanOrEqual(60);
    }
  });
});
