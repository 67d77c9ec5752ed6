import { INDIAN_STATES } from './indian-states';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const STATE_CODES = new Set<string>(INDIAN_STATES.map((state) => state.code));

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0-9, A-Z as 10-35)
 * is multiplied by 1 and 2 in turn, the base-36 digits of every product are added up, and the
 * character is the one that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

export const GSTIN_FORMAT_INVALID =
  'GSTIN must be 15 characters: a 2-digit state code, the 10-character PAN, an entity number, Z and a check character.';
export const GSTIN_STATE_UNKNOWN =
  'GSTIN must start with the 2-digit code of an Indian state or union territory.';
export const GSTIN_CHECKSUM_INVALID =
  'This GSTIN’s last character does not match: please check it for typing mistakes.';

/** Why a GSTIN (already upper-cased) is not valid, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return GSTIN_FORMAT_INVALID;
  if (!STATE_CODES.has(gstin.slice(0, 2))) return GSTIN_STATE_UNKNOWN;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return GSTIN_CHECKSUM_INVALID;
  return null;
}
