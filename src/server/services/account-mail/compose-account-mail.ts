import type { OutboxMailPayload } from '../../db/schema';
import type { MemberRole } from '../../db/schema';
import { getTranslator } from '../../../shared/i18n/catalogues';
import type { EditorLocale } from '../../../shared/i18n/config';
import { singleLineHeader } from '../mail/transport';

/** The mails a person gets about their own account or a site they are invited to. */
export const ACCOUNT_MAIL_KINDS = ['verifyEmail', 'resetPassword', 'changeEmail', 'invitation', 'platformInvitation', 'siteOwnerNotice'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

export type AccountMail = {
  kind: AccountMailKind;
  to: string;
  /** The recipient's editor language (their preference, else the language of the screen they used). */
  locale: EditorLocale;
  /** The one link of the mail (verification, reset, acceptance): absolute, single use. */
  url: string;
  /** The recipient's name when known (a new address or an invitee has none yet). */
  name?: string | null;
  /** How the platform calls itself in mails (its host, else the site's name). */
  platform: string;
  /** Invitations only: the site, who invites, and the role offered. */
  site?: string;
  inviter?: string;
  role?: MemberRole;
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * Subject, plain text and HTML of an account mail, from the `editorAccountMail` catalogue. Every
 * value from data (names, site names) is escaped in the HTML part and kept on one line in headers;
 * the link is the only link, written out in the text part too.
 */
export function composeAccountMail(mail: AccountMail): OutboxMailPayload {
  const t = getTranslator(mail.locale, 'editorAccountMail');
  const values = {
    platform: singleLineHeader(mail.platform),
    site: singleLineHeader(mail.site ?? ''),
    inviter: singleLineHeader(mail.inviter ?? ''),
    role: mail.role ? t(`roles.${mail.role}`) : '',
  };
  const subject = t(`${mail.kind}.subject`, values);
  const greeting = mail.name ? t('greeting', { name: singleLineHeader(mail.name) }) : t('greetingNoName');
  const body = t(`${mail.kind}.body`, values);
  const action = t(`${mail.kind}.action`);
  const expiry = t(`${mail.kind}.expiry`);
  const ignore = t('ignore');
  const automatic = t('automatic', values);
  const text = [`${greeting},`, body, `${action}:\n${mail.url}`, expiry, ignore, `--\n${automatic}`].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#171717">',
    `<p>${escapeHtml(greeting)},</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(mail.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#171717;color:#fff;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:13px;color:#525252">${escapeHtml(t('linkIntro'))}<br>${escapeHtml(mail.url)}</p>`,
    `<p style="font-size:13px;color:#525252">${escapeHtml(expiry)} ${escapeHtml(ignore)}</p>`,
    `<p style="font-size:12px;color:#737373">${escapeHtml(automatic)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: mail.to, subject: singleLineHeader(subject), text: `${text}\n`, html };
}
