import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The mails to `email` in the server's outbox (no SMTP in journeys), newest first, as their text. */
function mailsTo(email: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = files
    .map((name) => path.join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((eml) => eml.includes(`To: ${email}`));
  // Quoted-printable's soft line breaks and escapes undone, so a long link reads whole.
  return mails.map((eml) =>
    eml
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

/** The newest one-time code mailed to `email`. */
export function latestCodeFor(email: string): string | undefined {
  return mailsTo(email)[0]?.match(/reset your password is (\d{6})/)?.[1];
}

/** The newest link under `path` (e.g. /staff/accept) mailed to `email`, as a path with its query. */
export function latestLinkFor(email: string, route: string): string | undefined {
  const escaped = route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return mailsTo(email)[0]?.match(new RegExp(`${escaped}\\?[^\\s]+`))?.[0];
}

/** The texts to this 10-digit mobile (`*.sms.txt` in the outbox), newest first. */
function smsTo(mobile: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.sms.txt'));
  } catch {
    return [];
  }
  return files
    .map((name) => path.join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => text.includes(`\nTo: ${mobile}\n`));
}

/** The newest 6-digit code texted to this 10-digit mobile. */
export function latestSmsCodeFor(mobile: string): string | undefined {
  return smsTo(mobile)
    .find((text) => /\b\d{6} is your Vastra code/.test(text))
    ?.match(/\b(\d{6}) is your Vastra code/)?.[1];
}

/** The newest link under `route` (e.g. /cod/) texted to this mobile, as a path. */
export function latestSmsLinkFor(mobile: string, route: string): string | undefined {
  const escaped = route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const text of smsTo(mobile)) {
    const link = text.match(new RegExp(`${escaped}[^\\s]+`))?.[0];
    if (link) return link;
  }
  return undefined;
}

/** The mails to `email` whose subject starts with `subject`, newest first, as their text. */
export function mailsAbout(email: string, subject: string): string[] {
  return mailsTo(email).filter((mail) => mail.includes(`Subject: ${subject}`));
}
