import { useQuery } from '@tanstack/react-query';
import type { Banner, BannerList, BannerResponse } from '@vastra/contract/banners';
import { api } from '../../../lib/api';
import { uploadWithProgress } from '../../../lib/upload';
import { momentOf, toLocalInput } from '../components/local-moment';

export const adminBannersQueryKey = ['admin', 'banners'] as const;

/** Every banner, active or not, in the order the home page shows them. */
export function useAdminBanners() {
  return useQuery({
    queryKey: adminBannersQueryKey,
    queryFn: () => api<BannerList>('/admin/banners'),
    select: (list) => list.banners,
  });
}

/** What the banner form sends: its text fields, and a picture when one was chosen. */
export interface BannerDraft {
  title: string;
  subtitle: string;
  link: string;
  active: boolean;
  /** When it starts and stops showing, as the datetime-local inputs hold them; '' for none. */
  startsAt: string;
  endsAt: string;
  image: File | null;
}

export function draftOf(banner: Banner | null): BannerDraft {
  return {
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    link: banner?.link ?? '',
    active: banner?.active ?? true,
    startsAt: toLocalInput(banner?.startsAt ?? null),
    endsAt: toLocalInput(banner?.endsAt ?? null),
    image: null,
  };
}

/** POST /admin/banners to add, PUT /admin/banners/{id} to edit, as a multipart form. */
export function saveBanner(
  draft: BannerDraft,
  bannerId: string | null,
  onProgress: (fraction: number) => void,
): Promise<BannerResponse> {
  const form = new FormData();
  form.append('title', draft.title);
  form.append('subtitle', draft.subtitle);
  form.append('link', draft.link);
  form.append('active', String(draft.active));
  form.append('startsAt', momentOf(draft.startsAt) ?? '');
  form.append('endsAt', momentOf(draft.endsAt) ?? '');
  if (draft.image) form.append('image', draft.image);
  return bannerId
    ? uploadWithProgress('PUT', `/admin/banners/${bannerId}`, form, onProgress)
    : uploadWithProgress('POST', '/admin/banners', form, onProgress);
}

export function deleteBanner(bannerId: string) {
  return api<{ message: string }>(`/admin/banners/${bannerId}`, { method: 'DELETE' });
}

/** PUT /admin/banners/order with the banner at `from` moved to `to`. */
export function moveBanner(banners: Banner[], from: number, to: number) {
  const ids = banners.map((banner) => banner.id);
  const [moved] = ids.splice(from, 1);
  if (moved) ids.splice(to, 0, moved);
  return api<BannerList>('/admin/banners/order', { method: 'PUT', body: { ids } });
}
