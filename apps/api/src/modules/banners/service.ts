import { formErrors } from '@vastra/contract/admin';
import {
  BANNER_ENDS_AFTER_START,
  BANNER_IMAGE_REQUIRED,
  BANNER_ORDER_INVALID,
  type Banner,
  type BannerForm,
  bannerForm,
  type ShopBanner,
} from '@vastra/contract/banners';
import { endsByStart } from '@vastra/contract/common';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema/banners';
import { badRequest, fieldError, notFound } from '../../lib/errors';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { type MultipartForm, type StoredImage, storedImageFiles, storeImage, uploadUrl } from '../media';

type BannerRow = typeof banners.$inferSelect;

const NOT_FOUND = 'Banner not found.';

function toShopBanner(row: BannerRow): ShopBanner {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    link: row.link,
    image: {
      url: uploadUrl(row.filename),
      width: row.width,
      height: row.height,
      srcset: row.srcset.map((copy) => ({ width: copy.width, url: uploadUrl(copy.filename) })),
    },
  };
}

function toBanner(row: BannerRow): Banner {
  return {
    ...toShopBanner(row),
    position: row.position,
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const inShopOrder = [asc(banners.position), asc(banners.createdAt)];

/** The banners shoppers see at a moment, and the next moment that changes with no write (null: never). */
export interface ShownBanners {
  banners: ShopBanner[];
  nextChange: Date | null;
}

/**
 * The banners shoppers see at `now`: the active ones whose window holds it (from `startsAt`, until
 * before `endsAt`), in the shop's order, and the soonest start or end still to come of any active one.
 */
export async function readShownBanners(db: Db, now: Date): Promise<ShownBanners> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.active, true), or(isNull(banners.endsAt), gt(banners.endsAt, now))))
    .orderBy(...inShopOrder);
  const comingMoments = rows
    .flatMap((row) => [row.startsAt, row.endsAt])
    .filter((moment): moment is Date => moment !== null && moment > now)
    .map((moment) => moment.getTime());
  return {
    banners: rows.filter((row) => !row.startsAt || row.startsAt <= now).map(toShopBanner),
    nextChange: comingMoments.length > 0 ? new Date(Math.min(...comingMoments)) : null,
  };
}

/** Every banner, active or not, in the shop's order (the back office's list). */
export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .orderBy(...inShopOrder);
  return rows.map(toBanner);
}

/** The form's fields, checked; a picture is required when `pictureRequired`. Every problem in one 400. */
function readBannerForm(form: MultipartForm, pictureRequired: boolean): BannerForm {
  const parsed = bannerForm.safeParse(form.fields);
  const missingPicture = pictureRequired && !pictureOf(form);
  if (parsed.success && !missingPicture) return parsed.data;
  const { message, errors } = parsed.success ? { message: '', errors: {} } : formErrors(parsed.error);
  if (missingPicture) Object.assign(errors, { image: BANNER_IMAGE_REQUIRED });
  throw badRequest(message || BANNER_IMAGE_REQUIRED, errors);
}

const pictureOf = (form: MultipartForm) => form.files.find((part) => part.fieldname === 'image');

type BannerWindow = Pick<BannerRow, 'startsAt' | 'endsAt'>;

/** The window a form leaves a banner with: a start or end left out stays as `stored` has it; blank is none. */
function windowAfter(
  input: BannerForm,
  stored: BannerWindow = { startsAt: null, endsAt: null },
): BannerWindow {
  const moment = (text: string | null | undefined, kept: Date | null) => {
    if (text === undefined) return kept;
    return text === null ? null : new Date(text);
  };
  return { startsAt: moment(input.startsAt, stored.startsAt), endsAt: moment(input.endsAt, stored.endsAt) };
}

/** The form's picture, checked by decoding and stored with its WebP copies; undefined when none was sent. */
async function storeBannerImage(
  storage: UploadStorage,
  form: MultipartForm,
): Promise<StoredImage | undefined> {
  const file = pictureOf(form);
  return file ? storeImage(storage, file.buffer) : undefined;
}

/** POST /admin/banners: a new banner, last in the order. The picture is required. */
export async function createBanner(db: Db, storage: UploadStorage, form: MultipartForm): Promise<Banner> {
  const input = readBannerForm(form, true);
  const image = (await storeBannerImage(storage, form)) as StoredImage;
  try {
    const [row] = await db
      .insert(banners)
      .values({
        ...input,
        ...windowAfter(input),
        ...image,
        position: sql`(select coalesce(max(${banners.position}) + 1, 0) from ${banners})`,
      })
      .returning();
    return toBanner(row as BannerRow);
  } catch (error) {
    await storage.remove(storedImageFiles(image));
    throw error;
  }
}

/**
 * PUT /admin/banners/{id}: replaces the banner's text, link and active flag; a new `image` replaces
 * its picture, whose files are removed once the change is saved. A start or end left out of the form
 * stays as it was (a form from before banners had them changes neither); a blank one is removed.
 */
export async function updateBanner(
  db: Db,
  storage: UploadStorage,
  id: string,
  form: MultipartForm,
): Promise<Banner> {
  const input = readBannerForm(form, false);
  const image = await storeBannerImage(storage, form);
  let saved: { row: BannerRow; oldFiles: string[] };
  try {
    saved = await db.transaction(async (tx) => {
      const [previous] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      if (!previous) throw notFound(NOT_FOUND);
      const dates = windowAfter(input, previous);
      // The form may change one end alone: the window is judged with the other as stored.
      if (endsByStart(dates.startsAt, dates.endsAt)) throw fieldError('endsAt', BANNER_ENDS_AFTER_START);
      const [row] = await tx
        .update(banners)
        .set({ ...input, ...dates, ...image, updatedAt: new Date() })
        .where(eq(banners.id, id))
        .returning();
      return { row: row as BannerRow, oldFiles: image ? storedImageFiles(previous) : [] };
    });
  } catch (error) {
    if (image) await storage.remove(storedImageFiles(image));
    throw error;
  }
  await storage.remove(saved.oldFiles);
  return toBanner(saved.row);
}

/** DELETE /admin/banners/{id}: the banner and its picture's files. */
export async function deleteBanner(db: Db, storage: UploadStorage, id: string): Promise<void> {
  const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  await storage.remove(storedImageFiles(row));
}

/** PUT /admin/banners/order: the banners in the order given, which must name each of them once. */
export async function orderBanners(db: Db, ids: string[]): Promise<Banner[]> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: banners.id }).from(banners).for('update');
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw fieldError('ids', BANNER_ORDER_INVALID);
    // One statement, so the change log records one change.
    if (ids.length > 0) {
      const positions = sql.join(
        ids.map((id, position) => sql`when ${id}::uuid then ${position}::int`),
        sql` `,
      );
      await tx
        .update(banners)
        .set({ position: sql`case ${banners.id} ${positions} end`, updatedAt: new Date() });
    }
  });
  return listBanners(db);
}
