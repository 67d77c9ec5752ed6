import type { ErrorBody } from '@vastra/contract/common';
import { ApiError } from './api';
import { useAuthStore } from './auth-store';

type UploadMethod = 'POST' | 'PUT';

/**
 * Sends a multipart form to the API root and reports how much of it has gone up (0 to 1).
 * fetch cannot report upload progress, so this uses XMLHttpRequest; like api(), it attaches the
 * bearer token and throws ApiError with the server's sentence on a non-2xx answer.
 */
export function uploadWithProgress<T>(
  method: UploadMethod,
  path: string,
  formData: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    request.setRequestHeader('accept', 'application/json');
    const token = useAuthStore.getState().token;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const data = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(data as T);
        return;
      }
      const error = (data ?? {}) as Partial<ErrorBody>;
      reject(new ApiError(request.status, error.message ?? request.statusText, error.errors));
    };
    request.onerror = () => reject(new Error('The upload could not reach the server.'));
    request.onabort = () => reject(new Error('The upload was stopped.'));
    request.send(formData);
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
