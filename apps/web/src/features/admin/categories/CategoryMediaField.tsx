import type { Upload } from '@vastra/contract/catalogue';
import { FilePicker } from '../components/FilePicker';
import { MediaTile } from '../components/MediaTile';
import type { PickedFile } from '../components/use-picked-files';
import { MIN_TOP_LEVEL_MEDIA } from './category-rules';
import { SlideTextFields } from './SlideTextFields';
import type { SlideTextDraft } from './slide-text';

interface CategoryMediaFieldProps {
  existing: Upload[];
  removedIds: Set<string>;
  onToggleExisting(id: string): void;
  picked: PickedFile[];
  onPick(files: File[]): void;
  onRemovePicked(previewUrl: string): void;
  topLevel: boolean;
  disabled: boolean;
  /** Slide text by upload id, or by preview URL for new files: typed for top-level categories. */
  textOf(key: string): SlideTextDraft;
  onTextChange(key: string, text: SlideTextDraft): void;
}

/** The category's images and videos: uploads it keeps, uploads marked for removal, and new files. */
export function CategoryMediaField(props: CategoryMediaFieldProps) {
  const { existing, removedIds, picked, topLevel } = props;
  // A top-level category's media are its slideshow, each slide with a headline and offer over it.
  const slideText = (key: string, label: string) =>
    topLevel && (
      <SlideTextFields
        label={label}
        value={props.textOf(key)}
        onChange={(text) => props.onTextChange(key, text)}
        disabled={props.disabled}
      />
    );
  const count = existing.filter((upload) => !removedIds.has(upload.id)).length + picked.length;
  return (
    <fieldset>
      <legend className="mb-1.5 flex w-full items-center justify-between text-sm font-medium text-neutral-800">
        <span>Images and videos</span>
        <span
          className={`text-xs font-normal ${topLevel && count < MIN_TOP_LEVEL_MEDIA ? 'text-amber-700' : 'text-neutral-500'}`}
        >
          {topLevel
            ? `${count} of at least ${MIN_TOP_LEVEL_MEDIA}`
            : `${count} ${count === 1 ? 'file' : 'files'} (optional)`}
        </span>
      </legend>
      <FilePicker
        label="Choose images or videos"
        hint={
          topLevel ? 'A top-level category shows at least 5 in its slideshow' : 'Optional for subcategories'
        }
        accept="image/*,video/*"
        multiple
        disabled={props.disabled}
        onPick={props.onPick}
      />
      {(existing.length > 0 || picked.length > 0) && (
        <ul
          className={`mt-3 grid ${topLevel ? 'grid-cols-2 gap-3 sm:grid-cols-3' : 'grid-cols-3 gap-2 sm:grid-cols-5'}`}
        >
          {existing.map((upload, i) => (
            <MediaTile
              key={upload.id}
              src={upload.url}
              video={upload.fileType === 'VIDEO'}
              label={`media ${i + 1}`}
              markedForRemoval={removedIds.has(upload.id)}
              onToggle={() => props.onToggleExisting(upload.id)}
            >
              {slideText(upload.id, `media ${i + 1}`)}
            </MediaTile>
          ))}
          {picked.map(({ file, previewUrl }) => (
            <MediaTile
              key={previewUrl}
              src={previewUrl}
              video={file.type.startsWith('video/')}
              label={file.name}
              badge="New"
              onToggle={() => props.onRemovePicked(previewUrl)}
            >
              {slideText(previewUrl, file.name)}
            </MediaTile>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
