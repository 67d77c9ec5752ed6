import type { ReactNode } from 'react';

/** The card every auth screen sits in: a serif title, a line of help and the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="w-full max-w-md animate-rise rounded-2xl border border-neutral-200 bg-white p-8 shadow-sm sm:p-10">
      <h1 className="text-center font-display text-4xl font-semibold tracking-wide">{title}</h1>
      {subtitle && <p className="mt-2 text-center text-sm text-neutral-600">{subtitle}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
}

export const primaryButton =
  'flex h-12 w-full items-center justify-center rounded-full bg-neutral-900 px-8 text-sm font-semibold tracking-wider text-white transition hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-400';

export const textLink = 'font-medium text-neutral-900 underline-offset-4 hover:text-accent hover:underline';
