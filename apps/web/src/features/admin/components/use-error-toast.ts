import { useEffect } from 'react';
import toast from 'react-hot-toast';

/** Shows the screen's failure sentence once when a query fails (the toast id keeps retries from stacking). */
export function useErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast.error(message, { id: message });
  }, [error, message]);
}
