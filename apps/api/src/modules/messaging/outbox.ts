import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Writes one phone message as a text file in DATA_DIR/outbox, beside the mail (lib/mail.ts), so a
 * shop without an SMS or WhatsApp account can still read its sign-in codes. Headers first, then a
 * blank line and the text, as a mail file reads.
 */
export async function writeToOutbox(
  dataDir: string,
  log: FastifyBaseLogger,
  message: { channel: 'SMS' | 'WhatsApp'; to: string; name: string; text: string },
): Promise<void> {
  const outbox = path.join(dataDir, 'outbox');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.${message.channel.toLowerCase()}.txt`);
  const content = [
    `Channel: ${message.channel}`,
    `To: ${message.to}`,
    `Message: ${message.name}`,
    `Date: ${new Date().toUTCString()}`,
    '',
    message.text,
    '',
  ].join('\n');
  const write = () => writeFile(file, content);
  await write().catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    await mkdir(outbox, { recursive: true });
    await write();
  });
  log.info({ to: message.to, message: message.name, file }, `${message.channel} written to the outbox`);
}
