import type { CSSProperties } from 'react';
import { FONT_STACKS, type Theme } from '@/shared/content/settings';

/** The site's theme as CSS custom properties (values are zod-validated hex colours and fixed stacks). */
export function themeStyle(theme: Theme): CSSProperties {
  return {
    '--site-primary': theme.colors.primary,
    '--site-secondary': theme.colors.secondary,
    '--site-background': theme.colors.background,
    '--site-header': theme.colors.header,
    '--site-text': theme.colors.text,
    '--site-font-heading': FONT_STACKS[theme.fonts.heading],
    '--site-font-body': FONT_STACKS[theme.fonts.body],
  } as CSSProperties;
}
