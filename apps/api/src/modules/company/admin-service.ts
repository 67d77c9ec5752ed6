import { formErrors } from '@vastra/contract/admin';
import type { Company } from '@vastra/contract/catalogue';
import { type CompanyForm, companyForm, gstRegistrationProblem } from '@vastra/contract/company-form';
import { type GrievanceOfficerFields, grievanceOfficerProblem } from '@vastra/contract/grievance-officer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyDetails } from '../../db/schema/catalogue';
import { badRequest, notFound } from '../../lib/errors';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import type { MultipartForm } from '../media';
import { storeImage } from '../media';
import { findCompany } from './service';

/**
 * PUT /company-details: saves the shop's single row of details (creating it the first time). A new
 * `logo` file replaces the old logo, whose file is removed once the change commits; without one
 * the logo stays as it was. So do the GSTIN, its state and each grievance officer field when the form
 * leaves them out (as a client of the original form does); sent blank, they are cleared.
 */
export async function saveCompany(db: Db, storage: UploadStorage, form: MultipartForm): Promise<Company> {
  const input = readCompanyForm(form);
  const logo = form.files.find((file) => file.fieldname === 'logo');
  // The logo is shown small and whole, so the resized copies storeImage makes are not kept.
  const stored = logo ? await storeImage(storage, logo.buffer) : undefined;
  if (stored) await storage.remove(stored.srcset.map((copy) => copy.filename));

  let oldLogo: string | null = null;
  try {
    oldLogo = await db.transaction(async (tx) => {
      const [previous] = await tx
        .select({
          logoFilename: companyDetails.logoFilename,
          gstin: companyDetails.gstin,
          state: companyDetails.state,
          grievanceOfficerName: companyDetails.grievanceOfficerName,
          grievanceOfficerEmail: companyDetails.grievanceOfficerEmail,
          grievanceOfficerPhone: companyDetails.grievanceOfficerPhone,
        })
        .from(companyDetails)
        .where(eq(companyDetails.id, 1))
        .for('update');
      const gstin = input.gstin === undefined ? (previous?.gstin ?? null) : input.gstin;
      const state = input.state === undefined ? (previous?.state ?? null) : input.state;
      const problem = gstRegistrationProblem(gstin, state);
      if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
      const officer = keptOrGiven(input, previous);
      const officerProblem = grievanceOfficerProblem(officer);
      if (officerProblem)
        throw badRequest(officerProblem.message, { [officerProblem.field]: officerProblem.message });
      const values = {
        ...input,
        gstin,
        state,
        ...officer,
        updatedAt: new Date(),
        ...(stored ? { logoFilename: stored.filename } : {}),
      };
      await tx
        .insert(companyDetails)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: companyDetails.id, set: values });
      return stored ? (previous?.logoFilename ?? null) : null;
    });
  } catch (error) {
    if (stored) await storage.remove([stored.filename]);
    throw error;
  }
  if (oldLogo) await storage.remove([oldLogo]);
  const company = await findCompany(db);
  if (!company) throw notFound('Company details not found.');
  return company;
}

/** The grievance officer's fields as they will be saved: each one the form left out stays as it was. */
function keptOrGiven(
  input: CompanyForm,
  previous: Partial<GrievanceOfficerFields> | undefined,
): GrievanceOfficerFields {
  const field = (key: keyof GrievanceOfficerFields) =>
    input[key] === undefined ? (previous?.[key] ?? null) : input[key];
  return {
    grievanceOfficerName: field('grievanceOfficerName'),
    grievanceOfficerEmail: field('grievanceOfficerEmail'),
    grievanceOfficerPhone: field('grievanceOfficerPhone'),
  };
}

function readCompanyForm(form: MultipartForm): CompanyForm {
  const parsed = companyForm.safeParse(form.fields);
  if (!parsed.success) {
    const { message, errors } = formErrors(parsed.error);
    throw badRequest(message, errors);
  }
  return parsed.data;
}
