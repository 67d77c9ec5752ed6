import { z } from 'zod';

/**
 * The shop's grievance officer: India's Consumer Protection (E-Commerce) Rules, 2020, rule 4(4), ask a
 * seller to publish the name and contact details of the person who hears shoppers' complaints.
 */
export const grievanceOfficer = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficer>;

export const GRIEVANCE_NAME_REQUIRED = 'Please enter the grievance officer’s name.';
export const GRIEVANCE_CONTACT_REQUIRED = 'Please enter the grievance officer’s email or phone.';

/** The officer's fields as saved: each null when blank. */
export interface GrievanceOfficerFields {
  grievanceOfficerName: string | null;
  grievanceOfficerEmail: string | null;
  grievanceOfficerPhone: string | null;
}

/**
 * Why the officer's fields do not make a contact shoppers can use, or null when they do (or are all
 * blank: the shop names no officer yet). A name needs an email or a phone, and either needs a name.
 */
export function grievanceOfficerProblem(
  fields: GrievanceOfficerFields,
): { field: keyof GrievanceOfficerFields; message: string } | null {
  const { grievanceOfficerName: name, grievanceOfficerEmail: email, grievanceOfficerPhone: phone } = fields;
  if (!name && (email || phone)) return { field: 'grievanceOfficerName', message: GRIEVANCE_NAME_REQUIRED };
  if (name && !email && !phone)
    return { field: 'grievanceOfficerEmail', message: GRIEVANCE_CONTACT_REQUIRED };
  return null;
}

/** The officer as shoppers see it: null while no name is saved. */
export function toGrievanceOfficer(fields: GrievanceOfficerFields): GrievanceOfficer | null {
  if (!fields.grievanceOfficerName) return null;
  return {
    name: fields.grievanceOfficerName,
    email: fields.grievanceOfficerEmail,
    phone: fields.grievanceOfficerPhone,
  };
}
