import { describe, expect, it } from 'vitest';
import { slideOpacity, slidePosition } from './hero-scroll';

describe('the category hero slideshow', () => {
  const viewport = 800;

  it('moves one slide on for every viewport height scrolled', () => {
    const track = 4 * viewport;
    expect(slidePosition(0, track, viewport, 4)).toBe(0);
    expect(slidePosition(-viewport, track, viewport, 4)).toBe(1);
    expect(slidePosition(-1.5 * viewport, track, viewport, 4)).toBe(1.5);
    expect(slidePosition(-3 * viewport, track, viewport, 4)).toBe(3);
  });

  it('stays on the first slide above the track and on the last below it', () => {
    expect(slidePosition(200, 3 * viewport, viewport, 3)).toBe(0);
    expect(slidePosition(-10 * viewport, 3 * viewport, viewport, 3)).toBe(2);
    expect(slidePosition(-500, viewport, viewport, 1)).toBe(0);
  });

  it('holds each slide around its own spot', () => {
    expect(slideOpacity(1, 1)).toBe(1);
    expect(slideOpacity(1.25, 1)).toBe(1);
    expect(slideOpacity(1.25, 2)).toBe(0);
  });

  it('cross-fades two neighbouring slides in between, and hides the rest', () => {
    expect(slideOpacity(1.5, 1)).toBeCloseTo(0.5);
    expect(slideOpacity(1.5, 2)).toBeCloseTo(0.5);
    expect(slideOpacity(1.6, 1) + slideOpacity(1.6, 2)).toBeCloseTo(1);
    expect(slideOpacity(1.6, 1)).toBeCloseTo(0.25);
    expect(slideOpacity(1.5, 0)).toBe(0);
    expect(slideOpacity(1.5, 3)).toBe(0);
  });
});
