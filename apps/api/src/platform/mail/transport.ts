import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with a message: its bytes inline (base64 when they travel through a job), or a path on disk. */
export type MailAttachment = {
  filename: string;
  contentType?: string;
} & ({ content: string; encoding?: 'base64' | 'utf8' } | { path: string });

export type MailMessage = {
  to: string;
  /** A sender other than the install's (its display name; the address stays the install's so SPF passes). */
  from?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Set by the mail job from the message's id. */
  messageId?: string;
};
export type MailTransport = { deliver: (message: MailMessage) => Promise<void>; close: () => void };

export const MAIL_ADDRESS = 'no-reply@repute.local';
export const MAIL_FROM = `Repute <${MAIL_ADDRESS}>`;

/** SMTP when SMTP_URL is set; otherwise each message is written to <dataDir>/outbox as an .eml file. */
export function createMailTransport(smtpUrl: string | undefined, dataDir: string): MailTransport {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      deliver: async (message) => {
        await transport.sendMail({ from: MAIL_FROM, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    deliver: async (message) => {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
