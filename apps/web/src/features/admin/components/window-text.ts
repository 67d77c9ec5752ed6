/** "1 Dec 2026 – 31 Dec 2026", "From 1 Dec 2026", "Until 31 Dec 2026", or null when neither end is set. */
export function windowText(
  startsAt: string | null,
  endsAt: string | null,
  format: Intl.DateTimeFormat,
): string | null {
  const from = startsAt && format.format(new Date(startsAt));
  const until = endsAt && format.format(new Date(endsAt));
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return null;
}
