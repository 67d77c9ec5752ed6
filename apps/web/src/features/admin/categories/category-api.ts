import type { SlideText } from '@vastra/contract/admin';
import type { Category } from '@vastra/contract/catalogue';
import type { SizeGuide } from '@vastra/contract/size-guide';
import { api } from '../../../lib/api';
import { uploadWithProgress } from '../../../lib/upload';

export interface CategoryDraft {
  name: string;
  description: string;
  /** '' for a top-level category. */
  parentId: string;
  media: File[];
  deletedUploadIds: string[];
  /** Slide text by upload id or by the index of a file in `media`. */
  mediaText: Record<string, SlideText>;
  /** The category's own size guide, null to remove it; left out, the category keeps the one it has. */
  sizeGuide?: SizeGuide | null;
}

/** POST /categories or PUT /categories/{id} as multipart (docs/api.md §3), reporting upload progress. */
export function saveCategory(
  draft: CategoryDraft,
  editingId: string | null,
  onProgress: (fraction: number) => void,
): Promise<Category> {
  const form = new FormData();
  form.append('name', draft.name.trim());
  form.append('description', draft.description.trim());
  form.append('parentId', draft.parentId);
  for (const file of draft.media) form.append('media', file);
  form.append('deletedUploadIds', JSON.stringify(draft.deletedUploadIds));
  if (Object.keys(draft.mediaText).length > 0) form.append('mediaText', JSON.stringify(draft.mediaText));
  if (draft.sizeGuide !== undefined) form.append('sizeGuide', JSON.stringify(draft.sizeGuide));
  return editingId
    ? uploadWithProgress<Category>('PUT', `/categories/${editingId}`, form, onProgress)
    : uploadWithProgress<Category>('POST', '/categories', form, onProgress);
}

export function deleteCategory(id: string) {
  return api<{ message: string }>(`/categories/${id}`, { method: 'DELETE' });
}
