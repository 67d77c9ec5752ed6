import { useEffect, useRef, useState } from 'react';

export interface PickedFile {
  /** Stable key for lists: the browser's object URL, unique per pick. */
  previewUrl: string;
  file: File;
}

/**
 * Files chosen in a form but not yet sent, each with an object URL for its preview.
 * The URLs are released when a file is taken out and when the form closes.
 */
export function usePickedFiles() {
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const live = useRef(picked);
  live.current = picked;

  useEffect(() => () => releaseAll(live.current), []);

  return {
    picked,
    add(files: File[]) {
      const added = Array.from(files, (file) => ({ file, previewUrl: URL.createObjectURL(file) }));
      setPicked((current) => [...current, ...added]);
    },
    /** Keeps only the newest file: for single-file fields such as the company logo. */
    replace(file: File | undefined) {
      releaseAll(live.current);
      setPicked(file ? [{ file, previewUrl: URL.createObjectURL(file) }] : []);
    },
    remove(previewUrl: string) {
      URL.revokeObjectURL(previewUrl);
      setPicked((current) => current.filter((item) => item.previewUrl !== previewUrl));
    },
  };
}

function releaseAll(files: PickedFile[]) {
  for (const { previewUrl } of files) URL.revokeObjectURL(previewUrl);
}
