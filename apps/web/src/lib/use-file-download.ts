import { useState } from 'react';
import { errorMessage } from './api';
import { downloadFile } from './download';
import { toast } from './toast';

/**
 * A button's download of a file only a signed-in caller may read (an invoice, a credit note, an
 * orders CSV): `downloading` while it comes, and when the server refuses, its sentence (else
 * `failure`) as an error toast.
 */
export function useFileDownload(failure: string) {
  const [downloading, setDownloading] = useState(false);
  const download = async (path: string, fallbackName: string) => {
    setDownloading(true);
    try {
      await downloadFile(path, fallbackName);
    } catch (error) {
      toast.error(errorMessage(error, failure));
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
