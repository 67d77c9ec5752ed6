import type { Company } from '@vastra/contract/catalogue';
import { toGrievanceOfficer } from '@vastra/contract/grievance-officer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyDetails } from '../../db/schema/catalogue';
import { notFound } from '../../lib/errors';
import { uploadUrl } from '../media';

/** The shop's name while an admin has saved no details: the storefront's own fallback brand. */
export const FALLBACK_BRAND = 'Vastra';

/** The shop's saved details, or null while an admin has not saved any. */
export async function findCompany(db: Db): Promise<Company | null> {
  const [row] = await db.select().from(companyDetails).where(eq(companyDetails.id, 1));
  if (!row) return null;
  return {
    name: row.name,
    logoUrl: row.logoFilename ? uploadUrl(row.logoFilename) : null,
    address: row.address,
    pincode: row.pincode,
    email: row.email,
    phone: row.phone,
    gstin: row.gstin,
    state: row.state,
    grievanceOfficer: toGrievanceOfficer(row),
  };
}

/** GET /company-details: 404 while none are saved. */
export async function getCompany(db: Db): Promise<Company> {
  const company = await findCompany(db);
  if (!company) throw notFound('Company details not found.');
  return company;
}
