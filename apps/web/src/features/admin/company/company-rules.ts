export const pincodeMessage = 'Pincode must be a 6-digit number.';

/** SPEC.md §5: a pincode is exactly 6 digits. Returns the sentence to show, or null. */
export function pincodeError(pincode: string): string | null {
  return /^\d{6}$/.test(pincode.trim()) ? null : pincodeMessage;
}
