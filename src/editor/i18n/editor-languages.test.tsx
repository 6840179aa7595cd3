// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBlockDefinition } from '@/shared/blocks/definitions';
import type { EditorLocale } from '@/shared/i18n/config';
import { EDITOR_NAMESPACES, editorMessagesFor } from '@/shared/i18n/editor-messages';
import { EditorShell } from '../EditorShell';
import { renderOptionEditor } from '../options/test-utils';
import { AddSectionDialog } from '../sections/AddSectionDialog';
import { makeEnvironment, renderInEditor, resetNavigation, stubApi } from '../toolbar/testing';
import { germanUiTexts, readableText } from '../../../tests/support/german-ui-texts';
import { createEditorT } from './messages';
import { NO_CHANGES } from '@/shared/content/page-changes';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const probesFor = (language: EditorLocale) => germanUiTexts(language, [...EDITOR_NAMESPACES]);
/** The German editor texts (that the language words differently) shown in an element's text or attributes. */
const leftovers = (element: Element, language: EditorLocale) => {
  const text = readableText(element.outerHTML);
  return probesFor(language).filter((phrase) => text.includes(phrase));
};

/** Status answers that put publish, revert and the change counts on the toolbar. */
const CHANGES = {
  'GET /page/status/publication': { data: { fields: 2, groups: 1, pages: 0, changes: { ...NO_CHANGES, newBoxes: 1, changedBoxes: 2 } } },
  'GET /page/status/translation': { data: { de: 0, fr: 0 } },
};

async function openToolbar(language: EditorLocale) {
  resetNavigation('/de/edit?toolbar=1');
  stubApi(CHANGES);
  const user = userEvent.setup();
  render(
    <EditorShell environment={makeEnvironment({ editorLanguage: language })} userEmail="owner@example.ch" liveHref="/de">
      <main>Seiteninhalt</main>
    </EditorShell>,
  );
  const bar = document.querySelector('[data-edit-bar]');
  if (!bar) throw new Error('no toolbar');
  // Wait for the status: the publish button carries the change count.
  await within(bar as HTMLElement).findByText('3');
  return { bar, user };
}

function renderOptions(language: EditorLocale) {
  const hero = getBlockDefinition('hero');
  const gallery = getBlockDefinition('mediaGallery');
  if (!hero || !gallery) throw new Error('block definitions missing');
  stubApi();
  return renderOptionEditor({ definitions: { ...hero.options, ...gallery.options }, environment: { editorLanguage: language } });
}

describe('the editor in Italian and English', () => {
  it('looks for something: the German editor shows the German texts the check looks for', async () => {
    expect(probesFor('it').length).toBeGreaterThan(200);
    const { bar } = await openToolbar('de');
    expect(leftovers(bar, 'it')).toEqual(expect.arrayContaining(['Veröffentlichen', 'Verwerfen', 'Seiten', 'Anfragen']));
  });

  for (const language of ['it', 'en'] as const) {
    describe(language, () => {
      it('shows no German in the toolbar or the publish dialog', async () => {
        const { bar, user } = await openToolbar(language);
        expect(leftovers(bar, language)).toEqual([]);
        await user.click(within(bar as HTMLElement).getByRole('button', { name: /3/ }));
        const dialog = await screen.findByRole('alertdialog');
        expect(leftovers(dialog, language)).toEqual([]);
      });

      it('shows no German in the add-section dialog', () => {
        stubApi(CHANGES);
        renderInEditor(<AddSectionDialog open onOpenChange={() => undefined} onChoose={() => undefined} />, {
          editorLanguage: language,
          site: { id: 's', name: 'Optik Muster', locales: ['de', 'fr'], defaultLocale: 'de', healthOptics: false },
        });
        const dialog = screen.getByRole('dialog');
        expect(within(dialog).getAllByRole('button').length).toBeGreaterThan(20);
        expect(leftovers(dialog, language)).toEqual([]);
      });

      it('shows no German in the option editor', () => {
        const { container } = renderOptions(language);
        expect(container.querySelectorAll('[role="radiogroup"]').length).toBeGreaterThan(3);
        expect(leftovers(container, language)).toEqual([]);
      });
    });
  }

  it('words counts by each language’s plural rules, with Swiss number formats', () => {
    const total = (language: EditorLocale, count: number) => createEditorT(language, editorMessagesFor(language), 'editorInbox')('total', { count });
    expect(total('de', 1)).toBe('1 Anfrage');
    expect(total('it', 1)).toBe('1 richiesta');
    expect(total('en', 2)).toBe('2 requests');
    expect(total('de', 1200)).toBe(`${new Intl.NumberFormat('de-CH').format(1200)} Anfragen`);
    expect(total('de', 1200)).not.toBe('1200 Anfragen');
  });
});
