import { describe, expect, it } from 'vitest';
import { namedColours } from './named-colours';
import { hexToRgb, nearestColourName } from './nearest-colour';

describe('naming a picked swatch after the nearest named colour', () => {
  it('names the default black swatch Black', () => {
    expect(nearestColourName('#000000')).toBe('Black');
  });

  it('gives every named colour its own name back', () => {
    for (const colour of namedColours) expect(nearestColourName(colour.hex)).toBe(colour.name);
  });

  it('picks the closest name for a swatch between colours', () => {
    expect(nearestColourName('#7f0101')).toBe('Maroon');
    expect(nearestColourName('#fefefe')).toBe('White');
    expect(nearestColourName('#010182')).toBe('Navy Blue');
  });

  it('reads upper case, short and unprefixed hex codes', () => {
    expect(nearestColourName('#FF0000')).toBe('Red');
    expect(nearestColourName('#fff')).toBe('White');
    expect(hexToRgb('008080')).toEqual([0, 128, 128]);
  });

  it('leaves the name empty for something that is not a hex colour', () => {
    expect(nearestColourName('navy')).toBe('');
    expect(hexToRgb('#12345')).toBeNull();
  });

  it('has about a hundred distinct names', () => {
    expect(namedColours.length).toBeGreaterThanOrEqual(95);
    expect(new Set(namedColours.map((c) => c.name)).size).toBe(namedColours.length);
  });
});
