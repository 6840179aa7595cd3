import { contactFormLabels } from '../../../shared/i18n/contact-form-labels';
import { sponsorFormLabels } from '../../../shared/i18n/sponsor-form-labels';
import type { ContactTheme } from '../../../shared/schemas/forms/contact-form';
import type { SponsorOption } from '../../../shared/schemas/forms/sponsor-form';
import type { WrittenLanguage } from '../../../shared/i18n/written-languages';

/** Languages the mails are written in; every other site language falls back (see mailLanguage). */
export type MailLanguage = WrittenLanguage;

type ContactField =
  | 'anrede'
  | 'vorname'
  | 'nachname'
  | 'dateOfBirth'
  | 'strasse'
  | 'plz'
  | 'ort'
  | 'email'
  | 'telefon'
  | 'existingCustomer'
  | 'themes'
  | 'bevorzugterTermin'
  | 'bevorzugteUhrzeit'
  | 'fragenAnmerkungen';
type SponsorField = 'numberOfPersons' | 'personsNames' | 'aspectNumberOfPersons' | 'aspectPersonsNames' | 'company' | 'contactName' | 'phone' | 'email' | 'options' | 'total';

export type MailLabels = {
  contact: Record<ContactField, string>;
  sponsor: Record<SponsorField, string>;
  salutations: Record<'frau' | 'herr' | 'divers', string>;
  yesNo: Record<'ja' | 'nein', string>;
  themes: Record<ContactTheme, string>;
  sponsorOptions: Record<SponsorOption, string>;
};
/** Field names as a mail lists them; the answers' words (themes, options…) are the forms' own. */
type FieldLabels = Pick<MailLabels, 'contact' | 'sponsor'>;

const de: FieldLabels = {
  contact: {
    anrede: 'Anrede',
    vorname: 'Vorname',
    nachname: 'Nachname',
    dateOfBirth: 'Geburtsdatum',
    strasse: 'Strasse',
    plz: 'PLZ',
    ort: 'Ort',
    email: 'E-Mail',
    telefon: 'Telefon',
    existingCustomer: 'Bereits Kundin/Kunde',
    themes: 'Themen',
    bevorzugterTermin: 'Wunschtermin',
    bevorzugteUhrzeit: 'Wunschzeit',
    fragenAnmerkungen: 'Fragen/Anmerkungen',
  },
  sponsor: {
    options: 'Gewählte Optionen',
    numberOfPersons: 'Anzahl Personen',
    personsNames: 'Namen der Personen',
    aspectNumberOfPersons: 'Anzahl Personen aspect',
    aspectPersonsNames: 'Namen der Personen aspect',
    company: 'Firma',
    contactName: 'Name',
    phone: 'Telefon',
    email: 'E-Mail',
    total: 'Total',
  },
};

const fr: FieldLabels = {
  contact: {
    anrede: 'Civilité',
    vorname: 'Prénom',
    nachname: 'Nom',
    dateOfBirth: 'Date de naissance',
    strasse: 'Rue',
    plz: 'NPA',
    ort: 'Localité',
    email: 'E-mail',
    telefon: 'Téléphone',
    existingCustomer: 'Déjà client·e',
    themes: 'Thèmes',
    bevorzugterTermin: 'Date souhaitée',
    bevorzugteUhrzeit: 'Heure souhaitée',
    fragenAnmerkungen: 'Questions/remarques',
  },
  sponsor: {
    options: 'Options choisies',
    numberOfPersons: 'Nombre de personnes',
    personsNames: 'Noms des personnes',
    aspectNumberOfPersons: 'Nombre de personnes aspect',
    aspectPersonsNames: 'Noms des personnes aspect',
    company: 'Entreprise',
    contactName: 'Nom',
    phone: 'Téléphone',
    email: 'E-mail',
    total: 'Total',
  },
};

const it: FieldLabels = {
  contact: {
    anrede: 'Allocuzione',
    vorname: 'Nome',
    nachname: 'Cognome',
    dateOfBirth: 'Data di nascita',
    strasse: 'Via',
    plz: 'NPA',
    ort: 'Località',
    email: 'E-mail',
    telefon: 'Telefono',
    existingCustomer: 'Già cliente',
    themes: 'Temi',
    bevorzugterTermin: 'Data desiderata',
    bevorzugteUhrzeit: 'Ora desiderata',
    fragenAnmerkungen: 'Domande/osservazioni',
  },
  sponsor: {
    options: 'Opzioni scelte',
    numberOfPersons: 'Numero di persone',
    personsNames: 'Nomi delle persone',
    aspectNumberOfPersons: 'Numero di persone aspect',
    aspectPersonsNames: 'Nomi delle persone aspect',
    company: 'Azienda',
    contactName: 'Nome',
    phone: 'Telefono',
    email: 'E-mail',
    total: 'Totale',
  },
};

const en: FieldLabels = {
  contact: {
    anrede: 'Salutation',
    vorname: 'First name',
    nachname: 'Last name',
    dateOfBirth: 'Date of birth',
    strasse: 'Street',
    plz: 'Postcode',
    ort: 'Town',
    email: 'E-mail',
    telefon: 'Phone',
    existingCustomer: 'Existing customer',
    themes: 'Topics',
    bevorzugterTermin: 'Preferred date',
    bevorzugteUhrzeit: 'Preferred time',
    fragenAnmerkungen: 'Questions/comments',
  },
  sponsor: {
    options: 'Chosen options',
    numberOfPersons: 'Number of persons',
    personsNames: 'Names of the persons',
    aspectNumberOfPersons: 'Number of persons aspect',
    aspectPersonsNames: 'Names of the persons aspect',
    company: 'Company',
    contactName: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    total: 'Total',
  },
};

/** The mail shows the visitor's answers in the same words the form offered them. */
function withFormVocabulary(language: MailLanguage, fields: FieldLabels): MailLabels {
  const contact = contactFormLabels(language);
  return { ...fields, salutations: contact.salutations, yesNo: contact.answers, themes: contact.themeLabels, sponsorOptions: sponsorFormLabels(language).optionLabels };
}

export const MAIL_LABELS: Record<MailLanguage, MailLabels> = {
  de: withFormVocabulary('de', de),
  fr: withFormVocabulary('fr', fr),
  it: withFormVocabulary('it', it),
  en: withFormVocabulary('en', en),
};
