import { useQueryClient } from '@tanstack/react-query';
import {
  BANNER_ENDS_AFTER_START,
  BANNER_IMAGE_REQUIRED,
  BANNER_LINK_INSIDE_SHOP,
  BANNER_TITLE_REQUIRED,
  type Banner,
  isShopPath,
} from '@vastra/contract/banners';
import { endsByStart } from '@vastra/contract/common';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api';
import { FilePicker } from '../components/FilePicker';
import { FormModal } from '../components/FormModal';
import { formStyles as f } from '../components/form-styles';
import { momentOf } from '../components/local-moment';
import { UploadProgress } from '../components/UploadProgress';
import { useUploadSave } from '../components/use-upload-save';
import { adminBannersQueryKey, type BannerDraft, draftOf, saveBanner } from './banner-api';

type Field = 'title' | 'subtitle' | 'link' | 'startsAt' | 'endsAt' | 'image';

/** The rules the server checks again, so a slip shows beside its field before anything is sent. */
function draftErrors(draft: BannerDraft, adding: boolean): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!draft.title.trim()) errors.title = BANNER_TITLE_REQUIRED;
  if (!isShopPath(draft.link.trim())) errors.link = BANNER_LINK_INSIDE_SHOP;
  if (endsByStart(momentOf(draft.startsAt), momentOf(draft.endsAt))) errors.endsAt = BANNER_ENDS_AFTER_START;
  if (adding && !draft.image) errors.image = BANNER_IMAGE_REQUIRED;
  return errors;
}

/** Add or edit a banner: picture, title, subtitle, the shop page it opens, whether and when it shows. */
export function BannerFormModal({ editing, onClose }: { editing: Banner | null; onClose(): void }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BannerDraft>(() => draftOf(editing));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof BannerDraft>(field: K, value: BannerDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const preview = useMemo(() => (draft.image ? URL.createObjectURL(draft.image) : null), [draft.image]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const { progress, busy, save } = useUploadSave({
    send: (onProgress) => saveBanner(draft, editing?.id ?? null, onProgress),
    onSuccess: async () => {
      toast.success(editing ? 'Banner saved.' : 'Banner added.');
      await queryClient.invalidateQueries({ queryKey: adminBannersQueryKey });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status < 500) {
        setErrors(error.errors ?? {});
        setProblem(error.errors ? null : error.message);
      } else {
        setProblem('The banner could not be saved. Please try again.');
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft, editing === null);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length === 0) save();
  };

  const field = (name: Field, label: string, input: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`${formId}-${name}`} className={f.label}>
        {label}
      </label>
      {input}
      {errors[name] ? (
        <p id={`${formId}-${name}-error`} className={f.error}>
          {errors[name]}
        </p>
      ) : (
        hint && <p className={f.hint}>{hint}</p>
      )}
    </div>
  );
  const textInput = (name: Exclude<Field, 'image'>, props: object = {}) => (
    <input
      id={`${formId}-${name}`}
      value={draft[name]}
      onChange={(event) => set(name, event.target.value)}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? `${formId}-${name}-error` : undefined}
      className={f.input}
      {...props}
    />
  );
  const shownPicture = preview ?? editing?.image.url;

  return (
    <FormModal
      title={editing ? 'Edit Banner' : 'Add Banner'}
      formId={formId}
      busy={busy}
      submitLabel={editing ? 'Save Changes' : 'Add Banner'}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-5">
        <div>
          <p className={f.label}>Picture</p>
          {shownPicture && (
            <img
              src={shownPicture}
              alt="What the banner shows"
              className="mb-3 aspect-[16/9] w-full rounded-lg bg-neutral-100 object-cover"
            />
          )}
          <FilePicker
            label={shownPicture ? 'Choose another picture' : 'Choose a picture'}
            accept="image/*"
            hint="PNG, JPG or JPEG (MAX. 5MB). Wide pictures work best; the words are written over it."
            disabled={busy}
            onPick={([file]) => set('image', file ?? null)}
          />
          {errors.image && (
            <p id={`${formId}-image-error`} className={f.error}>
              {errors.image}
            </p>
          )}
        </div>
        {field('title', 'Title', textInput('title', { maxLength: 80, placeholder: 'e.g. Festive Edit' }))}
        {field(
          'subtitle',
          'Subtitle (optional)',
          textInput('subtitle', { maxLength: 140, placeholder: 'e.g. Kurtas and sarees, up to 40% off' }),
        )}
        {field(
          'link',
          'Link',
          textInput('link', { placeholder: '/products/women', autoCapitalize: 'none', spellCheck: false }),
          'A page of this shop, such as /products/women or /search?q=kurta.',
        )}
        <label className="flex min-h-6 items-center gap-2 text-sm text-neutral-800">
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(event) => set('active', event.target.checked)}
            className="size-4"
          />
          Show on the home page
        </label>
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">When it shows</legend>
          {field('startsAt', 'Starts', textInput('startsAt', { type: 'datetime-local' }), 'Empty: at once.')}
          {field(
            'endsAt',
            'Ends',
            textInput('endsAt', { type: 'datetime-local' }),
            'Empty: until it is switched off.',
          )}
        </fieldset>
        {problem && (
          <p role="alert" className={f.error}>
            {problem}
          </p>
        )}
        {progress !== null && <UploadProgress fraction={progress} />}
      </form>
    </FormModal>
  );
}
