import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail through SMTP_URL when it is set; otherwise each message is written as an .eml file in
 * DATA_DIR/outbox (and logged), so a fresh install can still read its one-time codes.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      // Written without blocking (an order's mail must not stall the requests after it); the folder
      // is made when it is missing: on the first message, or after someone removed it.
      const write = () => writeFile(file, info.message as Buffer);
      await write().catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(outbox, { recursive: true });
        await write();
      });
      options.log.info(
        { to: message.to, subject: message.subject, file },
        `mail written to the outbox:\n${message.text}`,
      );
    },
  };
}
