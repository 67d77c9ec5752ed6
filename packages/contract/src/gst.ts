import { z } from 'zod';

export const HSN_INVALID = 'HSN code must be 4 to 8 digits, like 6205.';

/** A GST rate in percent, as a number or text: 0 to 100 with at most 2 decimals (e.g. 5, 18, 0.25). */
export function gstRatePercent(label: string) {
  const message = `${label} must be a percentage from 0 to 100 with at most 2 decimals, like 5 or 18.`;
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}(\.\d{1,2})?$/, message)
        .transform(Number)
        .refine((value) => value <= 100, message),
    );
}
