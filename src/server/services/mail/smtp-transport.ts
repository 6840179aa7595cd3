import nodemailer from 'nodemailer';
import { type MailMessage, type MailTransport, toNodemailerMessage } from './transport';

/**
 * SMTP through nodemailer. Short connection and greeting timeouts: a dead server must fail fast so
 * the worker reschedules the row instead of hanging on it.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transporter.sendMail(toNodemailerMessage(message));
    },
    close() {
      transporter.close();
    },
  };
}
