import type { LinkValue } from '../../../shared/content/links';
import { richTextValue } from '../../../shared/content/rich-text';
import type { FieldContent } from '../../../shared/content/types';
import type { NewField, NewGroup, NewPage } from '../../services/pages/create-page';
import type { DemoMedia } from '../demo-media';
import { DEMO_ARTICLE_URLS } from '../../services/feeds';
import { collectionsDemoGroups } from './collections';
import { contentADemoGroups } from './content-a';
import { contentBDemoGroups } from './content-b';
import { contentCDemoGroups } from './content-c';
import { contentDDemoGroups } from './content-d';
import { contentEDemoGroups } from './content-e';

/**
 * The block catalogue ("Bausteine" / "Composants"): one section of every block type a page can
 * hold, slots filled in de and fr, image slots with the seeded demo images. Sections already shown
 * on the other demo pages are reused from there (with images added); the rest are defined here.
 */
const text = (de: string, fr: string): FieldContent => ({ type: 'localizedSingleValue', values: { de, fr } });
const t = (de: string, fr: string): NewField => ({ content: text(de, fr) });
const plain = (value: string): NewField => ({ content: { type: 'single', value } });
const rich = (de: string, fr: string): NewField => ({ content: { type: 'localizedRichText', values: { de: richTextValue([de]), fr: richTextValue([fr]) } } });
const button = (de: string, fr: string, link: LinkValue): NewField => ({ content: text(de, fr), options: { link } });
const image = (mediaId: string): NewField => ({ mediaId });
const phone: LinkValue = { type: 'phone', phone: '+41 52 123 45 67' };
const email: LinkValue = { type: 'email', email: 'info@optik-muster.ch' };

const ALL_DEMO_GROUPS = [
  ...contentADemoGroups,
  ...contentBDemoGroups,
  ...contentCDemoGroups,
  ...contentDDemoGroups,
  ...contentEDemoGroups,
  ...collectionsDemoGroups,
];

/** A demo section of another page by type, with extra fields (images) merged in. */
function reuse(type: string, extra: Record<string, NewField> = {}): NewGroup {
  const group = ALL_DEMO_GROUPS.find((candidate) => candidate.type === type);
  if (!group) throw new Error(`No demo section of type ${type}`);
  return { ...group, fields: { ...group.fields, ...extra } };
}

/** Two pages of the `service` collection, listed by the services container. */
export const servicePages: NewPage[] = [
  {
    slug: { de: 'sehtest', fr: 'examen-de-la-vue' },
    name: { de: 'Sehtest', fr: 'Examen de la vue' },
    description: { de: 'Ein gründlicher Sehtest in 30 Minuten.', fr: 'Un examen de la vue complet en 30 minutes.' },
    collection: 'service',
    groups: [
      {
        type: 'richTextBlock',
        fields: {
          title: t('Sehtest', 'Examen de la vue'),
          textBlock: rich(
            'Wir messen Ihre Sehschärfe für Ferne und Nähe und beraten Sie zu Brille oder Kontaktlinsen.',
            'Nous mesurons votre acuité de loin et de près et vous conseillons pour lunettes ou lentilles.',
          ),
        },
      },
    ],
  },
  {
    slug: { de: 'kontaktlinsen-anpassung', fr: 'adaptation-de-lentilles' },
    name: { de: 'Kontaktlinsen-Anpassung', fr: 'Adaptation de lentilles' },
    description: { de: 'Anpassung mit Probelinsen und Nachkontrolle.', fr: "Adaptation avec lentilles d'essai et contrôle." },
    collection: 'service',
    groups: [
      {
        type: 'richTextBlock',
        fields: {
          title: t('Kontaktlinsen-Anpassung', 'Adaptation de lentilles'),
          textBlock: rich(
            'Wir finden mit Ihnen die passenden Linsen und zeigen Ihnen den sicheren Umgang.',
            'Nous trouvons avec vous les bonnes lentilles et vous montrons comment les manipuler.',
          ),
        },
      },
    ],
  },
];

export const CATALOGUE_SLUG = { de: 'bausteine', fr: 'composants' } as const;
/**
 * Block types the catalogue leaves out on purpose: the forms live on their own demo page (a visitor
 * submitting one must not land in the catalogue), the map needs its own full-screen page. Detail
 * types (`…Details`) live on collection pages.
 */
// Forms and the game's screens and map live on their own demo pages (kontakt, sponsoring, the urban-golf pages), job offers and
// the marketplace on theirs (stellen, marktplatz), the optician directory on its own (optikerverzeichnis).
export const CATALOGUE_EXCLUDED_TYPES: readonly string[] = [
  'contactForm',
  'aspectSponsorForm',
  'mapContainer',
  'gameSetup',
  'scoreTracker',
  'jobs',
  'marketplace',
  'businessSearch',
];

export function cataloguePage(media: DemoMedia): NewPage {
  const { images } = media;
  return {
    slug: CATALOGUE_SLUG,
    name: { de: 'Bausteine', fr: 'Composants' },
    description: { de: 'Alle Bausteine der Website auf einer Seite.', fr: 'Tous les composants du site sur une seule page.' },
    // Every block's sample text: it would match (and top) nearly every search.
    hiddenFromSearch: true,
    groups: [
      reuse('announcementBar'),
      {
        type: 'hero',
        options: { alignment: 'left', textSize: 'large', background: 'header', fullHeight: false },
        fields: {
          kicker: t('Bausteine', 'Composants'),
          title: t('Alles, was eine Seite enthalten kann', 'Tout ce qu’une page peut contenir'),
          subtitle: rich('Jeder Baustein einmal, mit Bildern und in beiden Sprachen.', 'Chaque composant une fois, avec images et dans les deux langues.'),
          button1: button('Anrufen', 'Appeler', phone),
          button2: button('E-Mail schreiben', 'Écrire un e-mail', email),
          image1: image(images.hero),
        },
      },
      {
        type: 'richTextBlock',
        options: { alignment: 'left', columnWidth: 'wide' },
        fields: {
          title: t('Über diese Seite', 'À propos de cette page'),
          textBlock: rich(
            'Diese Seite zeigt jeden Baustein, den Sie beim Bearbeiten hinzufügen können – so sehen Sie, wie er mit echten Inhalten aussieht.',
            'Cette page montre chaque composant que vous pouvez ajouter en modifiant une page – pour voir son rendu avec de vrais contenus.',
          ),
        },
      },
      {
        type: 'cta',
        options: { alignment: 'center', background: 'primary' },
        fields: {
          kicker: t('Termin', 'Rendez-vous'),
          title: t('Lassen Sie Ihre Augen prüfen', 'Faites contrôler votre vue'),
          description: rich('Der Sehtest dauert 30 Minuten.', "L'examen dure 30 minutes."),
          button1: button('Anrufen', 'Appeler', phone),
        },
      },
      reuse('multiCta'),
      reuse('textOnImage', { image1: image(images.banner) }),
      reuse('imageBoard', { image1: image(images.classic), image2: image(images.sport), image3: image(images.kids) }),
      {
        type: 'imageCard',
        options: { imageFormat: 'square', objectFit: 'cover' },
        fields: {
          image1: image(images.shop),
          title: t('Unser Laden', 'Notre magasin'),
          description: rich('Mitten in der Altstadt von Winterthur.', 'Au cœur de la vieille ville de Winterthour.'),
          button1: button('Anrufen', 'Appeler', phone),
        },
      },
      reuse('imageCollage', {
        image1: image(images.shop),
        image2: image(images.workshop),
        image3: image(images.eyeTest),
        image4: image(images.lenses),
        image5: image(images.sun),
      }),
      {
        type: 'videoPlayer',
        options: { aspectRatio: '16:9', captions: media.captions },
        fields: { video: { mediaId: media.video } },
      },
      {
        type: 'mediaGallery',
        options: { images: media.gallery, layout: 'grid', gap: 16 },
        fields: { title: t('Galerie', 'Galerie') },
      },
      reuse('contentSliderBoard', {
        image1: image(images.classic),
        image2: image(images.lenses),
        image3: image(images.sport),
        image4: image(images.kids),
        image5: image(images.sun),
      }),
      {
        type: 'contentSliderCard',
        options: { imageFormat: 'portrait' },
        fields: {
          title: t('Gleitsichtbrillen', 'Verres progressifs'),
          description: t('Scharf sehen auf jede Distanz.', 'Une vision nette à toutes les distances.'),
          image: image(images.titanium),
          button: button('Beratung anfragen', 'Demander conseil', email),
        },
      },
      reuse('newsFeedBoard', { image1: image(images.sun), image2: image(images.eyeTest), image3: image(images.shop) }),
      {
        type: 'newsFeedCard',
        options: { imageFormat: 'square' },
        fields: {
          date: plain('2025-04-01'),
          title: t('Neue Werkstatt', 'Nouvel atelier'),
          description: t('Reparaturen erledigen wir jetzt direkt im Laden.', 'Nous faisons désormais les réparations directement en magasin.'),
          image: image(images.workshop),
          button: button('Anrufen', 'Appeler', phone),
        },
      },
      reuse('stepFeedBoard'),
      {
        type: 'stepFeedCard',
        fields: { title: t('Abholen', 'Retirer'), description: t('Ihre Brille ist nach einer Woche bereit.', 'Vos lunettes sont prêtes après une semaine.') },
      },
      reuse('productBoard', { image1: image(images.titanium), image2: image(images.sun), image3: image(images.care), image4: image(images.classic) }),
      {
        type: 'productCard',
        options: { imageFormat: 'square' },
        fields: {
          name: t('Pflegeset', "Kit d'entretien"),
          cost: plain('19.50'),
          description: t('Spray, Tuch und Etui.', 'Spray, chiffon et étui.'),
          image: image(images.care),
        },
      },
      reuse('serviceBoard'),
      {
        type: 'serviceCard',
        fields: {
          title: t('Brillen-Service', 'Service lunettes'),
          description: t('Reinigen, richten und Schrauben ersetzen.', 'Nettoyage, ajustage et remplacement des vis.'),
          duration: t('10 Min.', '10 min'),
          cost: plain('0'),
        },
      },
      reuse('goFeed'),
      reuse('goFeedCard'),
      reuse('slides'),
      reuse('contact'),
      {
        type: 'bookingContainer',
        options: { alignment: 'left', background: 'transparent' },
        fields: {
          title: t('Termin online buchen', 'Réserver un rendez-vous en ligne'),
          description: rich(
            'Wählen Sie Dienstleistung, Filiale und Zeit – rund um die Uhr.',
            'Choisissez la prestation, le magasin et l’heure – à toute heure.',
          ),
        },
      },
      reuse('courses'),
      reuse('reviewSlider'),
      reuse('instagramFeed'),
      {
        // Health-optics magazine teasers (the demo site is a health-optics business; offline feed by default).
        type: 'healthOpticsArticles',
        options: { columnLayout: 'three', alignment: 'left', background: 'transparent' },
        fields: {
          title: t('Aus dem Gesundheitsoptik-Magazin', 'Du magazine d’optique santé'),
          description: rich(
            'Fachwissen rund um gesunde Augen, ausgewählt von unserem Team.',
            'Des conseils d’experts pour des yeux en bonne santé, choisis par notre équipe.',
          ),
          ...Object.fromEntries(DEMO_ARTICLE_URLS.map((url, i) => [`url${i + 1}`, plain(url)])),
        },
      },
      reuse('teamContainer'),
      {
        type: 'servicesContainer',
        options: { columnLayout: 'three', alignment: 'left', background: 'transparent' },
        fields: {
          title: t('Unsere Dienstleistungen', 'Nos prestations'),
          description: rich('Mehr zu jeder Dienstleistung auf ihrer Seite.', 'Plus de détails sur chaque prestation.'),
        },
      },
      reuse('testimonialsContainer'),
      { type: 'spacer', options: { height: 4, showDivider: true } },
      {
        type: 'poiManager',
        options: {
          poi: {
            points: [
              { latitude: '47.49960', longitude: '8.72410', icon: 'start' },
              { latitude: '47.50120', longitude: '8.72890', icon: 'end' },
            ],
          },
        },
        fields: { title: t('Treffpunkte in der Altstadt', 'Points de rendez-vous dans la vieille ville') },
      },
      reuse('announcementBubble'),
    ],
  };
}
