import type { NewField, NewGroup, NewPage } from '../../services/pages/create-page';
import type { DemoMedia } from '../demo-media';
import { contentADemoGroups } from './content-a';
import { contentBDemoGroups } from './content-b';

/**
 * The "Angebot" / "Offre" page: the content blocks of content-a and content-b with the seeded
 * demo images in every image slot, so no section shows an empty image box (issue 17).
 */
const image = (mediaId: string): NewField => ({ mediaId });

/** Image fields per block type, by slot; blocks without images are left as they are. */
function imagesByType({ images }: DemoMedia): Record<string, Record<string, NewField>> {
  return {
    textOnImage: { image1: image(images.banner) },
    imageBoard: { image1: image(images.classic), image2: image(images.sport), image3: image(images.kids) },
    imageCollage: {
      image1: image(images.shop),
      image2: image(images.workshop),
      image3: image(images.eyeTest),
      image4: image(images.lenses),
      image5: image(images.sun),
    },
    contentSliderBoard: {
      image1: image(images.titanium),
      image2: image(images.lenses),
      image3: image(images.sport),
      image4: image(images.kids),
      image5: image(images.sun),
    },
    newsFeedBoard: { image1: image(images.sun), image2: image(images.eyeTest), image3: image(images.shop) },
    productBoard: { image1: image(images.titanium), image2: image(images.sun), image3: image(images.care), image4: image(images.classic) },
  };
}

export function offerPage(media: DemoMedia): NewPage {
  const extra = imagesByType(media);
  const withImages = (group: NewGroup): NewGroup => {
    const fields = extra[group.type];
    return fields ? { ...group, fields: { ...group.fields, ...fields } } : group;
  };
  return {
    slug: { de: 'angebot', fr: 'offre' },
    name: { de: 'Angebot', fr: 'Offre' },
    description: { de: 'Brillen, Kontaktlinsen und Service bei Optik Muster.', fr: 'Lunettes, lentilles et services chez Optik Muster.' },
    groups: [...contentADemoGroups, { type: 'spacer', options: { height: 2, showDivider: false } }, ...contentBDemoGroups].map(withImages),
  };
}
