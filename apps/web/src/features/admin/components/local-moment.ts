/**
 * A moment as a datetime-local input holds it ("2026-12-01T10:30", the browser's own time zone), and
 * back: the admin forms' start and end fields.
 */

/** "2026-12-01T10:30" in the browser's time zone, as a datetime-local input shows an instant; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local input's text names, as ISO 8601; null when it is empty. */
export function momentOf(local: string): string | null {
  return local ? new Date(local).toISOString() : null;
}
