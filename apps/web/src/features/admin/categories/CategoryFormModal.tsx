import { useQueryClient } from '@tanstack/react-query';
import type { Category } from '@vastra/contract/catalogue';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api';
import { categoriesQueryKey } from '../../../lib/category-tree';
import { pathLabel } from '../components/category-options';
import { FormModal } from '../components/FormModal';
import { formStyles as f } from '../components/form-styles';
import { UploadProgress } from '../components/UploadProgress';
import { usePickedFiles } from '../components/use-picked-files';
import { useToggleSet } from '../components/use-toggle-set';
import { useUploadSave } from '../components/use-upload-save';
import { CategoryMediaField } from './CategoryMediaField';
import { saveCategory } from './category-api';
import { mediaRuleError, parentChoices } from './category-rules';
import { SizeGuideField } from './SizeGuideField';
import { ownGuideDraft, sizeGuideDraftProblem, toSizeGuide } from './size-guide-draft';
import { useSlideTexts } from './slide-text';

interface CategoryFormModalProps {
  tree: Category[];
  /** The category being edited, or null to create one. */
  editing: Category | null;
  /** Where a new category goes: '' for the top level. */
  initialParentId: string;
  onClose(): void;
}

/** Create or edit a category: name, description, parent, its images and videos, and its size guide. */
export function CategoryFormModal({ tree, editing, initialParentId, onClose }: CategoryFormModalProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [parentId, setParentId] = useState(editing ? (editing.parentId ?? '') : initialParentId);
  const [removedIds, toggleExisting] = useToggleSet();
  const media = usePickedFiles();
  const [problem, setProblem] = useState<string | null>(null);
  const existing = editing?.uploads ?? [];
  const slideTexts = useSlideTexts(existing);
  const [sizeGuide, setSizeGuide] = useState(() => ownGuideDraft(editing));
  // Sent only once edited: an untouched form leaves the guide as it is.
  const [sizeGuideEdited, setSizeGuideEdited] = useState(false);

  const { progress, busy, save } = useUploadSave({
    send: (onProgress) =>
      saveCategory(
        {
          name,
          description,
          parentId,
          media: media.picked.map(({ file }) => file),
          deletedUploadIds: [...removedIds],
          mediaText: slideTexts.mediaText(
            existing.filter((upload) => !removedIds.has(upload.id)).map((upload) => upload.id),
            media.picked,
          ),
          sizeGuide: sizeGuideEdited ? sizeGuide && toSizeGuide(sizeGuide) : undefined,
        },
        editing?.id ?? null,
        onProgress,
      ),
    onSuccess: async () => {
      toast.success(editing ? 'Category updated successfully!' : 'Category created successfully!');
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
      onClose();
    },
    onError: (error) => {
      toast.error('Operation failed. Please try again.');
      // The toast is docs/product.md §8's sentence; the server's reason (say, a name already in use) stays
      // beside the form.
      setProblem(error instanceof ApiError && error.status < 500 ? error.message : null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Category name is required.');
      return;
    }
    const kept = existing.filter((upload) => !removedIds.has(upload.id)).length;
    const formProblem =
      mediaRuleError(parentId, kept, media.picked.length) ??
      (sizeGuideEdited && sizeGuide ? sizeGuideDraftProblem(sizeGuide) : null);
    setProblem(formProblem);
    if (formProblem) return;
    save();
  };

  return (
    <FormModal
      title={editing ? 'Edit Category' : 'Add Category'}
      formId={formId}
      busy={busy}
      submitLabel={editing ? 'Save Changes' : 'Create Category'}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-5">
        <div>
          <label htmlFor={`${formId}-name`} className={f.label}>
            Name <span className="text-red-600">*</span>
          </label>
          <input
            id={`${formId}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            maxLength={100}
            className={f.input}
            placeholder="e.g. Kurtas"
          />
        </div>
        <div>
          <label htmlFor={`${formId}-description`} className={f.label}>
            Description
          </label>
          <textarea
            id={`${formId}-description`}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            rows={3}
            maxLength={2000}
            className={f.input}
          />
        </div>
        <div>
          <label htmlFor={`${formId}-parent`} className={f.label}>
            Parent category
          </label>
          <select
            id={`${formId}-parent`}
            value={parentId}
            onChange={(event) => setParentId(event.target.value)}
            className={f.input}
          >
            <option value="">Top level (no parent)</option>
            {parentChoices(tree, editing).map((choice) => (
              <option key={choice.category.id} value={choice.category.id} disabled={!!choice.blockedBecause}>
                {pathLabel(choice)}
                {choice.blockedBecause ? ` (${choice.blockedBecause})` : ''}
              </option>
            ))}
          </select>
        </div>
        <CategoryMediaField
          existing={existing}
          removedIds={removedIds}
          onToggleExisting={toggleExisting}
          picked={media.picked}
          onPick={media.add}
          onRemovePicked={media.remove}
          topLevel={parentId === ''}
          disabled={busy}
          textOf={slideTexts.textOf}
          onTextChange={slideTexts.setText}
        />
        <SizeGuideField
          tree={tree}
          parentId={parentId}
          value={sizeGuide}
          onChange={(next) => {
            setSizeGuide(next);
            setSizeGuideEdited(true);
          }}
          disabled={busy}
        />
        {progress !== null && <UploadProgress fraction={progress} />}
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {problem}
          </p>
        )}
      </form>
    </FormModal>
  );
}
