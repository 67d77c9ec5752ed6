/** A product's rating as answers show it: the average to one decimal (0 with no reviews) and the count. */
export function ratingOf(count: number, sum: number): { average: number; count: number } {
  // Integers divided once and rounded once: 4.25 shows as 4.3, never as 4.2 through a float error.
  return { average: count === 0 ? 0 : Math.round((sum * 10) / count) / 10, count };
}
