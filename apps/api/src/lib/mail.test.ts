import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mail';

describe('the mailer without SMTP', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-mail-'));
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Shop <shop@example.in>',
      dataDir,
      log: pino({ level: 'silent' }),
    });
    await mailer.send({ to: 'asha@example.in', subject: 'Your code', text: 'Your code is 123456.' });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: asha@example.in');
    expect(eml).toContain('Subject: Your code');
    expect(eml).toContain('Your code is 123456.');
  });
});
