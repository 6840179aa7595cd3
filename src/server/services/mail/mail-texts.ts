import type { Locale } from '../../../shared/locales';
import type { MailLanguage } from './mail-labels';
import { writtenLanguage } from '../../../shared/i18n/written-languages';

/** The sentences of the two mails; {placeholders} are filled by fillText. */
export type MailTexts = {
  contactNotificationSubject: string;
  sponsorNotificationSubject: string;
  contactNotificationIntro: string;
  sponsorNotificationIntro: string;
  visitorLanguage: string;
  replyHint: string;
  contactConfirmationSubject: string;
  sponsorConfirmationSubject: string;
  greeting: string;
  contactConfirmationBody: string;
  sponsorConfirmationBody: string;
  yourDetails: string;
  closing: string;
  automatic: string;
};

const de: MailTexts = {
  contactNotificationSubject: 'Neue Terminanfrage von {name}',
  sponsorNotificationSubject: 'Neue Sponsoring-Anmeldung von {name}',
  contactNotificationIntro: 'Über das Kontaktformular auf {site} ist eine neue Anfrage eingegangen.',
  sponsorNotificationIntro: 'Über das Sponsoring-Formular auf {site} ist eine neue Anmeldung eingegangen.',
  visitorLanguage: 'Sprache',
  replyHint: 'Antworten Sie direkt auf diese E-Mail, um {name} zu schreiben.',
  contactConfirmationSubject: 'Ihre Anfrage bei {company}',
  sponsorConfirmationSubject: 'Ihre Sponsoring-Anmeldung bei {company}',
  greeting: 'Guten Tag {name}',
  contactConfirmationBody: 'Vielen Dank für Ihre Anfrage. Wir haben sie erhalten und melden uns so bald wie möglich bei Ihnen.',
  sponsorConfirmationBody: 'Vielen Dank für Ihre Sponsoring-Anmeldung. Wir haben sie erhalten und melden uns so bald wie möglich bei Ihnen.',
  yourDetails: 'Ihre Angaben:',
  closing: 'Freundliche Grüsse\n{company}',
  automatic: 'Diese E-Mail wurde automatisch versendet.',
};

const fr: MailTexts = {
  contactNotificationSubject: 'Nouvelle demande de rendez-vous de {name}',
  sponsorNotificationSubject: 'Nouvelle inscription de sponsoring de {name}',
  contactNotificationIntro: 'Une nouvelle demande est arrivée par le formulaire de contact de {site}.',
  sponsorNotificationIntro: 'Une nouvelle inscription est arrivée par le formulaire de sponsoring de {site}.',
  visitorLanguage: 'Langue',
  replyHint: 'Répondez directement à cet e-mail pour écrire à {name}.',
  contactConfirmationSubject: 'Votre demande auprès de {company}',
  sponsorConfirmationSubject: 'Votre inscription de sponsoring auprès de {company}',
  greeting: 'Bonjour {name}',
  contactConfirmationBody: 'Merci pour votre demande. Nous l’avons bien reçue et vous contacterons dès que possible.',
  sponsorConfirmationBody: 'Merci pour votre inscription de sponsoring. Nous l’avons bien reçue et vous contacterons dès que possible.',
  yourDetails: 'Vos indications :',
  closing: 'Meilleures salutations\n{company}',
  automatic: 'Cet e-mail a été envoyé automatiquement.',
};

const it: MailTexts = {
  contactNotificationSubject: 'Nuova richiesta di appuntamento da {name}',
  sponsorNotificationSubject: 'Nuova iscrizione di sponsorizzazione da {name}',
  contactNotificationIntro: 'È arrivata una nuova richiesta tramite il modulo di contatto di {site}.',
  sponsorNotificationIntro: 'È arrivata una nuova iscrizione tramite il modulo di sponsorizzazione di {site}.',
  visitorLanguage: 'Lingua',
  replyHint: 'Rispondete direttamente a questa e-mail per scrivere a {name}.',
  contactConfirmationSubject: 'La vostra richiesta presso {company}',
  sponsorConfirmationSubject: 'La vostra iscrizione di sponsorizzazione presso {company}',
  greeting: 'Buongiorno {name}',
  contactConfirmationBody: 'Grazie per la vostra richiesta. L’abbiamo ricevuta e vi contatteremo il prima possibile.',
  sponsorConfirmationBody: 'Grazie per la vostra iscrizione di sponsorizzazione. L’abbiamo ricevuta e vi contatteremo il prima possibile.',
  yourDetails: 'I vostri dati:',
  closing: 'Cordiali saluti\n{company}',
  automatic: 'Questa e-mail è stata inviata automaticamente.',
};

const en: MailTexts = {
  contactNotificationSubject: 'New appointment request from {name}',
  sponsorNotificationSubject: 'New sponsorship registration from {name}',
  contactNotificationIntro: 'A new request arrived through the contact form on {site}.',
  sponsorNotificationIntro: 'A new registration arrived through the sponsorship form on {site}.',
  visitorLanguage: 'Language',
  replyHint: 'Reply to this e-mail to write to {name}.',
  contactConfirmationSubject: 'Your request to {company}',
  sponsorConfirmationSubject: 'Your sponsorship registration with {company}',
  greeting: 'Hello {name}',
  contactConfirmationBody: 'Thank you for your request. We have received it and will get back to you as soon as possible.',
  sponsorConfirmationBody: 'Thank you for your sponsorship registration. We have received it and will get back to you as soon as possible.',
  yourDetails: 'Your details:',
  closing: 'Kind regards\n{company}',
  automatic: 'This e-mail was sent automatically.',
};

const TEXTS: Record<MailLanguage, MailTexts> = { de, fr, it, en };

/** Mails are written in the same languages as the public texts, with the same fallbacks. */
export const mailLanguage = writtenLanguage;

export function mailTexts(locale: Locale): MailTexts {
  return TEXTS[mailLanguage(locale)];
}

/** Replaces {name}-style placeholders; values are inserted as they are (plain text). */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
