import { z } from 'zod';
import { isoDateTime, uuid } from './common';

export const userType = z.enum(['CUSTOMER', 'ADMIN']);
export type UserType = z.infer<typeof userType>;

export const user = z.object({
  id: uuid,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  dob: z.string().nullable(),
  userType,
  createdAt: isoDateTime,
});
export type User = z.infer<typeof user>;
