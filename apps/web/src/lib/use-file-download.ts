import { useState } from 'react';
import { errorMessage } from './api';
import { downloadFile, openFile } from './download';
import { toast } from './toast';

/**
 * A button's download of a file only a signed-in caller may read (an invoice, a credit note, an
 * orders CSV): `downloading` while it comes, and when the server refuses, its sentence (else
 * `failure`) as an error toast. `open` shows a PDF in a new tab instead, to print.
 */
export function useFileDownload(failure: string) {
  const [downloading, setDownloading] = useState(false);
  const fetching = async (get: () => Promise<void>) => {
    setDownloading(true);
    try {
      await get();
    } catch (error) {
      toast.error(errorMessage(error, failure));
    } finally {
      setDownloading(false);
    }
  };
  const download = (path: string, fallbackName: string) => fetching(() => downloadFile(path, fallbackName));
  const open = (path: string) => fetching(() => openFile(path));
  return { download, open, downloading };
}
