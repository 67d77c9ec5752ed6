import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

interface UploadSaveOptions {
  /** Sends the form, reporting the uploaded fraction as it goes. */
  send(onProgress: (fraction: number) => void): Promise<unknown>;
  onSuccess(): Promise<void>;
  onError(error: unknown): void;
}

/**
 * Saving a back office form that carries files: the progress bar shows from the moment the
 * shopper's files start going up and disappears again if the save fails.
 */
export function useUploadSave({ send, onSuccess, onError }: UploadSaveOptions) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: () => send(setProgress),
    onSuccess,
    onError: (error) => {
      setProgress(null);
      onError(error);
    },
  });
  return {
    /** From 0 to 1 while saving, null otherwise. */
    progress,
    busy: mutation.isPending,
    save() {
      setProgress(0);
      mutation.mutate();
    },
  };
}
