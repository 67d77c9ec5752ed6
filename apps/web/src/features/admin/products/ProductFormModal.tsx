import { useQueryClient } from '@tanstack/react-query';
import type { Category, Product, ProductStatus } from '@vastra/contract/catalogue';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api';
import { categoriesQueryKey } from '../../../lib/category-tree';
import { pathLabel } from '../components/category-options';
import { FormModal } from '../components/FormModal';
import { formStyles as f } from '../components/form-styles';
import { UploadProgress } from '../components/UploadProgress';
import { usePickedFiles } from '../components/use-picked-files';
import { useToggleSet } from '../components/use-toggle-set';
import { useUploadSave } from '../components/use-upload-save';
import { categoryChoiceError, finalCategories } from './final-categories';
import { ProductImagesField } from './ProductImagesField';
import { colourChoices, imageColorsOf, shownColour, usePhotoColours } from './photo-colours';
import { adminProductsQueryKey, saveProduct } from './product-api';
import {
  blankProduct,
  draftFromProduct,
  type ProductDraft,
  productFormData,
  taxProblems,
} from './product-draft';
import { VariantFields } from './VariantFields';

interface ProductFormModalProps {
  categories: Category[];
  /** The product being edited, or null to add one. */
  editing: Product | null;
  onClose(): void;
}

/**
 * The form's two ways to save: the main one, as docs/product.md §2 has it (a new product goes on sale
 * at once, a saved one keeps its status), and beside it "Save as draft". A draft's main save publishes it.
 */
function saveChoices(editing: Product | null) {
  if (editing?.status === 'DRAFT') {
    return {
      main: { label: 'Publish', status: 'ACTIVE', toast: 'Product published.' },
      alternative: { label: 'Save draft', status: 'DRAFT', toast: 'Draft saved.' },
    } as const;
  }
  return {
    main: {
      label: editing ? 'Update Product' : 'Add Product',
      status: undefined,
      toast: editing ? 'Product updated successfully!' : 'Product created successfully!',
    },
    alternative: {
      label: 'Save as draft',
      status: 'DRAFT',
      toast: 'Saved as a draft: shoppers do not see it yet.',
    },
  } as const;
}

/** 'Add New Product' and 'Edit Product' share this form (docs/product.md §2). */
export function ProductFormModal({ categories, editing, onClose }: ProductFormModalProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProductDraft>(() =>
    editing ? draftFromProduct(editing) : blankProduct(),
  );
  const [removedImageIds, toggleImage] = useToggleSet();
  const images = usePickedFiles();
  const [photoColours, choosePhotoColour] = usePhotoColours(editing?.images ?? []);
  const colours = colourChoices(draft.variants);
  const keptImageIds = (editing?.images ?? [])
    .map((image) => image.id)
    .filter((id) => !removedImageIds.has(id));
  const [categoryProblem, setCategoryProblem] = useState<string | null>(null);
  const [taxProblem, setTaxProblem] = useState<ReturnType<typeof taxProblems>>({});
  const change = (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const choices = saveChoices(editing);
  // Which button sent the form: the status it asks for and the toast it ends with.
  const alternativeAsked = useRef(false);
  const chosen = useRef<{ status?: ProductStatus; toast: string }>(choices.main);
  const formRef = useRef<HTMLFormElement>(null);

  const { progress, busy, save } = useUploadSave({
    send: (onProgress) =>
      saveProduct(
        productFormData(
          draft,
          images.picked.map(({ file }) => file),
          [...removedImageIds],
          imageColorsOf(
            photoColours,
            { keptImageIds, newFileKeys: images.picked.map(({ previewUrl }) => previewUrl) },
            colours,
          ),
          chosen.current.status,
        ),
        editing?.id ?? null,
        onProgress,
      ),
    onSuccess: async () => {
      toast.success(chosen.current.toast);
      // Product counts in the category tree change with the catalogue.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
      ]);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error, 'An error occurred.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The main button is the form's own submit; the alternative asks for the form to be sent.
    chosen.current = alternativeAsked.current ? choices.alternative : choices.main;
    alternativeAsked.current = false;
    const problem = categoryChoiceError(categories, draft.categoryId);
    const tax = taxProblems(draft);
    setCategoryProblem(problem);
    setTaxProblem(tax);
    if (problem || tax.hsnCode || tax.gstRate) return;
    save();
  };

  return (
    <FormModal
      title={editing ? 'Edit Product' : 'Add New Product'}
      size="xl"
      formId={formId}
      busy={busy}
      submitLabel={choices.main.label}
      alternative={{
        label: choices.alternative.label,
        onSubmit: () => {
          alternativeAsked.current = true;
          formRef.current?.requestSubmit();
          alternativeAsked.current = false;
        },
      }}
      onClose={onClose}
      footerStart={
        progress !== null && (
          <div className="mr-auto w-full sm:w-64">
            <UploadProgress fraction={progress} />
          </div>
        )
      }
    >
      <form ref={formRef} id={formId} onSubmit={submit} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${formId}-name`} className={f.label}>
              Product name <span className="text-red-600">*</span>
            </label>
            <input
              id={`${formId}-name`}
              value={draft.productName}
              onChange={(event) => change({ productName: event.target.value })}
              required
              maxLength={200}
              disabled={busy}
              className={f.input}
            />
          </div>
          <div>
            <label htmlFor={`${formId}-category`} className={f.label}>
              Category <span className="text-red-600">*</span>
            </label>
            <select
              id={`${formId}-category`}
              value={draft.categoryId}
              onChange={(event) => {
                change({ categoryId: event.target.value });
                setCategoryProblem(null);
              }}
              disabled={busy}
              aria-invalid={!!categoryProblem}
              aria-describedby={`${formId}-category-help`}
              className={f.input}
            >
              <option value="">Select a final category</option>
              {finalCategories(categories).map((option) => (
                <option key={option.category.id} value={option.category.id}>
                  {pathLabel(option)}
                </option>
              ))}
            </select>
            <p
              id={`${formId}-category-help`}
              role={categoryProblem ? 'alert' : undefined}
              className={categoryProblem ? f.error : f.hint}
            >
              {categoryProblem ?? 'Products go in final categories, the ones without subcategories.'}
            </p>
          </div>
        </div>
        <div>
          <label htmlFor={`${formId}-description`} className={f.label}>
            Description
          </label>
          <textarea
            id={`${formId}-description`}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
            rows={3}
            maxLength={5000}
            disabled={busy}
            className={f.input}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${formId}-hsn`} className={f.label}>
              HSN code
            </label>
            <input
              id={`${formId}-hsn`}
              value={draft.hsnCode}
              onChange={(event) => {
                change({ hsnCode: event.target.value });
                setTaxProblem((current) => ({ ...current, hsnCode: undefined }));
              }}
              inputMode="numeric"
              maxLength={8}
              placeholder="6205"
              disabled={busy}
              aria-invalid={!!taxProblem.hsnCode}
              aria-describedby={`${formId}-hsn-help`}
              className={f.input}
            />
            <p id={`${formId}-hsn-help`} className={taxProblem.hsnCode ? f.error : f.hint}>
              {taxProblem.hsnCode ?? 'Printed on tax invoices: 4 to 8 digits.'}
            </p>
          </div>
          <div>
            <label htmlFor={`${formId}-gst`} className={f.label}>
              GST rate (%)
            </label>
            <input
              id={`${formId}-gst`}
              value={draft.gstRate}
              onChange={(event) => {
                change({ gstRate: event.target.value });
                setTaxProblem((current) => ({ ...current, gstRate: undefined }));
              }}
              inputMode="decimal"
              placeholder="Apparel slab"
              disabled={busy}
              aria-invalid={!!taxProblem.gstRate}
              aria-describedby={`${formId}-gst-help`}
              className={f.input}
            />
            <p id={`${formId}-gst-help`} className={taxProblem.gstRate ? f.error : f.hint}>
              {taxProblem.gstRate ??
                'Included in the prices. Blank: the apparel slab set under Company Details.'}
            </p>
          </div>
        </div>
        <VariantFields
          variants={draft.variants}
          onChange={(variants) => change({ variants })}
          disabled={busy}
        />
        <ProductImagesField
          existing={editing?.images ?? []}
          removedIds={removedImageIds}
          onToggleExisting={toggleImage}
          picked={images.picked}
          onPick={images.add}
          onRemovePicked={images.remove}
          colourChoices={colours}
          colourOf={(key) => shownColour(photoColours[key], colours)}
          onColourChange={choosePhotoColour}
          disabled={busy}
        />
      </form>
    </FormModal>
  );
}
