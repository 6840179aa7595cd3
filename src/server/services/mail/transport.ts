/** One outgoing e-mail as the outbox worker hands it to a transport. */
export type MailMessage = {
  /** The outbox row's id: becomes the Message-ID (and the .eml file name), so a resend is recognisable. */
  id: string;
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
};

/** Where mail goes: an SMTP server, or .eml files when none is configured. */
export type MailTransport = {
  readonly kind: 'smtp' | 'eml';
  /** Resolves once the message is accepted (by the server, or written whole); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** The Message-ID of an outbox row: stable across retries, so receivers can spot a duplicate. */
export function messageIdFor(outboxId: string): string {
  return `<${outboxId}@outbox.webbox>`;
}

/** Header values built from data (subjects, names) never carry a line break, whatever the source. */
export function singleLineHeader(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** nodemailer's message options for one of our messages. */
export function toNodemailerMessage(message: MailMessage) {
  return {
    messageId: messageIdFor(message.id),
    from: message.from,
    to: message.to,
    replyTo: message.replyTo ? { name: singleLineHeader(message.replyTo.name), address: message.replyTo.address } : undefined,
    subject: singleLineHeader(message.subject),
    text: message.text,
    html: message.html,
  };
}
