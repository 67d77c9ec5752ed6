import type { ToastOptions } from 'react-hot-toast';

type Toasts = typeof import('react-hot-toast');
let loading: Promise<Toasts> | undefined;

/** react-hot-toast, downloaded once when the first toast is due or the toaster mounts. */
export const loadToasts = () => {
  loading ??= import('react-hot-toast');
  return loading;
};

/**
 * The toasts of code that every storefront page loads (cart, wishlist, shop actions): the library
 * stays out of the first download, since nothing is said before the shopper does something.
 * Pages that load on demand (admin, checkout, sign-in) import react-hot-toast directly.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) =>
    void loadToasts().then((toasts) => toasts.toast.success(message, options)),
  error: (message: string, options?: ToastOptions) =>
    void loadToasts().then((toasts) => toasts.toast.error(message, options)),
};
