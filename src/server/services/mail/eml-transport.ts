import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { type MailMessage, type MailTransport, toNodemailerMessage } from './transport';

/**
 * Without SMTP, mail is written as RFC 822 files `<outbox-id>.eml` into `dir` (zero-config
 * installations and tests). Written to a temporary name and renamed, so a file is always whole;
 * a resend of the same row replaces its file instead of adding one.
 */
export function createEmlTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'eml',
    async send(message: MailMessage) {
      const info = await builder.sendMail(toNodemailerMessage(message));
      const bytes = info.message;
      if (!Buffer.isBuffer(bytes)) throw new Error('The mail builder returned no message');
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const target = path.join(dir, `${message.id}.eml`);
      const temporary = path.join(dir, `.${message.id}.${randomBytes(4).toString('hex')}.tmp`);
      try {
        // Mails carry visitors' personal data: for the server's user only.
        await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    close() {
      builder.close();
    },
  };
}
