import { z } from 'zod';
import { indianState, PINCODE_INVALID } from './addresses';
import { grievanceOfficerProblem } from './grievance-officer';
import { GSTIN_FORMAT_INVALID, gstinProblem } from './gstin';
import { gstStateCode } from './indian-states';
import { requiredText } from './users';

/** The back office's company details form. docs/product.md §5's messages are repeated here word for word. */

export const COMPANY_NAME_REQUIRED = 'Company name is required.';
const EMAIL_INVALID = 'Please enter a valid email address.';

/** A GSTIN field: spaces ignored, upper-cased, format, state code and check character verified. */
const gstin = z
  .string({ error: GSTIN_FORMAT_INVALID })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const COMPANY_STATE_REQUIRED = 'Please choose the state your GSTIN is registered in.';

/**
 * A field of the shop's GST registration: left out, it keeps what is saved (undefined); sent blank,
 * it clears it (null); otherwise it is checked.
 */
const registrationField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );

/**
 * Why a GSTIN and the state it is registered in do not go together, or null when they do (or there
 * is no GSTIN: a shop not registered for GST needs neither).
 */
export function gstRegistrationProblem(
  gstin: string | null,
  state: string | null,
): { field: 'gstin' | 'state'; message: string } | null {
  if (!gstin) return null;
  if (!state) return { field: 'state', message: COMPANY_STATE_REQUIRED };
  const code = gstStateCode(state);
  if (code === gstin.slice(0, 2)) return null;
  return {
    field: 'gstin',
    message: `This GSTIN starts with ${gstin.slice(0, 2)}, but ${state}'s code is ${code}: a GSTIN starts with its state's code.`,
  };
}

const emailText = z
  .string()
  .trim()
  .max(254, EMAIL_INVALID)
  .refine((value) => value === '' || z.email().safeParse(value).success, EMAIL_INVALID);
const phoneText = z.string().trim().max(50, 'This field can be at most 50 characters long.');

/** PUT /company-details: the text fields of the form (the logo comes as the file `logo`). */
export const companyForm = z
  .object({
    name: requiredText(COMPANY_NAME_REQUIRED, 200),
    email: emailText.default(''),
    phone: phoneText.default(''),
    address: z.string().trim().max(500, 'This field can be at most 500 characters long.').default(''),
    pincode: z
      .string({ error: PINCODE_INVALID })
      .trim()
      .regex(/^\d{6}$/, PINCODE_INVALID),
    /** Blank: not registered for GST (its orders get bills of supply); left out: unchanged. */
    gstin: registrationField(gstin),
    state: registrationField(indianState),
    /** The grievance officer, field by field: left out, unchanged; blank, cleared. */
    grievanceOfficerName: registrationField(
      z.string().trim().max(200, 'This field can be at most 200 characters long.'),
    ),
    grievanceOfficerEmail: registrationField(emailText),
    grievanceOfficerPhone: registrationField(phoneText),
  })
  .superRefine((form, ctx) => {
    // With a field left out, the saved value takes its place: the service checks the whole then.
    if (form.gstin !== undefined && form.state !== undefined) {
      const problem = gstRegistrationProblem(form.gstin, form.state);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
    const { grievanceOfficerName, grievanceOfficerEmail, grievanceOfficerPhone } = form;
    if (grievanceOfficerName === undefined || grievanceOfficerEmail === undefined) return;
    if (grievanceOfficerPhone === undefined) return;
    const problem = grievanceOfficerProblem({
      grievanceOfficerName,
      grievanceOfficerEmail,
      grievanceOfficerPhone,
    });
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type CompanyForm = z.output<typeof companyForm>;
