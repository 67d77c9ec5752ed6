import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest one-time code mailed to `email`, read from the server's outbox (no SMTP in journeys). */
export function latestCodeFor(email: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const mails = files
    .map((name) => path.join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((eml) => eml.includes(`To: ${email}`));
  return mails[0]?.match(/reset your password is (\d{6})/)?.[1];
}
