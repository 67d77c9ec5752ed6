import type { Banner } from '@vastra/contract/banners';
import { windowText } from '../components/window-text';

export type BannerStatus = 'Live' | 'Scheduled' | 'Ended' | 'Off';

type Window = Pick<Banner, 'active' | 'startsAt' | 'endsAt'>;

/** Where a banner stands for shoppers at `now`, by the rule GET /banners follows (docs/api.md §17). */
export function bannerStatus(banner: Window, now = new Date()): BannerStatus {
  if (!banner.active) return 'Off';
  if (banner.endsAt && new Date(banner.endsAt) <= now) return 'Ended';
  if (banner.startsAt && new Date(banner.startsAt) > now) return 'Scheduled';
  return 'Live';
}

// Made once: a formatter costs more to build than to use.
const moment = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "1 Dec 2026, 9:00 am – 8 Dec 2026, 9:00 pm", "From …", "Until …", or null when it has neither. */
export const bannerWindowText = (banner: Window) => windowText(banner.startsAt, banner.endsAt, moment);
