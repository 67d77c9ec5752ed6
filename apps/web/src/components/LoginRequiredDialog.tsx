import { LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLoginRequired } from '../lib/login-required';

/** The Login Required dialog of docs/product.md §2; OK goes to /login, which returns here after sign-in. */
export function LoginRequiredDialog() {
  const open = useLoginRequired((s) => s.open);
  const close = useLoginRequired((s) => s.close);
  const navigate = useNavigate();
  const location = useLocation();
  const okButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    okButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);

  if (!open) return null;
  const goToLogin = () => {
    close();
    navigate('/login', { state: { from: location } });
  };
  return (
    <div className="fixed inset-0 z-[90] flex items-end justify-center p-4 sm:items-center">
      <button
        type="button"
        aria-label="Close"
        tabIndex={-1}
        className="absolute inset-0 cursor-default bg-black/50 backdrop-blur-[2px]"
        onClick={close}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-required-title"
        aria-describedby="login-required-text"
        className="relative w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-2xl animate-rise"
      >
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-cream text-accent">
          <LogIn className="size-5" aria-hidden />
        </span>
        <h2 id="login-required-title" className="font-display text-2xl font-semibold">
          Login Required
        </h2>
        <p id="login-required-text" className="mt-2 text-sm text-neutral-600">
          Please go to the login page.
        </p>
        <button
          ref={okButton}
          type="button"
          onClick={goToLogin}
          className="mt-6 w-full rounded-full bg-neutral-900 py-3 text-sm font-semibold tracking-wide text-white hover:bg-neutral-800"
        >
          OK
        </button>
      </div>
    </div>
  );
}
