import { describe, expect, it } from 'vitest';
import { colourChoices, imageColorsOf, shownColour } from './photo-colours';

const variants = (...colours: string[]) => colours.map((color) => ({ color }));

describe("the colours a product's photos can show", () => {
  it('offers each variant colour once, in variant order and first spelling, leaving out blank ones', () => {
    expect(colourChoices(variants('Red', ' Navy Blue ', 'red', '', 'RED', 'Mustard'))).toEqual([
      'Red',
      'Navy Blue',
      'Mustard',
    ]);
  });

  it('shows a stored colour as the variants spell it, and all colours once no variant has it', () => {
    const choices = ['Red', 'Navy Blue'];
    expect(shownColour('navy blue', choices)).toBe('Navy Blue');
    expect(shownColour('Green', choices)).toBeNull();
    expect(shownColour(null, choices)).toBeNull();
    expect(shownColour(undefined, choices)).toBeNull();
  });

  it('names every photo kept by its id and every new file by its position, null for all colours', () => {
    const imageColors = imageColorsOf(
      { 'img-1': 'Red', 'img-2': null, 'img-3': 'Green', 'blob:b': 'navy blue', 'img-gone': 'Red' },
      { keptImageIds: ['img-1', 'img-2', 'img-3', 'img-4'], newFileKeys: ['blob:a', 'blob:b'] },
      ['Red', 'Navy Blue'],
    );
    expect(imageColors).toEqual({
      'img-1': 'Red',
      'img-2': null,
      // Green left the variants: the photo falls back to all colours.
      'img-3': null,
      'img-4': null,
      0: null,
      1: 'Navy Blue',
    });
  });
});
