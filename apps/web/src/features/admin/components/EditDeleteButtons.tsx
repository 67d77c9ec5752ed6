import { Pencil, Trash2 } from 'lucide-react';
import { formStyles as f } from './form-styles';

/** A table row's Edit and Delete icon buttons, named after the row's item for screen readers. */
export function EditDeleteButtons({
  itemName,
  onEdit,
  onDelete,
  deleteDisabled = false,
  deleteTitle = 'Delete',
}: {
  itemName: string;
  onEdit(): void;
  onDelete(): void;
  deleteDisabled?: boolean;
  deleteTitle?: string;
}) {
  return (
    <>
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Edit ${itemName}`}
        title="Edit"
        className={f.iconButton}
      >
        <Pencil className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={deleteDisabled}
        aria-label={`Delete ${itemName}`}
        title={deleteTitle}
        className={f.dangerIconButton}
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </>
  );
}
