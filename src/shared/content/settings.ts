import { z } from 'zod';
import { ZGlossary } from '../schemas/translation';
import { normaliseOpeningHours, ZOpeningHours } from './opening-hours';

const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'settings.invalidColor');

/** Empty, or a value the pattern accepts (messages are keys of the `api` catalogue). */
const optional = (pattern: RegExp, message: string, max: number, upperCase = false) =>
  (upperCase ? z.string().trim().toUpperCase() : z.string().trim())
    .max(max)
    .refine((value) => value === '' || pattern.test(value), message)
    .default('');

/** Tracking id formats (the panel shows them as placeholders): G-XXXXXXX (or UA-…), GTM-XXXXXX, digits. */
export const TRACKING_PATTERNS = {
  googleAnalytics: /^(G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/,
  googleTagManager: /^GTM-[A-Z0-9]{4,12}$/,
  facebookPixel: /^\d{5,20}$/,
} as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTPS_URL = /^https?:\/\/[^\s]+$/;
/** A phone number as people type it: digits, spaces, +, (), /, -, . with at least 6 digits. */
const PHONE = /^(?=(?:\D*\d){6})[+\d\s()/.-]+$/;

/** The font stacks' names in a fixed order (the theme's font choices). */
export const FONT_STACK_NAMES = ['sans', 'serif', 'rounded', 'mono'] as const;
export type FontStack = (typeof FONT_STACK_NAMES)[number];
/** Font stacks a site may choose; fixed so no font is fetched from the network. */
export const FONT_STACKS: Record<FontStack, string> = {
  sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", "Segoe UI", system-ui, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
};
const ZFontStack = z.enum(FONT_STACK_NAMES);

export const ZTheme = z.object({
  colors: z
    .object({
      primary: ZHexColor.default('#0b5cad'),
      secondary: ZHexColor.default('#f2b705'),
      background: ZHexColor.default('#ffffff'),
      header: ZHexColor.default('#10253f'),
      text: ZHexColor.default('#1d2433'),
    })
    .prefault({}),
  fonts: z.object({ heading: ZFontStack.default('sans'), body: ZFontStack.default('sans') }).prefault({}),
});
export type Theme = z.infer<typeof ZTheme>;

/** Site settings (editor-panels §3 "Settings object"); later panels fill in more of it. */
export const ZSiteSettings = z.object({
  theme: ZTheme.prefault({}),
  appearance: z
    .object({
      header: z.enum(['transparent', 'opaque']).default('opaque'),
      opaqueHeaderOnMobile: z.boolean().default(true),
      showLogoOnMobile: z.boolean().default(true),
      triangle: z.boolean().default(false),
      bubble: z.boolean().default(false),
      gradient: z.object({ enabled: z.boolean(), from: ZHexColor, to: ZHexColor }).nullable().default(null),
      footerColor: z.enum(['primary', 'secondary', 'background', 'header']).default('header'),
      progressBar: z.boolean().default(false),
    })
    .prefault({}),
  header: z
    .object({
      logoSize: z.enum(['small', 'medium', 'large']).default('medium'),
      logoPosition: z.enum(['left', 'center']).default('left'),
      boldHeaderFont: z.boolean().default(false),
      upperCase: z.boolean().default(false),
      /** The site logo (a media id); without one the site name is shown. */
      logoMediaId: z.uuid().nullable().default(null),
      /** A second logo (e.g. light on a transparent header), shown instead when `useAlternativeLogo` is on. */
      alternativeLogoMediaId: z.uuid().nullable().default(null),
      useAlternativeLogo: z.boolean().default(false),
      loginPage: z.object({ useLinkToLoginPage: z.boolean().default(false), url: z.string().max(500).default('') }).prefault({}),
    })
    .prefault({}),
  bookingButton: z
    .object({
      active: z.boolean().default(false),
      position: z.enum(['left', 'right']).default('right'),
      color: z.enum(['primary', 'secondary', 'background', 'header']).default('primary'),
      /** Where it leads: the booking widget (shore-style company), an external URL, e-mail, phone or a page. */
      target: z.enum(['shore', 'url', 'email', 'phone', 'page']).default('shore'),
      shoreCompany: z.string().trim().max(100).default(''),
      url: optional(HTTPS_URL, 'settings.invalidUrl', 500),
      email: optional(EMAIL, 'settings.invalidEmail', 200),
      phone: optional(PHONE, 'settings.invalidPhone', 50),
      pageId: z.uuid().nullable().default(null),
      /** The button's text per page language; empty: the catalogue's "Termin buchen". */
      label: z.record(z.string(), z.string().trim().max(60)).default({}),
    })
    .prefault({}),
  footer: z
    .object({
      upperCase: z.boolean().default(false),
      useBusinessDataFromLookUp: z.boolean().default(true),
      street: z.string().trim().max(200).default(''),
      postcode: z.string().trim().max(20).default(''),
      city: z.string().trim().max(100).default(''),
      email: optional(EMAIL, 'settings.invalidEmail', 200),
      phone: optional(PHONE, 'settings.invalidPhone', 50),
      showTerms: z.boolean().default(false),
      logoSize: z.enum(['small', 'medium', 'large']).default('medium'),
      /** The business-profile branch the footer shows (null: the first active one). */
      branchId: z.uuid().nullable().default(null),
      /** The footer's own opening hours; null: those of the footer's branch (with "use business data"). Reset clears them. */
      openingHours: ZOpeningHours.nullable().default(null),
    })
    .prefault({}),
  contact: z.object({ email: optional(EMAIL, 'settings.invalidEmail', 200), companyName: z.string().trim().max(200).default('') }).prefault({}),
  socialAccounts: z
    .object({
      instagram: optional(HTTPS_URL, 'settings.invalidUrl', 300),
      facebook: optional(HTTPS_URL, 'settings.invalidUrl', 300),
      linkedIn: optional(HTTPS_URL, 'settings.invalidUrl', 300),
      /** The Instagram feed service's (Behold-style) feed id. */
      behold: optional(/^[A-Za-z0-9_-]{4,64}$/, 'settings.invalidFeedId', 64),
    })
    .prefault({}),
  accounts: z.object({ swissQualiQuest: optional(/^[A-Za-z0-9_-]{2,64}$/, 'settings.invalidAccount', 64) }).prefault({}),
  /** Light and dark map style URLs (https); empty: the Swiss federal geo service's styles (src/shared/map/map-style.ts). */
  map: z.object({ lightStyleUrl: z.string().max(500).default(''), darkStyleUrl: z.string().max(500).default('') }).prefault({}),
  tracking: z
    .object({
      googleAnalytics: optional(TRACKING_PATTERNS.googleAnalytics, 'settings.invalidAnalyticsId', 40, true),
      googleTagManager: optional(TRACKING_PATTERNS.googleTagManager, 'settings.invalidTagManagerId', 40, true),
      facebookPixel: optional(TRACKING_PATTERNS.facebookPixel, 'settings.invalidPixelId', 40),
      /** Beyond the spec: load the scripts only after the visitor agreed in the consent banner. */
      requireConsent: z.boolean().default(false),
    })
    .prefault({}),
  /** Link previews (issue 33): the image of pages that have none of their own (else a generated card). */
  sharing: z.object({ imageMediaId: z.uuid().nullable().default(null) }).prefault({}),
  /** Machine translation (issue 15): terms it never translates (company, brand and product names). */
  translation: z.object({ glossary: ZGlossary.default([]) }).prefault({}),
});
export type SiteSettings = z.infer<typeof ZSiteSettings>;

export type SiteSettingsInput = z.input<typeof ZSiteSettings>;

/** Stored settings as the site uses them (the seed and the API only ever store parsed ones). */
export function parseSettings(value: unknown): SiteSettings {
  return ZSiteSettings.parse(withReadableFooterHours(value ?? {}));
}

/** Stored footer hours written before issue 31 (off the five-minute grid, …) are read as the model, not refused. */
function withReadableFooterHours(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('footer' in value)) return value;
  const footer = value.footer;
  if (typeof footer !== 'object' || footer === null || !('openingHours' in footer) || footer.openingHours == null) return value;
  return { ...value, footer: { ...footer, openingHours: normaliseOpeningHours(footer.openingHours) } };
}

/** The site's logo for link previews and search engines: the one it shows, else its business profile's. */
export function brandLogoId(settings: SiteSettings, business: { logoMediaId?: string | null }): string | null {
  return siteLogoId(settings) ?? business.logoMediaId ?? null;
}

/** The logo the site shows: the alternative one when it is chosen and set, else the main one. */
export function siteLogoId(settings: SiteSettings): string | null {
  const { header } = settings;
  return header.useAlternativeLogo && header.alternativeLogoMediaId ? header.alternativeLogoMediaId : header.logoMediaId;
}
