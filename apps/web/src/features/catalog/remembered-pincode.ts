const PINCODE_KEY = 'delivery-pincode';

/** The pincode the shopper last checked on this device, so every product page answers for it. */
export function readRememberedPincode(): string | null {
  try {
    return localStorage.getItem(PINCODE_KEY);
  } catch {
    return null;
  }
}

export function rememberPincode(pincode: string): void {
  try {
    localStorage.setItem(PINCODE_KEY, pincode);
  } catch {
    // A browser that keeps nothing (private mode, storage full) still answers this page.
  }
}
