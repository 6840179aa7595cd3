import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * IBM Equal Access (the `accessibility-checker-engine` package) in the page, beside axe: its
 * rules catch what axe leaves alone (content outside landmarks, landmarks of one name, tabbable
 * elements without a widget role, …). The engine is one script, injected into the page's own
 * world and run with its current rule set.
 */
const ENGINE = readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8');
const RULE_SET = 'IBM_Accessibility';

/**
 * What the engine reports and we keep, each with its reason: the element (or the frame holding
 * it) lies inside `within`.
 */
export const EQUAL_ACCESS_FALSE_POSITIVES: readonly { ruleId: string; within: string; reason: string }[] = [
  {
    ruleId: 'text_contrast_sufficient',
    within: '[data-block="hero"]',
    reason:
      'White text on the hero’s dark surface (bg-neutral-900) with its image and a blurred decorative backdrop behind: the engine measures against the backdrop’s colours, not what is painted (axe measures the real contrast).',
  },
  {
    ruleId: 'text_contrast_sufficient',
    within: '[data-letter-disabled]',
    reason: 'A letter of the directory index without businesses: dimmed on purpose, aria-hidden and inactive (WCAG 1.4.3 exempts inactive components).',
  },
  {
    ruleId: 'element_tabbable_role_valid',
    within: '[data-block="slides"]',
    reason:
      'The slide deck takes the arrow and page keys to move between its full-screen slides, so it is focusable: a named region with a role description (WCAG 2.1.1); ARIA has no widget role for it.',
  },
  {
    ruleId: 'input_autocomplete_valid',
    within: 'input[type="email"][autocomplete="username"]',
    reason:
      'The sign-in e-mail field is the account’s user name: HTML allows autocomplete="username" on type="email" since 2020 (whatwg/html pull request 5881; the Nu checker and axe accept it), and password managers pair it with current-password.',
  },
  {
    ruleId: 'html_lang_exists',
    within: '[data-booking-embed] iframe',
    reason: 'The booking widget’s frame is about:blank until the provider’s page loads into it (lazily, from data-src); that page is not ours.',
  },
];

type Finding = { ruleId: string; path: string; message: string; allowed: boolean };

/** The engine's violations on the page as it is now, documented false positives left out. */
export async function equalAccessProblems(page: Page, label: string): Promise<string[]> {
  const findings: Finding[] = await page.evaluate(
    async ({ engine, ruleSet, allowed }) => {
      const win = window as Window & {
        ace?: {
          Checker: new () => {
            check: (doc: Document, rules: string[]) => Promise<{ results: { ruleId: string; value: string[]; path: { dom: string }; message: string }[] }>;
          };
        };
      };
      if (!win.ace) new Function(`${engine}\n;window.ace = ace;`)();
      const report = await new (win.ace as NonNullable<typeof win.ace>).Checker().check(document, [ruleSet]);
      // A path into a frame (…/iframe[1]/html[1]/…) is resolved up to the frame element.
      const elementAt = (path: string) => {
        const local = path.replace(/(\/iframe\[\d+\]).*$/, '$1');
        const node = document.evaluate(local, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
        return node instanceof Element ? node : null;
      };
      return report.results
        .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
        .map((result) => {
          const element = elementAt(result.path.dom);
          const ok = allowed.some((entry) => entry.ruleId === result.ruleId && element?.closest(entry.within) != null);
          return { ruleId: result.ruleId, path: result.path.dom, message: result.message, allowed: ok };
        });
    },
    { engine: ENGINE, ruleSet: RULE_SET, allowed: EQUAL_ACCESS_FALSE_POSITIVES.map(({ ruleId, within }) => ({ ruleId, within })) },
  );
  return findings
    .filter((finding) => !finding.allowed)
    .map((finding) => `${label}: IBM ${finding.ruleId} ${finding.path.slice(0, 140)} (${finding.message.slice(0, 120)})`);
}
