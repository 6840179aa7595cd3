import { contentSliderBoardDefinition, contentSliderCardDefinition } from './content-slider/definition';
import { newsFeedBoardDefinition, newsFeedCardDefinition } from './news-feed/definition';
import { productBoardDefinition, productCardDefinition } from './product-board/definition';
import { serviceBoardDefinition, serviceCardDefinition } from './service-board/definition';
import { stepFeedBoardDefinition, stepFeedCardDefinition } from './step-feed/definition';
import { ctaDefinition } from './cta/definition';
import { heroDefinition } from './hero/definition';
import { mediaGalleryDefinition } from './media-gallery/definition';
import { richTextBlockDefinition } from './rich-text-block/definition';
import { spacerDefinition } from './spacer/definition';
import { bookingContainerDefinition } from './booking-container/definition';
import type { BlockDefinition } from './types';
import { healthOpticsArticlesDefinition } from './health-optics-articles/definition';
import { businessSearchDefinition } from './business-search/definition';
import { videoPlayerDefinition } from './video-player/definition';
import { imageBoardDefinition, imageCardDefinition } from './image-board/definition';
import { imageCollageDefinition } from './image-collage/definition';
import { multiCtaDefinition } from './multi-cta/definition';
import { textOnImageDefinition } from './text-on-image/definition';
import { announcementBarDefinition } from './announcement-bar/definition';
import { announcementBubbleDefinition } from './announcement-bubble/definition';
import { goFeedCardDefinition, goFeedDefinition } from './go-feed/definition';
import { slidesDefinition } from './slides/definition';
import { contactDefinition } from './contact/definition';
import { coursesDefinition } from './courses/definition';
import { instagramFeedDefinition } from './instagram-feed/definition';
import { reviewSliderDefinition } from './review-slider/definition';
import { contactFormDefinition } from './contact-form/definition';
import { aspectSponsorFormDefinition } from './aspect-sponsor-form/definition';
import { gameSetupDefinition } from './game-setup/definition';
import { mapContainerDefinition } from './map-container/definition';
import { mapDetailsDefinition } from './map-details/definition';
import { poiManagerDefinition } from './poi-manager/definition';
import { jobsDefinition } from './jobs/definition';
import { marketplaceDefinition } from './marketplace/definition';
import { scoreTrackerDefinition } from './score-tracker/definition';
import {
  servicesContainerDefinition,
  teamContainerDefinition,
  teamDetailsDefinition,
  testimonialDetailsDefinition,
  testimonialsContainerDefinition,
} from './collections/definition';

/**
 * Block definitions without their components, so server services (publish checks, add-section,
 * option validation) and the editor can read them without pulling React views into their bundle.
 */
export const blockDefinitions = {
  hero: heroDefinition,
  cta: ctaDefinition,
  richTextBlock: richTextBlockDefinition,
  spacer: spacerDefinition,
  videoPlayer: videoPlayerDefinition,
  mediaGallery: mediaGalleryDefinition,
  multiCta: multiCtaDefinition,
  textOnImage: textOnImageDefinition,
  imageBoard: imageBoardDefinition,
  imageCard: imageCardDefinition,
  imageCollage: imageCollageDefinition,
  contentSliderBoard: contentSliderBoardDefinition,
  contentSliderCard: contentSliderCardDefinition,
  newsFeedBoard: newsFeedBoardDefinition,
  newsFeedCard: newsFeedCardDefinition,
  stepFeedBoard: stepFeedBoardDefinition,
  stepFeedCard: stepFeedCardDefinition,
  productBoard: productBoardDefinition,
  productCard: productCardDefinition,
  serviceBoard: serviceBoardDefinition,
  serviceCard: serviceCardDefinition,
  announcementBar: announcementBarDefinition,
  announcementBubble: announcementBubbleDefinition,
  goFeed: goFeedDefinition,
  goFeedCard: goFeedCardDefinition,
  slides: slidesDefinition,
  contact: contactDefinition,
  courses: coursesDefinition,
  reviewSlider: reviewSliderDefinition,
  instagramFeed: instagramFeedDefinition,
  teamContainer: teamContainerDefinition,
  servicesContainer: servicesContainerDefinition,
  testimonialsContainer: testimonialsContainerDefinition,
  teamDetails: teamDetailsDefinition,
  testimonialDetails: testimonialDetailsDefinition,
  contactForm: contactFormDefinition,
  aspectSponsorForm: aspectSponsorFormDefinition,
  gameSetup: gameSetupDefinition,
  scoreTracker: scoreTrackerDefinition,
  mapContainer: mapContainerDefinition,
  mapDetails: mapDetailsDefinition,
  poiManager: poiManagerDefinition,
  bookingContainer: bookingContainerDefinition,
  businessSearch: businessSearchDefinition,
  jobs: jobsDefinition,
  marketplace: marketplaceDefinition,
  healthOpticsArticles: healthOpticsArticlesDefinition,
} as const satisfies Record<string, BlockDefinition>;

export type BlockType = keyof typeof blockDefinitions;

/** Own keys only: a stored type such as "constructor" or "__proto__" must not hit Object.prototype. */
export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockDefinitions, type);
}

export function getBlockDefinition(type: string): BlockDefinition | null {
  return isBlockType(type) ? blockDefinitions[type] : null;
}
