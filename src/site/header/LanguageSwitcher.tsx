import { ChevronDown, Globe } from 'lucide-react';
import type { LanguageLink } from './language-links';

export type LanguageSwitcherTexts = {
  /** The switcher's name, e.g. "Sprache wählen". */
  choose: string;
  /** The desktop toggle's name with the current code, e.g. "Sprache: DE". */
  current: string;
};

const LINK = 'flex min-h-11 items-center rounded px-3 py-2 aria-[current=true]:font-semibold aria-[current=true]:underline aria-[current=true]:decoration-2';

function Links({ links, className }: { links: LanguageLink[]; className: string }) {
  return links.map((link) => (
    <li key={link.locale}>
      {/* The language's own name, in its own language, so a screen reader says it right. */}
      <a href={link.href} lang={link.locale} hrefLang={link.locale} aria-current={link.current ? 'true' : undefined} className={`${LINK} ${className}`}>
        {link.name}
      </a>
    </li>
  ));
}

/**
 * The desktop switcher: a globe with the current code opens the list of the page's languages.
 * It is a header disclosure like the navigation's dropdowns (the data-nav-* attributes), so the
 * same script opens and closes it and, without JavaScript, hover and keyboard focus open it.
 */
export function LanguageMenu({ id, links, texts }: { id: string; links: LanguageLink[]; texts: LanguageSwitcherTexts }) {
  const current = links.find((link) => link.current);
  if (links.length === 0) return null;
  return (
    <nav aria-label={texts.choose} className="hidden md:block">
      <div className="group/nav relative" data-nav-item="" data-open="false">
        <button
          type="button"
          data-nav-toggle=""
          aria-expanded="false"
          aria-controls={id}
          aria-label={texts.current}
          className="inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-white/10"
        >
          <Globe aria-hidden="true" className="h-5 w-5" />
          {current ? <span>{current.code}</span> : null}
          <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-data-[open=true]/nav:rotate-180" />
        </button>
        <ul
          id={id}
          data-nav-children=""
          className="absolute right-0 top-full z-20 hidden min-w-44 rounded-md bg-white p-2 text-sm text-text shadow-lg group-hover/nav:block group-data-[open=true]/nav:block"
        >
          <Links links={links} className="hover:bg-black/5" />
        </ul>
      </div>
    </nav>
  );
}

/**
 * The mobile menu's switcher: every language as a link, below the navigation. A named list inside
 * the main navigation, not a second `<nav>` of the desktop switcher's name (one landmark per name).
 */
export function LanguageList({ links, texts }: { links: LanguageLink[]; texts: Pick<LanguageSwitcherTexts, 'choose'> }) {
  if (links.length === 0) return null;
  return (
    <div className="mt-8 border-t border-white/20 pt-4 md:hidden">
      <ul aria-label={texts.choose} className="flex flex-wrap gap-x-2 gap-y-1 text-base">
        <Links links={links} className="hover:bg-white/10" />
      </ul>
    </div>
  );
}
