import { gstinProblem } from '@vastra/contract/gstin';
import { gstStateCode } from '@vastra/contract/indian-states';

export const pincodeMessage = 'Pincode must be a 6-digit number.';

/** docs/product.md §5: a pincode is exactly 6 digits. Returns the sentence to show, or null. */
export function pincodeError(pincode: string): string | null {
  return /^\d{6}$/.test(pincode.trim()) ? null : pincodeMessage;
}

/** The GSTIN's problem (format, state code, check character) as the server words it, or null; blank is allowed. */
export function gstinError(gstin: string, state: string): string | null {
  const value = gstin.replace(/\s+/g, '').toUpperCase();
  if (!value) return null;
  const problem = gstinProblem(value);
  if (problem) return problem;
  if (!state) return null;
  const code = gstStateCode(state);
  return code === value.slice(0, 2)
    ? null
    : `This GSTIN starts with ${value.slice(0, 2)}, but ${state}'s code is ${code}: a GSTIN starts with its state's code.`;
}
