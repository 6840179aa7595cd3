import type { Database } from '../db/client';
import { changelogEntries } from '../db/schema';

/** Two entries of what's new, so the dialog has something to show on a fresh installation. */
const DEMO_CHANGELOG = [
  {
    date: '2026-11-23',
    texts: {
      de: 'Neu: Die Einstellungen (Zahnrad in der Werkzeugleiste) mit Kopfzeile, Buchungsknopf, Fusszeile, Tracking und dem Betriebsprofil – Filialen, Öffnungszeiten und Team an einem Ort.',
      fr: 'Nouveau : les réglages (roue dentée dans la barre d’outils) avec en-tête, bouton de réservation, pied de page, suivi et le profil de l’entreprise – filiales, horaires et équipe au même endroit.',
      it: 'Novità: le impostazioni (ingranaggio nella barra degli strumenti) con intestazione, pulsante di prenotazione, piè di pagina, tracciamento e il profilo aziendale – filiali, orari e team in un unico posto.',
      en: 'New: settings (the gear in the toolbar) with header, booking button, footer, tracking and the business profile – branches, opening hours and team in one place.',
    },
  },
  {
    date: '2026-11-09',
    texts: {
      de: 'Neu: Seiten und Navigation verwalten Sie jetzt selbst – im Bereich «Seiten» der Werkzeugleiste, mit «Alles veröffentlichen».',
      fr: 'Nouveau : vous gérez désormais vous-même les pages et la navigation – dans « Pages » de la barre d’outils, avec « Tout publier ».',
      it: 'Novità: ora gestite voi stessi pagine e navigazione – in «Pagine» della barra degli strumenti, con «Pubblica tutto».',
      en: 'New: you now manage pages and navigation yourself – under “Pages” in the toolbar, with “Publish everything”.',
    },
  },
];

/** Platform-wide; an operator's own entries of the same dates are kept. */
export async function seedDemoChangelog(db: Database): Promise<void> {
  await db.insert(changelogEntries).values(DEMO_CHANGELOG).onConflictDoNothing();
}
