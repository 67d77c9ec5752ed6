// What the back office's searches (orders, customers) make of the words typed into them.

/** A LIKE pattern that finds `words` anywhere, with %, _ and \ taken as the characters they are. */
export function containsPattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Digits of what may be part of a mobile number ("+91 98765 43210" -> "9876543210"), or undefined. */
export function mobileDigits(words: string): string | undefined {
  if (!/^[+\d\s-]+$/.test(words)) return undefined;
  const digits = words.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return digits.length >= 3 ? digits : undefined;
}
