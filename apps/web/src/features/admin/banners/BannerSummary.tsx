import type { Banner } from '@vastra/contract/banners';
import { Badge, type BadgeTone } from '../components/Badge';
import { type BannerStatus, bannerStatus, bannerWindowText } from './banner-status';

const statusTones: Record<BannerStatus, BadgeTone> = {
  Live: 'green',
  Scheduled: 'blue',
  Ended: 'amber',
  Off: 'neutral',
};

/** A banner in the list: its title, where it stands for shoppers in words, its text, window and link. */
export function BannerSummary({ banner }: { banner: Banner }) {
  const status = bannerStatus(banner);
  const when = bannerWindowText(banner);
  return (
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-neutral-900">{banner.title}</span>
        <Badge tone={statusTones[status]}>{status}</Badge>
      </p>
      {banner.subtitle && <p className="mt-0.5 text-sm text-neutral-600">{banner.subtitle}</p>}
      {when && <p className="mt-1 text-xs text-neutral-600">{when}</p>}
      <p className="mt-1 font-mono text-xs break-all text-neutral-500">{banner.link}</p>
    </div>
  );
}
