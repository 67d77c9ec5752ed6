import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';

/**
 * How long a test waits for mail: a queued job writes it after the answer, and on a loaded CI
 * machine that can take well over vitest's default second.
 */
export const MAIL_WAIT = { timeout: 10_000 };

/** The .eml files in the app's outbox that went to this address with this subject. */
export function mailsTo(dataDir: string, email: string, subject: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`) && mail.includes(`Subject: ${subject}`));
}

/** A mail's text with quoted-printable's soft line breaks and escapes undone. */
export function mailText(mail: string): string {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the mail to `email` with this subject, and gives its text. */
export function waitForMail(dataDir: string, email: string, subject: string): Promise<string> {
  return vi.waitFor(() => {
    const [found] = mailsTo(dataDir, email, subject);
    if (!found) throw new Error(`no mail "${subject}" to ${email} yet`);
    return mailText(found);
  }, MAIL_WAIT);
}
