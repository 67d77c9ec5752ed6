import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/api';

export interface FormResult {
  tone: 'success' | 'error';
  message: string;
}

/**
 * The submit of an account page's form: the browser's own checks first, then `save`, whose answer
 * (the server's sentence) shows on the page, as does a failure's, else 'An unexpected error occurred.'
 * (docs/product.md §8). `check` may refuse with a sentence before anything is sent.
 */
export function useAccountForm(save: () => Promise<string>, check: () => string | null = () => null) {
  const [result, setResult] = useState<FormResult | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    const refusal = check();
    if (refusal) {
      setResult({ tone: 'error', message: refusal });
      return;
    }
    setResult(null);
    setBusy(true);
    try {
      setResult({ tone: 'success', message: await save() });
    } catch (failure) {
      setResult({ tone: 'error', message: errorMessage(failure, 'An unexpected error occurred.') });
    } finally {
      setBusy(false);
    }
  }

  return { result, busy, submit };
}
