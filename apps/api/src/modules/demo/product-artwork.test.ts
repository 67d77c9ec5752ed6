import { describe, expect, it } from 'vitest';
import { garmentKinds, lookOf } from './garment-look';
import { garmentDrawing } from './garments';
import { productImageSvg } from './product-artwork';

const viewBoxOf = (svg: string) => (svg.match(/viewBox="([^"]+)"/)?.[1] ?? '').split(' ').map(Number);

describe('a demo product’s close-up', () => {
  it('shows the front photo’s drawing nearer, through a 4:5 viewBox inside the garment box', () => {
    for (const kind of garmentKinds) {
      for (const length of ['cropped', 'regular', 'long'] as const) {
        const look = { ...lookOf(kind), length };
        const closeUp = productImageSvg(look, '#800000', 'closeUp');
        expect(closeUp).toContain(garmentDrawing(look, '#800000', 'g'));
        const [x = -1, y = -1, width = 0, height = 0] = viewBoxOf(closeUp);
        const frame = `${kind}, ${length}`;
        expect(width / height, frame).toBe(4 / 5);
        expect(width, frame).toBeLessThan(400 / 2);
        expect(Math.min(x, y), frame).toBeGreaterThanOrEqual(0);
        expect(x + width, frame).toBeLessThanOrEqual(400);
        expect(y + height, frame).toBeLessThanOrEqual(500);
      }
    }
  });
});
