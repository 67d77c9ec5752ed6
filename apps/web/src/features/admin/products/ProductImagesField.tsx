import type { Image } from '@vastra/contract/catalogue';
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
  disabled: boolean;
}

/** The product's photos: those it has (each removable) and newly chosen ones with previews. */
export function ProductImagesField(props: ProductImagesFieldProps) {
  const { existing, removedIds, picked } = props;
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
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
          {existing.map((image, i) => (
            <MediaTile
              key={image.id}
              src={image.srcset[0]?.url ?? image.url}
              label={`image ${i + 1}`}
              markedForRemoval={removedIds.has(image.id)}
              onToggle={() => props.onToggleExisting(image.id)}
            />
          ))}
          {picked.map(({ file, previewUrl }) => (
            <MediaTile
              key={previewUrl}
              src={previewUrl}
              label={file.name}
              badge="New"
              onToggle={() => props.onRemovePicked(previewUrl)}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
