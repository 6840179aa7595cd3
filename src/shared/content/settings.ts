import { z } from 'zod';

const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');

/** Font stacks a site may choose; fixed so no font is fetched from the network. */
export const FONT_STACKS = {
  sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", "Segoe UI", system-ui, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;
export type FontStack = keyof typeof FONT_STACKS;
const ZFontStack = z.enum(Object.keys(FONT_STACKS) as [FontStack, ...FontStack[]]);

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
      shoreCompany: z.string().max(100).default(''),
      url: z.string().max(500).default(''),
      email: z.string().max(200).default(''),
      phone: z.string().max(50).default(''),
      pageId: z.uuid().nullable().default(null),
    })
    .prefault({}),
  footer: z
    .object({
      upperCase: z.boolean().default(false),
      useBusinessDataFromLookUp: z.boolean().default(true),
      street: z.string().max(200).default(''),
      postcode: z.string().max(20).default(''),
      city: z.string().max(100).default(''),
      email: z.string().max(200).default(''),
      phone: z.string().max(50).default(''),
      showTerms: z.boolean().default(false),
      logoSize: z.enum(['small', 'medium', 'large']).default('medium'),
    })
    .prefault({}),
  contact: z.object({ email: z.string().max(200).default(''), companyName: z.string().max(200).default('') }).prefault({}),
  /** Light and dark map style URLs (https); empty: the bundled offline styles (see src/site/map). */
  map: z
    .object({ lightStyleUrl: z.string().max(500).default(''), darkStyleUrl: z.string().max(500).default('') })
    .prefault({}),
  tracking: z
    .object({
      googleAnalytics: z.string().max(40).default(''),
      googleTagManager: z.string().max(40).default(''),
      facebookPixel: z.string().max(40).default(''),
    })
    .prefault({}),
});
export type SiteSettings = z.infer<typeof ZSiteSettings>;

export function parseSettings(value: unknown): SiteSettings {
  return ZSiteSettings.parse(value ?? {});
}
