/**
 * Where the shopper is in a scroll-driven slideshow, as a slide position: 0 at the first slide,
 * `count - 1` at the last. The stage is one viewport tall and the track `count` viewports, so
 * every 100vh of scrolling moves one slide on.
 */
export function slidePosition(trackTop: number, trackHeight: number, viewportHeight: number, count: number) {
  const travel = trackHeight - viewportHeight;
  if (count <= 1 || travel <= 0) return 0;
  const progress = Math.min(1, Math.max(0, -trackTop / travel));
  return progress * (count - 1);
}

/** How far either side of its own spot a slide stays fully visible, in slides. */
const HOLD = 0.3;

/**
 * How visible slide `index` is at a position. Each slide holds for a while around its own spot,
 * then cross-fades with its neighbour over the middle of the scroll between them (the two
 * opacities always add up to 1), so a picture is rarely seen half-mixed.
 */
export function slideOpacity(position: number, index: number): number {
  const distance = Math.abs(position - index);
  return Math.min(1, Math.max(0, (1 - HOLD - distance) / (1 - 2 * HOLD)));
}
