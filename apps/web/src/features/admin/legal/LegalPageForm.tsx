import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Spinner } from '../../../components/Spinner';
import { formStyles as f } from '../components/form-styles';
import { type LegalPageDraft, saveLegalPage } from './legal-api';

const LegalEditor = lazy(() => import('./LegalEditor').then((module) => ({ default: module.LegalEditor })));

/**
 * One legal page's Title and Content. Edits change only this local copy until saved; after a save
 * the copy is replaced by the page the server returns (sanitised).
 */
export function LegalPageForm({ page }: { page: LegalPageDraft }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(page);

  const save = useMutation({
    mutationFn: () => saveLegalPage(draft),
    onSuccess: (saved) => {
      const copy = { title: saved.title, slug: saved.slug, content: saved.content };
      setDraft(copy);
      queryClient.setQueryData(['admin', 'legal-page', saved.slug], copy);
      // The shop's /legal/{slug} viewer caches under this key.
      void queryClient.invalidateQueries({ queryKey: ['legal-page', saved.slug] });
      toast.success('Page saved successfully!');
    },
    onError: () => toast.error('Failed to save page.'),
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      className="space-y-5"
    >
      <div>
        <label htmlFor={`${id}-title`} className={f.label}>
          Title
        </label>
        <input
          id={`${id}-title`}
          value={draft.title}
          onChange={(event) => setDraft((current) => ({ ...current, title: event.target.value }))}
          maxLength={200}
          className={f.input}
        />
      </div>
      <div>
        <span id={`${id}-content`} className={f.label}>
          Content
        </span>
        <Suspense
          fallback={
            <div className="flex min-h-[345px] items-center justify-center rounded-lg border border-neutral-300">
              <Spinner />
            </div>
          }
        >
          <LegalEditor
            content={draft.content}
            onChange={(content) => setDraft((current) => ({ ...current, content }))}
            labelledBy={`${id}-content`}
          />
        </Suspense>
      </div>
      <div className="flex justify-end">
        <button type="submit" disabled={save.isPending} className={f.primaryButton}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
