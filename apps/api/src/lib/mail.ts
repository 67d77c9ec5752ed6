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
  /** Files to attach, as base64 so that a message stays plain JSON on its way through the job queue. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** A message as nodemailer takes it. */
function toNodemailer(from: string, { attachments, ...message }: MailMessage) {
  return {
    from,
    ...message,
    attachments: attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.base64,
      encoding: 'base64',
    })),
  };
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
        await transport.sendMail(toNodemailer(options.from, message));
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
      const info = await transport.sendMail(toNodemailer(options.from, message));
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
