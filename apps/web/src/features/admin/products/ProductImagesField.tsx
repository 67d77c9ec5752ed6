import type { Image } from '@vastra/contract/catalogue';
import { useId } from 'react';
import { FilePicker } from '../components/FilePicker';
import { MediaTile } from '../components/MediaTile';
import type { PickedFile } from '../components/use-picked-files';

interface ProductImagesFieldProps {
  existing: Image[];
  removedIds: Set<string>;
  onToggleExisting(id: string): void;
  picked: PickedFile[];
  onPick(files: File[]): void;
  onRemovePicked(previewUrl: string): void;
  /** The colours a photo can show: the distinct colours of the form's variants. */
  colourChoices: string[];
  /** A photo's colour (existing images by id, new files by preview URL); null for all colours. */
  colourOf(key: string): string | null;
  onColourChange(key: string, colour: string | null): void;
  disabled: boolean;
}

/**
 * The product's photos: those it has (each removable) and newly chosen ones with previews, each with
 * the colour it shows, so the cart and wishlist can lead with the photo of the colour chosen.
 */
export function ProductImagesField(props: ProductImagesFieldProps) {
  const { existing, removedIds, picked } = props;
  const colourSelect = (key: string, label: string, disabled = false) => (
    <PhotoColourSelect
      label={label}
      value={props.colourOf(key)}
      choices={props.colourChoices}
      onChange={(colour) => props.onColourChange(key, colour)}
      disabled={props.disabled || disabled}
    />
  );
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">Images</legend>
      <FilePicker
        label="Click to upload images"
        hint="PNG, JPG or JPEG (MAX. 5MB each)"
        accept="image/*"
        multiple
        disabled={props.disabled}
        onPick={props.onPick}
      />
      {(existing.length > 0 || picked.length > 0) && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {existing.map((image, i) => (
            <MediaTile
              key={image.id}
              src={image.srcset[0]?.url ?? image.url}
              label={`image ${i + 1}`}
              markedForRemoval={removedIds.has(image.id)}
              onToggle={() => props.onToggleExisting(image.id)}
            >
              {colourSelect(image.id, `image ${i + 1}`, removedIds.has(image.id))}
            </MediaTile>
          ))}
          {picked.map(({ file, previewUrl }) => (
            <MediaTile
              key={previewUrl}
              src={previewUrl}
              label={file.name}
              badge="New"
              onToggle={() => props.onRemovePicked(previewUrl)}
            >
              {colourSelect(previewUrl, file.name)}
            </MediaTile>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

interface PhotoColourSelectProps {
  label: string;
  value: string | null;
  choices: string[];
  onChange(colour: string | null): void;
  disabled: boolean;
}

/** Which colour a photo shows: 'All colours' or one of the variants' colours. */
function PhotoColourSelect({ label, value, choices, onChange, disabled }: PhotoColourSelectProps) {
  const id = useId();
  return (
    <div className="mt-1.5">
      <label htmlFor={id} className="mb-0.5 block text-xs font-medium text-neutral-600">
        Colour<span className="sr-only"> of {label}</span>
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        disabled={disabled}
        className="block min-h-8 w-full min-w-0 truncate rounded-md border border-neutral-300 bg-white px-2 py-1 text-xs text-neutral-800 outline-none focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10 disabled:bg-neutral-100"
      >
        <option value="">All colours</option>
        {choices.map((colour) => (
          <option key={colour} value={colour}>
            {colour}
          </option>
        ))}
      </select>
    </div>
  );
}
