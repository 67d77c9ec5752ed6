import { z } from 'zod';
import { endsByStart, isoDateTime, momentText, uuid } from './common';
import { requiredText } from './users';

/**
 * Banners the shop edits in its back office, shown on the home page under the slideshow
 * (docs/api.md "Banners and the home rails").
 */

export const BANNER_TITLE_REQUIRED = 'Title is required.';
export const BANNER_LINK_INSIDE_SHOP = 'Link must be a path inside the shop, such as /products/women.';
export const BANNER_IMAGE_REQUIRED = 'Choose a picture for the banner.';
export const BANNER_ACTIVE_INVALID = 'Active must be true or false.';
export const BANNER_ORDER_INVALID = 'List every banner once, in the order they should show.';
export const BANNER_ENDS_AFTER_START = 'A banner must end after it starts.';

/**
 * Whether `link` is a path inside the shop: one leading slash (never `//host` or `/\host`, which a
 * browser reads as another site), then only the characters of a URL path, query and fragment.
 */
export function isShopPath(link: string): boolean {
  return /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/.test(link) && link.length <= 300;
}

/** A banner's picture: the original and its resized WebP copies, as product images come. */
export const bannerImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcset: z.array(z.object({ width: z.number().int(), url: z.string() })),
});

/** A banner as the storefront shows it. */
export const shopBanner = z.object({
  id: uuid,
  title: z.string(),
  subtitle: z.string().nullable(),
  link: z.string(),
  image: bannerImage,
});
export type ShopBanner = z.infer<typeof shopBanner>;

/** GET /banners: the active banners, in the shop's order. */
export const shopBanners = z.array(shopBanner);

/**
 * A banner as the back office sees it, active or not. Shoppers see an active one from `startsAt`
 * until `endsAt` (null: no limit that way).
 */
export const banner = shopBanner.extend({
  position: z.number().int(),
  active: z.boolean(),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export type Banner = z.infer<typeof banner>;

export const bannerList = z.object({ banners: z.array(banner) });
export type BannerList = z.infer<typeof bannerList>;

export const bannerResponse = z.object({ banner });
export type BannerResponse = z.infer<typeof bannerResponse>;

const blankToNull = <T>(value: T) => (value === '' ? null : value);

/** A start or end as the form sends it: blank is none (null); left out is unchanged (undefined). */
const bannerMoment = (label: string) => z.preprocess(blankToNull, momentText(label).nullable().optional());

/** POST and PUT /admin/banners: the form's text fields (the picture comes as the file `image`). */
export const bannerForm = z
  .object({
    title: requiredText(BANNER_TITLE_REQUIRED, 80),
    subtitle: z
      .string()
      .trim()
      .max(140, 'This field can be at most 140 characters long.')
      .default('')
      .transform(blankToNull),
    link: z.string({ error: BANNER_LINK_INSIDE_SHOP }).trim().refine(isShopPath, BANNER_LINK_INSIDE_SHOP),
    active: z
      .enum(['true', 'false'], { error: BANNER_ACTIVE_INVALID })
      .default('true')
      .transform((value) => value === 'true'),
    startsAt: bannerMoment('Start'),
    endsAt: bannerMoment('End'),
  })
  .superRefine((form, ctx) => {
    if (endsByStart(form.startsAt, form.endsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: BANNER_ENDS_AFTER_START });
    }
  });
export type BannerForm = z.output<typeof bannerForm>;

/** PUT /admin/banners/order: every banner's id once, first shown first. */
export const bannerOrderBody = z.object({
  ids: z.array(uuid, { error: BANNER_ORDER_INVALID }).max(100, BANNER_ORDER_INVALID),
});
export type BannerOrderBody = z.infer<typeof bannerOrderBody>;
