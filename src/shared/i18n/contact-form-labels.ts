import type { Locale } from '../locales';
import type { ContactTheme } from '../schemas/forms/contact-form';
import type { FormButtonLabels } from './form-button-labels';
import { textsByLocale } from './written-languages';

/**
 * Visitor-facing labels of the contact form (spec §3.5, §4.1). Validation messages live in the
 * shared form messages; these are the words around the fields. Passed as plain data to the island.
 */
export type ContactFormLabels = {
  requiredNote: string;
  optional: string;
  personalLegend: string;
  anrede: string;
  salutations: { frau: string; herr: string; divers: string };
  vorname: string;
  nachname: string;
  dateOfBirth: string;
  strasse: string;
  plz: string;
  ort: string;
  email: string;
  telefon: string;
  existingCustomer: string;
  answers: { ja: string; nein: string };
  themes: string;
  themeLabels: Record<ContactTheme, string>;
  appointmentLegend: string;
  bevorzugterTermin: string;
  bevorzugteUhrzeit: string;
  chooseTime: string;
  fragenAnmerkungen: string;
  honeypot: string;
  sentNotice: string;
  editHint: string;
  buttons: FormButtonLabels;
};

const de: ContactFormLabels = {
  requiredNote: 'Pflichtfelder sind mit * markiert.',
  optional: 'optional',
  personalLegend: 'Ihre Angaben',
  anrede: 'Anrede',
  salutations: { frau: 'Frau', herr: 'Herr', divers: 'Divers' },
  vorname: 'Vorname',
  nachname: 'Nachname',
  dateOfBirth: 'Geburtsdatum',
  strasse: 'Strasse und Nr.',
  plz: 'PLZ',
  ort: 'Ort',
  email: 'E-Mail',
  telefon: 'Telefon',
  existingCustomer: 'Sind Sie bereits Kundin oder Kunde bei uns?',
  answers: { ja: 'Ja', nein: 'Nein' },
  themes: 'Worum geht es?',
  themeLabels: {
    brillenglasbestimmung: 'Brillenglasbestimmung',
    gesundheitscheck: 'Augen-Gesundheitscheck',
    analyseAuge: 'Analyse des Auges',
    sehtestLernfahrgesuch: 'Sehtest für das Lernfahrgesuch',
    neuanpassungKontaktlinsen: 'Neuanpassung Kontaktlinsen',
    kontrolleKontaktlinsen: 'Kontrolle Kontaktlinsen',
    kontaktlinsenAbo: 'Kontaktlinsen-Abo',
    frequentlensDirect: 'Frequentlens Direct',
    brillenberatung: 'Brillenberatung',
    brillenservice: 'Brillenservice',
    sonnenbrillenberatung: 'Sonnenbrillenberatung',
    myopieManagement: 'Myopie-Management',
    sonstiges: 'Sonstiges',
  },
  appointmentLegend: 'Ihr Wunschtermin',
  bevorzugterTermin: 'Wunschdatum',
  bevorzugteUhrzeit: 'Wunschzeit',
  chooseTime: 'Bitte wählen',
  fragenAnmerkungen: 'Fragen und Anmerkungen',
  honeypot: 'Website (bitte leer lassen)',
  sentNotice: 'Vielen Dank! Ihre Anfrage ist bei uns eingegangen. Wir melden uns bald bei Ihnen.',
  editHint: 'Im Bearbeitungsmodus wird das Formular nicht gesendet.',
  buttons: { submit: 'Anfrage senden', loading: 'Wird gesendet …', sent: 'Gesendet', error: 'Senden fehlgeschlagen' },
};

const fr: ContactFormLabels = {
  requiredNote: 'Les champs obligatoires sont marqués d’un *.',
  optional: 'facultatif',
  personalLegend: 'Vos coordonnées',
  anrede: 'Civilité',
  salutations: { frau: 'Madame', herr: 'Monsieur', divers: 'Autre' },
  vorname: 'Prénom',
  nachname: 'Nom',
  dateOfBirth: 'Date de naissance',
  strasse: 'Rue et n°',
  plz: 'NPA',
  ort: 'Localité',
  email: 'E-mail',
  telefon: 'Téléphone',
  existingCustomer: 'Êtes-vous déjà client·e chez nous ?',
  answers: { ja: 'Oui', nein: 'Non' },
  themes: 'De quoi s’agit-il ?',
  themeLabels: {
    brillenglasbestimmung: 'Détermination des verres',
    gesundheitscheck: 'Contrôle de santé oculaire',
    analyseAuge: 'Analyse de l’œil',
    sehtestLernfahrgesuch: 'Test de vue pour le permis d’élève conducteur',
    neuanpassungKontaktlinsen: 'Première adaptation de lentilles',
    kontrolleKontaktlinsen: 'Contrôle des lentilles',
    kontaktlinsenAbo: 'Abonnement de lentilles',
    frequentlensDirect: 'Frequentlens Direct',
    brillenberatung: 'Conseil en lunettes',
    brillenservice: 'Service lunettes',
    sonnenbrillenberatung: 'Conseil en lunettes de soleil',
    myopieManagement: 'Gestion de la myopie',
    sonstiges: 'Autre',
  },
  appointmentLegend: 'Votre rendez-vous souhaité',
  bevorzugterTermin: 'Date souhaitée',
  bevorzugteUhrzeit: 'Heure souhaitée',
  chooseTime: 'Veuillez choisir',
  fragenAnmerkungen: 'Questions et remarques',
  honeypot: 'Site web (laisser vide)',
  sentNotice: 'Merci ! Votre demande nous est parvenue. Nous vous répondrons bientôt.',
  editHint: 'En mode édition, le formulaire n’est pas envoyé.',
  buttons: { submit: 'Envoyer la demande', loading: 'Envoi en cours …', sent: 'Envoyé', error: 'Échec de l’envoi' },
};

const it: ContactFormLabels = {
  requiredNote: 'I campi obbligatori sono contrassegnati con *.',
  optional: 'facoltativo',
  personalLegend: 'I vostri dati',
  anrede: 'Appellativo',
  salutations: { frau: 'Signora', herr: 'Signor', divers: 'Altro' },
  vorname: 'Nome',
  nachname: 'Cognome',
  dateOfBirth: 'Data di nascita',
  strasse: 'Via e n.',
  plz: 'NPA',
  ort: 'Località',
  email: 'E-mail',
  telefon: 'Telefono',
  existingCustomer: 'Siete già clienti da noi?',
  answers: { ja: 'Sì', nein: 'No' },
  themes: 'Di che cosa si tratta?',
  themeLabels: {
    brillenglasbestimmung: 'Determinazione delle lenti',
    gesundheitscheck: 'Controllo della salute degli occhi',
    analyseAuge: 'Analisi dell’occhio',
    sehtestLernfahrgesuch: 'Test della vista per la licenza di allievo conducente',
    neuanpassungKontaktlinsen: 'Nuovo adattamento di lenti a contatto',
    kontrolleKontaktlinsen: 'Controllo lenti a contatto',
    kontaktlinsenAbo: 'Abbonamento lenti a contatto',
    frequentlensDirect: 'Frequentlens Direct',
    brillenberatung: 'Consulenza occhiali',
    brillenservice: 'Servizio occhiali',
    sonnenbrillenberatung: 'Consulenza occhiali da sole',
    myopieManagement: 'Gestione della miopia',
    sonstiges: 'Altro',
  },
  appointmentLegend: 'Appuntamento desiderato',
  bevorzugterTermin: 'Data desiderata',
  bevorzugteUhrzeit: 'Ora desiderata',
  chooseTime: 'Scegliete',
  fragenAnmerkungen: 'Domande e osservazioni',
  honeypot: 'Sito web (lasciare vuoto)',
  sentNotice: 'Grazie! Abbiamo ricevuto la vostra richiesta. Vi risponderemo presto.',
  editHint: 'In modalità di modifica il modulo non viene inviato.',
  buttons: { submit: 'Invia richiesta', loading: 'Invio in corso …', sent: 'Inviato', error: 'Invio non riuscito' },
};

const en: ContactFormLabels = {
  requiredNote: 'Required fields are marked with *.',
  optional: 'optional',
  personalLegend: 'Your details',
  anrede: 'Salutation',
  salutations: { frau: 'Ms', herr: 'Mr', divers: 'Other' },
  vorname: 'First name',
  nachname: 'Last name',
  dateOfBirth: 'Date of birth',
  strasse: 'Street and number',
  plz: 'Postcode',
  ort: 'Town',
  email: 'E-mail',
  telefon: 'Phone',
  existingCustomer: 'Are you already a customer of ours?',
  answers: { ja: 'Yes', nein: 'No' },
  themes: 'What is it about?',
  themeLabels: {
    brillenglasbestimmung: 'Lens prescription',
    gesundheitscheck: 'Eye health check',
    analyseAuge: 'Eye analysis',
    sehtestLernfahrgesuch: 'Eye test for a learner’s licence',
    neuanpassungKontaktlinsen: 'New contact lens fitting',
    kontrolleKontaktlinsen: 'Contact lens check-up',
    kontaktlinsenAbo: 'Contact lens subscription',
    frequentlensDirect: 'Frequentlens Direct',
    brillenberatung: 'Glasses consultation',
    brillenservice: 'Glasses service',
    sonnenbrillenberatung: 'Sunglasses consultation',
    myopieManagement: 'Myopia management',
    sonstiges: 'Other',
  },
  appointmentLegend: 'Your preferred appointment',
  bevorzugterTermin: 'Preferred date',
  bevorzugteUhrzeit: 'Preferred time',
  chooseTime: 'Please choose',
  fragenAnmerkungen: 'Questions and remarks',
  honeypot: 'Website (leave empty)',
  sentNotice: 'Thank you! We have received your request and will get back to you soon.',
  editHint: 'In edit mode the form is not sent.',
  buttons: { submit: 'Send request', loading: 'Sending …', sent: 'Sent', error: 'Sending failed' },
};

const LABELS = textsByLocale({ de, fr, it, en });

export function contactFormLabels(locale: Locale): ContactFormLabels {
  return LABELS[locale];
}
