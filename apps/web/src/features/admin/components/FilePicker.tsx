import { UploadCloud } from 'lucide-react';
import { useId } from 'react';

interface FilePickerProps {
  label: string;
  accept: string;
  hint: string;
  multiple?: boolean;
  disabled?: boolean;
  onPick(files: File[]): void;
}

/** A drop zone styled file input; picking the same file twice still fires, since the input is cleared. */
export function FilePicker({ label, accept, hint, multiple, disabled, onPick }: FilePickerProps) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-neutral-300 bg-neutral-50 px-4 py-6 text-center transition hover:border-neutral-500 hover:bg-neutral-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
      >
        <UploadCloud className="size-6 text-neutral-500" aria-hidden />
        <span className="text-sm font-medium text-neutral-800">{label}</span>
        <span className="text-xs text-neutral-500">{hint}</span>
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onPick(files);
          }}
        />
      </label>
    </div>
  );
}
