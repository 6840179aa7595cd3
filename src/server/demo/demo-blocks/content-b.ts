import type { LinkValue } from '../../../shared/content/links';
import { richTextValue } from '../../../shared/content/rich-text';
import type { FieldContent } from '../../../shared/content/types';
import type { Localized } from '../../../shared/locales';
import type { NewField, NewGroup } from '../../services/pages/create-page';

/** Demo instances of the card boards (slider, news, steps, products, services) in de and fr; no images needed. */
const text = (values: Localized<string>): FieldContent => ({ type: 'localizedSingleValue', values });
const t = (de: string, fr: string): NewField => ({ content: text({ de, fr }) });
const date = (iso: string): NewField => ({ content: { type: 'single', value: iso } });
const intro = (de: string, fr: string): NewField => ({ content: { type: 'localizedRichText', values: { de: richTextValue([de]), fr: richTextValue([fr]) } } });
const button = (de: string, fr: string, link: LinkValue): NewField => ({ content: text({ de, fr }), options: { link } });
const phone: LinkValue = { type: 'phone', phone: '+41 52 123 45 67' };

export const contentBDemoGroups: NewGroup[] = [
  {
    type: 'contentSliderBoard',
    options: { columnLayout: 'three', imageFormat: 'portrait', alignment: 'left', background: 'transparent' },
    fields: {
      title: t('Unsere Highlights', 'Nos points forts'),
      description: intro('Was uns ausmacht – kurz vorgestellt.', 'Ce qui nous distingue, en bref.'),
      title1: t('Gleitsichtbrillen', 'Verres progressifs'),
      description1: t('Scharf sehen auf jede Distanz, individuell angepasst.', 'Une vision nette à toutes les distances, sur mesure.'),
      title2: t('Kontaktlinsen', 'Lentilles de contact'),
      description2: t('Tages-, Monats- und Speziallinsen mit Anpassung.', 'Lentilles journalières, mensuelles et spéciales avec adaptation.'),
      title3: t('Sportbrillen', 'Lunettes de sport'),
      description3: t('Mit Korrektur, bruchfest und sicher sitzend.', 'Avec correction, incassables et bien ajustées.'),
      title4: t('Kinderbrillen', 'Lunettes pour enfants'),
      description4: t('Robuste Fassungen und geduldige Beratung.', 'Montures robustes et conseils patients.'),
      title5: t('Sonnenbrillen', 'Lunettes de soleil'),
      description5: t('UV-Schutz mit Stil – auch mit Ihrer Stärke.', 'Protection UV avec style, aussi à votre vue.'),
      button5: button('Anrufen', 'Appeler', phone),
    },
  },
  {
    type: 'newsFeedBoard',
    options: { columnLayout: 'three', imageFormat: 'square', alignment: 'left', background: 'background' },
    fields: {
      title: t('Aktuelles', 'Actualités'),
      date1: date('2025-03-14'),
      title1: t('Neue Frühlingskollektion', 'Nouvelle collection de printemps'),
      description1: t(
        'Leichte Fassungen in frischen Farben sind eingetroffen. Kommen Sie vorbei und probieren Sie die neuen Modelle in Ruhe an – wir beraten Sie gerne.',
        'Des montures légères aux couleurs fraîches sont arrivées. Passez les essayer en toute tranquillité – nous vous conseillons volontiers.',
      ),
      date2: date('2025-02-01'),
      title2: t('Sehtest jetzt auch samstags', 'Examen de la vue aussi le samedi'),
      description2: t('Ab Februar bieten wir Sehtests auch am Samstag an.', 'Dès février, nous proposons des examens aussi le samedi.'),
      date3: date('2024-12-20'),
      title3: t('Betriebsferien', 'Vacances annuelles'),
      description3: t('Zwischen den Jahren bleibt unser Geschäft geschlossen.', 'Notre magasin est fermé entre les fêtes.'),
    },
  },
  {
    type: 'stepFeedBoard',
    options: { columnLayout: 'four', alignment: 'center', background: 'secondary' },
    fields: {
      title: t('So einfach geht’s', 'Comment ça marche'),
      title1: t('Termin buchen', 'Prendre rendez-vous'),
      description1: t('Online oder telefonisch, wie es Ihnen passt.', 'En ligne ou par téléphone, comme il vous convient.'),
      title2: t('Sehtest', 'Examen de la vue'),
      description2: t('Wir messen Ihre Augen gründlich aus.', 'Nous mesurons soigneusement votre vue.'),
      title3: t('Fassung wählen', 'Choisir la monture'),
      description3: t('Aus über 800 Modellen die passende finden.', 'Trouver la bonne parmi plus de 800 modèles.'),
      title4: t('Brille abholen', 'Retirer vos lunettes'),
      description4: t('Nach rund einer Woche perfekt angepasst.', 'Ajustées parfaitement après environ une semaine.'),
    },
  },
  {
    type: 'productBoard',
    options: { columnLayout: 'four', imageFormat: 'square', alignment: 'left', background: 'transparent' },
    fields: {
      title: t('Beliebte Produkte', 'Produits populaires'),
      name1: t('Titanfassung Leicht', 'Monture titane Légère'),
      cost1: t('289', '289'),
      description1: t('Nur 12 Gramm, hypoallergen.', 'Seulement 12 grammes, hypoallergénique.'),
      name2: t('Polarisierte Sonnenbrille', 'Lunettes de soleil polarisées'),
      cost2: t('189', '189'),
      description2: t('Blendfrei am Wasser und im Schnee.', "Sans éblouissement sur l'eau et la neige."),
      name3: t('Pflegeset', "Kit d'entretien"),
      cost3: t('19.50', '19.50'),
      description3: t('Spray, Tuch und Etui.', 'Spray, chiffon et étui.'),
      name4: t('Brillenkette', 'Chaînette à lunettes'),
      description4: t('Preis auf Anfrage.', 'Prix sur demande.'),
    },
  },
  {
    type: 'serviceBoard',
    options: { columnLayout: 'three', alignment: 'left', background: 'transparent' },
    fields: {
      title: t('Dienstleistungen', 'Prestations'),
      title1: t('Sehtest', 'Examen de la vue'),
      description1: t('Umfassende Messung Ihrer Sehschärfe.', 'Mesure complète de votre acuité visuelle.'),
      duration1: t('30 Min.', '30 min'),
      cost1: t('45', '45'),
      title2: t('Kontaktlinsen-Anpassung', 'Adaptation de lentilles'),
      description2: t('Mit Probelinsen und Nachkontrolle.', "Avec lentilles d'essai et contrôle."),
      duration2: t('45 Min.', '45 min'),
      cost2: t('90', '90'),
      title3: t('Brillen-Service', 'Service lunettes'),
      description3: t('Reinigen, richten und Schrauben ersetzen.', 'Nettoyage, ajustage et remplacement des vis.'),
      duration3: t('10 Min.', '10 min'),
    },
  },
];
