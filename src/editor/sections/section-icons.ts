import {
  Briefcase, CalendarCheck, CircleHelp, ClipboardList, Contact, Footprints, Gamepad2, GalleryHorizontal, GraduationCap,
  Image, Images, LayoutGrid, type LucideIcon, Mail, Map as MapIcon, MapPin, Megaphone, MessageCircle, MousePointerClick, MoveVertical,
  Newspaper, Package, Quote, Rss, Search, Sparkles, Star, Store, TextQuote, Trophy, Users, Video, Wrench,
} from 'lucide-react';

/** A recognisable icon per section type; anything unknown gets the question mark (editor-core §2 "Remaining"). */
const ICONS: Partial<Record<string, LucideIcon>> = {
  hero: Sparkles,
  announcementBar: Megaphone,
  announcementBubble: MessageCircle,
  businessSearch: Search,
  marketplace: Store,
  jobs: Briefcase,
  courses: GraduationCap,
  aspectSponsorForm: ClipboardList,
  cta: MousePointerClick,
  textOnImage: Image,
  multiCta: LayoutGrid,
  richTextBlock: TextQuote,
  videoPlayer: Video,
  imageCollage: Images,
  imageBoard: LayoutGrid,
  newsFeedBoard: Newspaper,
  stepFeedBoard: Footprints,
  productBoard: Package,
  serviceBoard: Wrench,
  spacer: MoveVertical,
  gameSetup: Gamepad2,
  scoreTracker: Trophy,
  poiManager: MapPin,
  mediaGallery: GalleryHorizontal,
  reviewSlider: Star,
  contentSliderBoard: GalleryHorizontal,
  instagramFeed: Images,
  contactForm: Mail,
  teamContainer: Users,
  servicesContainer: Wrench,
  testimonialsContainer: Quote,
  mapContainer: MapIcon,
  goFeed: Rss,
  bookingContainer: CalendarCheck,
  contact: Contact,
};

export function sectionIcon(type: string, remaining: boolean): LucideIcon {
  return (!remaining && ICONS[type]) || CircleHelp;
}
