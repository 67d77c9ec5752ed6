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

/** The phone messages (SMS or WhatsApp, .sms.txt / .whatsapp.txt) in the app's outbox to this mobile. */
export function phoneMessagesTo(dataDir: string, channel: 'SMS' | 'WhatsApp', mobile: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith(`.${channel.toLowerCase()}.txt`));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((message) => message.includes(`\nTo: ${mobile}\n`));
}

/** Waits for the `count`-th SMS to this mobile and gives the 6-digit code in it. */
export function waitForSmsCode(dataDir: string, mobile: string, count = 1): Promise<string> {
  return vi.waitFor(() => {
    const message = phoneMessagesTo(dataDir, 'SMS', mobile)[count - 1];
    const code = message?.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code by SMS to ${mobile} yet`);
    return code;
  }, MAIL_WAIT);
}
