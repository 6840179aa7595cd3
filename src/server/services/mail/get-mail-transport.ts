import path from 'node:path';
import type { Config } from '../../platform/config';
import { createEmlTransport } from './eml-transport';
import { createSmtpTransport } from './smtp-transport';
import type { MailTransport } from './transport';

/** SMTP when SMTP_URL is set, else .eml files under $DATA_DIR/mail. */
export function createMailTransport(config: Pick<Config, 'SMTP_URL' | 'dataDir'>): MailTransport {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createEmlTransport(path.join(config.dataDir, 'mail'));
}
