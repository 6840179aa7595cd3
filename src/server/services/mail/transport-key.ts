import path from 'node:path';
import { type Config, getConfig } from '../../platform/config';

type MailConfig = Pick<Config, 'SMTP_URL' | 'dataDir'>;

/**
 * Which mail transport a row is meant for: the SMTP server (scheme, user, host and port — never
 * the password, and a changed password is the same server), or the folder .eml files go to.
 * Instances sharing one database send only the rows whose key is their own.
 */
export function mailTransportKey(config: MailConfig): string {
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return `${url.protocol}//${user}${url.host}`;
  }
  return `eml:${path.resolve(config.dataDir, 'mail')}`;
}

/** This instance's key, written on every row it queues. */
export function ownMailTransportKey(): string {
  return mailTransportKey(getConfig());
}
