import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Banner } from '@vastra/contract/banners';
import { ArrowDown, ArrowUp, GalleryHorizontal } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api';
import { AdminListPage } from '../components/AdminListPage';
import { EditDeleteButtons } from '../components/EditDeleteButtons';
import { formStyles as f } from '../components/form-styles';
import { useErrorToast } from '../components/use-error-toast';
import { BannerFormModal } from './BannerFormModal';
import { BannerSummary } from './BannerSummary';
import { adminBannersQueryKey, deleteBanner, moveBanner, useAdminBanners } from './banner-api';

type FormState = { editing: Banner | null } | null;

/** The home page's banners, in the order they show: add, edit, move up or down, delete. */
export function BannersPage() {
  const queryClient = useQueryClient();
  const { data: banners = [], isPending, error } = useAdminBanners();
  useErrorToast(error, 'Failed to load banners.');
  const [form, setForm] = useState<FormState>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminBannersQueryKey });

  const move = useMutation({
    mutationFn: ({ from, to }: { from: number; to: number }) => moveBanner(banners, from, to),
    onSuccess: (list) => queryClient.setQueryData(adminBannersQueryKey, list),
    onError: (failure) => toast.error(errorMessage(failure, 'Failed to move the banner.')),
  });
  const remove = useMutation({
    mutationFn: (banner: Banner) => deleteBanner(banner.id),
    onSuccess: async () => {
      toast.success('Banner deleted.');
      await refresh();
    },
    onError: (failure) => toast.error(errorMessage(failure, 'Failed to delete the banner.')),
  });
  const busy = move.isPending || remove.isPending;

  return (
    <AdminListPage
      title="Banners"
      description="Pictures with a title that link to a page of the shop, shown on the home page in this order."
      add={{ label: 'Add Banner', onAdd: () => setForm({ editing: null }) }}
      dialog={form && <BannerFormModal editing={form.editing} onClose={() => setForm(null)} />}
    >
      {isPending ? (
        <p className="rounded-xl border border-neutral-200 bg-white p-6 text-sm text-neutral-600">
          Loading...
        </p>
      ) : banners.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-neutral-200 bg-white p-10 text-center text-sm text-neutral-600">
          <GalleryHorizontal className="size-8 text-neutral-400" aria-hidden />
          {error
            ? 'Banners could not be loaded.'
            : 'No banners yet. Add one to show an offer on the home page.'}
        </div>
      ) : (
        <ol aria-label="Banners" className="space-y-3">
          {banners.map((banner, index) => (
            <li
              key={banner.id}
              className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:flex-row sm:items-center sm:gap-4"
            >
              <img
                src={banner.image.srcset[0]?.url ?? banner.image.url}
                alt=""
                className="aspect-[16/9] w-full shrink-0 rounded-lg bg-neutral-100 object-cover sm:w-40"
              />
              <BannerSummary banner={banner} />
              <div className="flex items-center gap-1 self-end sm:self-center">
                <button
                  type="button"
                  className={f.iconButton}
                  aria-label={`Move ${banner.title} up`}
                  title="Move up"
                  disabled={busy || index === 0}
                  onClick={() => move.mutate({ from: index, to: index - 1 })}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={f.iconButton}
                  aria-label={`Move ${banner.title} down`}
                  title="Move down"
                  disabled={busy || index === banners.length - 1}
                  onClick={() => move.mutate({ from: index, to: index + 1 })}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </button>
                <EditDeleteButtons
                  itemName={banner.title}
                  onEdit={() => setForm({ editing: banner })}
                  onDelete={() => {
                    if (window.confirm(`Are you sure you want to delete the banner ${banner.title}?`))
                      remove.mutate(banner);
                  }}
                  deleteDisabled={busy}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </AdminListPage>
  );
}
