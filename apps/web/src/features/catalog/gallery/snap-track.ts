/** The slide a sideways scroll-snapped track shows: its scroll position in whole widths. */
export function shownSlide(track: HTMLElement): number {
  return track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
}

/** Brings slide `index` into the track, gliding unless the shopper asked for less motion. */
export function scrollToSlide(track: HTMLElement, index: number, glide = true): void {
  const still = !glide || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  track.scrollTo({ left: index * track.clientWidth, behavior: still ? 'instant' : 'smooth' });
}

/** A point over an element, in percent of its width and height: the spot a zoom magnifies. */
export interface ZoomSpot {
  x: number;
  y: number;
}

export function spotOf(event: { clientX: number; clientY: number; currentTarget: Element }): ZoomSpot {
  const box = event.currentTarget.getBoundingClientRect();
  const percent = (offset: number, size: number) => Math.min(100, Math.max(0, (offset / (size || 1)) * 100));
  return { x: percent(event.clientX - box.left, box.width), y: percent(event.clientY - box.top, box.height) };
}

/** The style of a photo magnified twice around `spot`, or none. */
export const zoomStyle = (spot: ZoomSpot | null) =>
  spot ? { transform: 'scale(2)', transformOrigin: `${spot.x}% ${spot.y}%` } : undefined;
