import { ContentSliderBoard, ContentSliderCard } from './content-slider/ContentSlider';
import { NewsFeedBoard, NewsFeedCard } from './news-feed/NewsFeed';
import { ProductBoard, ProductCardBlock } from './product-board/ProductBoard';
import { ServiceBoard, ServiceCardBlock } from './service-board/ServiceBoard';
import { StepFeedBoard, StepFeedCard } from './step-feed/StepFeed';
import { Cta } from './cta/Cta';
import { blockDefinitions, type BlockType, isBlockType } from '../shared/blocks/definitions';
import { Hero } from './hero/Hero';
import { MediaGallery } from './media-gallery/MediaGallery';
import { RichTextBlock } from './rich-text-block/RichTextBlock';
import { Spacer } from './spacer/Spacer';
import { BookingContainer } from './booking-container/BookingContainer';
import type { RegisteredBlock } from './types';
import { BusinessSearch } from './business-search/BusinessSearch';
import { VideoPlayer } from './video-player/VideoPlayer';
import { ImageBoard } from './image-board/ImageBoard';
import { ImageCard } from './image-board/ImageCard';
import { ImageCollage } from './image-collage/ImageCollage';
import { MultiCta } from './multi-cta/MultiCta';
import { TextOnImage } from './text-on-image/TextOnImage';
import { AnnouncementBar } from './announcement-bar/AnnouncementBar';
import { AnnouncementBubble } from './announcement-bubble/AnnouncementBubble';
import { GoFeed, GoFeedCard } from './go-feed/GoFeed';
import { Slides } from './slides/Slides';
import { Contact } from './contact/Contact';
import { Courses } from './courses/Courses';
import { InstagramFeed } from './instagram-feed/InstagramFeed';
import { ReviewSlider } from './review-slider/ReviewSlider';
import { ServicesContainer, TeamContainer, TestimonialsContainer } from './collections/Collections';
import { TeamDetails, TestimonialDetails } from './collections/Details';
import { ContactFormBlock } from './contact-form/ContactFormBlock';
import { AspectSponsorForm } from './aspect-sponsor-form/AspectSponsorForm';
import { GameSetup } from './game-setup/GameSetup';
import { MapContainer } from './map-container/MapContainer';
import { MapDetails } from './map-details/MapDetails';
import { PoiManager } from './poi-manager/PoiManager';
import { Jobs } from './jobs/Jobs';
import { Marketplace } from './marketplace/Marketplace';
import { HealthOpticsArticles } from './health-optics-articles/HealthOpticsArticles';
import { ScoreTrackerBlock } from './score-tracker/ScoreTrackerBlock';

/**
 * Type -> definition and server view. The mapped type makes a block listed in definitions.ts
 * without a component (or the reverse) a compile error. Adding a block: a folder and one line here.
 */
export const blockRegistry: { readonly [K in BlockType]: RegisteredBlock } = {
  hero: { definition: blockDefinitions.hero, Component: Hero },
  cta: { definition: blockDefinitions.cta, Component: Cta },
  richTextBlock: { definition: blockDefinitions.richTextBlock, Component: RichTextBlock },
  spacer: { definition: blockDefinitions.spacer, Component: Spacer },
  videoPlayer: { definition: blockDefinitions.videoPlayer, Component: VideoPlayer },
  mediaGallery: { definition: blockDefinitions.mediaGallery, Component: MediaGallery },
  multiCta: { definition: blockDefinitions.multiCta, Component: MultiCta },
  textOnImage: { definition: blockDefinitions.textOnImage, Component: TextOnImage },
  imageBoard: { definition: blockDefinitions.imageBoard, Component: ImageBoard },
  imageCard: { definition: blockDefinitions.imageCard, Component: ImageCard },
  imageCollage: { definition: blockDefinitions.imageCollage, Component: ImageCollage },
  contentSliderBoard: { definition: blockDefinitions.contentSliderBoard, Component: ContentSliderBoard },
  contentSliderCard: { definition: blockDefinitions.contentSliderCard, Component: ContentSliderCard },
  newsFeedBoard: { definition: blockDefinitions.newsFeedBoard, Component: NewsFeedBoard },
  newsFeedCard: { definition: blockDefinitions.newsFeedCard, Component: NewsFeedCard },
  stepFeedBoard: { definition: blockDefinitions.stepFeedBoard, Component: StepFeedBoard },
  stepFeedCard: { definition: blockDefinitions.stepFeedCard, Component: StepFeedCard },
  productBoard: { definition: blockDefinitions.productBoard, Component: ProductBoard },
  productCard: { definition: blockDefinitions.productCard, Component: ProductCardBlock },
  serviceBoard: { definition: blockDefinitions.serviceBoard, Component: ServiceBoard },
  serviceCard: { definition: blockDefinitions.serviceCard, Component: ServiceCardBlock },
  announcementBar: { definition: blockDefinitions.announcementBar, Component: AnnouncementBar },
  announcementBubble: { definition: blockDefinitions.announcementBubble, Component: AnnouncementBubble },
  goFeed: { definition: blockDefinitions.goFeed, Component: GoFeed },
  goFeedCard: { definition: blockDefinitions.goFeedCard, Component: GoFeedCard },
  slides: { definition: blockDefinitions.slides, Component: Slides },
  contact: { definition: blockDefinitions.contact, Component: Contact },
  courses: { definition: blockDefinitions.courses, Component: Courses },
  reviewSlider: { definition: blockDefinitions.reviewSlider, Component: ReviewSlider },
  instagramFeed: { definition: blockDefinitions.instagramFeed, Component: InstagramFeed },
  teamContainer: { definition: blockDefinitions.teamContainer, Component: TeamContainer },
  servicesContainer: { definition: blockDefinitions.servicesContainer, Component: ServicesContainer },
  testimonialsContainer: { definition: blockDefinitions.testimonialsContainer, Component: TestimonialsContainer },
  teamDetails: { definition: blockDefinitions.teamDetails, Component: TeamDetails },
  testimonialDetails: { definition: blockDefinitions.testimonialDetails, Component: TestimonialDetails },
  contactForm: { definition: blockDefinitions.contactForm, Component: ContactFormBlock },
  aspectSponsorForm: { definition: blockDefinitions.aspectSponsorForm, Component: AspectSponsorForm },
  gameSetup: { definition: blockDefinitions.gameSetup, Component: GameSetup },
  scoreTracker: { definition: blockDefinitions.scoreTracker, Component: ScoreTrackerBlock },
  mapContainer: { definition: blockDefinitions.mapContainer, Component: MapContainer },
  mapDetails: { definition: blockDefinitions.mapDetails, Component: MapDetails },
  poiManager: { definition: blockDefinitions.poiManager, Component: PoiManager },
  bookingContainer: { definition: blockDefinitions.bookingContainer, Component: BookingContainer },
  businessSearch: { definition: blockDefinitions.businessSearch, Component: BusinessSearch },
  jobs: { definition: blockDefinitions.jobs, Component: Jobs },
  marketplace: { definition: blockDefinitions.marketplace, Component: Marketplace },
  healthOpticsArticles: { definition: blockDefinitions.healthOpticsArticles, Component: HealthOpticsArticles },
};

export function getBlock(type: string): RegisteredBlock | null {
  return isBlockType(type) ? blockRegistry[type] : null;
}
