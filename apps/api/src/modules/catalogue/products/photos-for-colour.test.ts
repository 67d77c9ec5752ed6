import type { Image } from '@vastra/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { photosForColour } from './photos-for-colour';

const photo = (id: string, color: string | null): Image => ({
  id,
  url: `/uploads/${id}.png`,
  width: 1200,
  height: 1600,
  srcset: [],
  color,
});
const gallery = [
  photo('red-front', 'Red'),
  photo('any-flat', null),
  photo('blue-front', 'Blue'),
  photo('blue-back', 'Blue'),
  photo('any-detail', null),
  photo('red-back', 'Red'),
];
const ids = (images: Image[]) => images.map((image) => image.id);

describe('photos for a chosen colour', () => {
  it("puts the colour's photos first, then those for all colours, then the rest, each in gallery order", () => {
    expect(ids(photosForColour(gallery, 'Blue'))).toEqual([
      'blue-front',
      'blue-back',
      'any-flat',
      'any-detail',
      'red-front',
      'red-back',
    ]);
  });

  it('matches the colour without regard to case or surrounding spaces', () => {
    expect(ids(photosForColour(gallery, ' blue ')).slice(0, 2)).toEqual(['blue-front', 'blue-back']);
  });

  it('leads with the photos for all colours when none shows the chosen colour', () => {
    expect(ids(photosForColour(gallery, 'Green'))).toEqual([
      'any-flat',
      'any-detail',
      'red-front',
      'blue-front',
      'blue-back',
      'red-back',
    ]);
  });

  it('keeps the gallery order when no colour was chosen, without changing the list it was given', () => {
    const before = ids(gallery);
    expect(ids(photosForColour(gallery, null))).toEqual(before);
    photosForColour(gallery, 'Red');
    expect(ids(gallery)).toEqual(before);
  });
});
