import type { z } from 'zod';
import type { ZSiteSettings } from '../../../shared/content/settings';

/**
 * Site-chrome settings for the demo site, merged by the lead into the settings passed to
 * ZSiteSettings.parse in seed-demo (deep-merge `appearance` and `header`; `footer` adds showTerms).
 * Shows: opaque header (axe-safe contrast), bubbles, a soft gradient, the progress bar, the login icon.
 * Tracking stays empty so the demo loads no third-party scripts.
 */
export const demoChromeSettings = {
  appearance: {
    header: 'opaque',
    opaqueHeaderOnMobile: true,
    showLogoOnMobile: true,
    triangle: false,
    bubble: true,
    gradient: { enabled: true, from: '#fbfaf7', to: '#eaf2f8' },
    footerColor: 'header',
    progressBar: true,
  },
  header: {
    logoSize: 'medium',
    logoPosition: 'left',
    boldHeaderFont: true,
    upperCase: false,
    loginPage: { useLinkToLoginPage: true, url: '/de/login' },
  },
  footer: { showTerms: false, logoSize: 'medium', upperCase: false },
  tracking: { googleAnalytics: '', googleTagManager: '', facebookPixel: '' },
} satisfies z.input<typeof ZSiteSettings>;
