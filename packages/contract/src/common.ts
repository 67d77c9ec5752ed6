import { z } from 'zod';

/** The error body of every failed call (docs/api.md §1). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

export const uuid = z.uuid({ error: 'Must be a valid id.' });
export const idParams = z.object({ id: uuid });

/** Money on the wire: a decimal string with two places, e.g. "1299.00". */
export const money = z.string().regex(/^\d+\.\d{2}$/);

export const isoDateTime = z.string();

/** A moment as a form sends it: ISO 8601 with Z or an offset, such as 2026-12-01T09:00:00+05:30. */
export const momentText = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: `${label} must be a date and time, like 2026-12-01T00:00:00+05:30.`,
  });

/** Whether a window with both ends set closes no later than it opens (so it never opens). */
export function endsByStart(
  startsAt: string | Date | null | undefined,
  endsAt: string | Date | null | undefined,
) {
  return Boolean(startsAt && endsAt && new Date(endsAt) <= new Date(startsAt));
}

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/** `page` and `limit` query parameters with per-list defaults and a ceiling of 100. */
export function pageQuery(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1, 'Page must be 1 or more.').default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'Limit must be between 1 and 100.')
      .max(100, 'Limit must be between 1 and 100.')
      .default(defaultLimit),
  });
}

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination });
}
