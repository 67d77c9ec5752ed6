/** "1–2 days", or "1 day" when the range is one day. */
export function dayRange({ from, to }: { from: number; to: number }): string {
  if (from === to) return `${from} ${from === 1 ? 'day' : 'days'}`;
  return `${from}–${to} days`;
}

/** An hour of the day as a shopper reads it: 0 is "midnight", 14 is "2 pm". */
export function hourOfDay(hour: number): string {
  if (hour === 0) return 'midnight';
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}

/** "79", "79 or 18", "79, 18 or 40". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
