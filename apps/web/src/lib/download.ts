import { ApiError } from './api';
import { useAuthStore } from './auth-store';

/**
 * Downloads a file the API serves only to a signed-in caller (an invoice PDF, an orders CSV): a
 * plain link cannot send the bearer token, so the file is fetched and handed to the browser as a
 * download named as the server named it. A refusal throws ApiError with the server's sentence.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetchWithToken(path);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Opens a PDF only a signed-in caller may read (a label, a packing slip, a manifest) in a new tab, to
 * print. The tab is opened before the file is fetched: a browser lets a click open a window, not
 * the end of a request that followed it.
 */
export async function openFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetchWithToken(path);
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

async function fetchWithToken(path: string): Promise<Response> {
  const token = useAuthStore.getState().token;
  const response = await fetch(`/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? response.statusText);
  }
  return response;
}
