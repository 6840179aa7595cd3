// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../toolbar/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetTranslationProvider } from '../languages/use-translation-provider';
import { IDS, renderInEditor, router, stubApi } from '../toolbar/testing';
import { SectionMenu, type SectionMenuProps } from './SectionMenu';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  router.refresh.mockClear();
  forgetTranslationProvider();
  vi.restoreAllMocks();
});

const FIELDS: SectionMenuProps['fields'] = { title: { id: IDS.field, visible: true }, image1: { id: IDS.other, visible: true } };
const TRANSLATED = { data: { translated: 2, items: [{ itemType: 'field', id: IDS.field, version: 4, state: {} }] } };

type Answer = { data?: unknown; error?: string; status?: number };

/** The hero's menu on the French page of a German/French site, with the translation panel open. */
async function openPanel(answer: Answer = TRANSLATED) {
  const api = stubApi({ 'GET /translation/provider': { data: { provider: 'deepl' } }, 'POST /translation': answer });
  const props: SectionMenuProps = {
    groupId: IDS.group,
    type: 'hero',
    options: {},
    fields: FIELDS,
    disallowedLanguages: [],
    first: false,
    last: false,
    busy: false,
    onMove: () => {},
  };
  const view = renderInEditor(<SectionMenu {...props} />, { locale: 'fr' });
  await view.user.click(screen.getByRole('button', { name: 'Box-Menü' }));
  const entry = await screen.findByRole('menuitem', { name: /KI-Übersetzung/ });
  await waitFor(() => expect(entry.getAttribute('aria-disabled')).toBeNull());
  await view.user.click(entry);
  const panel = await screen.findByRole('region', { name: 'KI-Übersetzung' });
  return { ...view, api, panel };
}
const translations = (api: ReturnType<typeof stubApi>) => api.posts().filter((call) => call.path === '/translation');

describe('the AI translation panel', () => {
  it('translates the whole box from the default language into the current one, then refreshes the page', async () => {
    const { user, api, panel } = await openPanel();
    expect((within(panel).getByLabelText('Von') as HTMLSelectElement).value).toBe('de');
    expect((within(panel).getByLabelText('Nach') as HTMLSelectElement).value).toBe('fr');
    await user.click(within(panel).getByRole('button', { name: 'Ganze Box übersetzen' }));
    await waitFor(() => expect(translations(api)).toHaveLength(1));
    expect(translations(api)[0]?.body).toEqual({ pageId: IDS.page, groupId: IDS.group, from: 'de', to: 'fr' });
    expect(await screen.findByText('2 Texte übersetzt – bitte prüfen')).toBeTruthy();
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'KI-Übersetzung' })).toBeNull());
  });

  it('translates one text field (the spec call) and lists no media field', async () => {
    const { user, api, panel } = await openPanel();
    expect(
      within(panel)
        .getAllByRole('button', { name: /^«.+» übersetzen$/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['«Titel» übersetzen']);
    await user.click(within(panel).getByRole('button', { name: '«Titel» übersetzen' }));
    await waitFor(() => expect(translations(api)).toHaveLength(1));
    expect(translations(api)[0]?.body).toEqual({ pageId: IDS.page, fieldId: IDS.field, from: 'de', to: 'fr' });
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(screen.getByRole('region', { name: 'KI-Übersetzung' })).toBeTruthy();
  });

  it('translates from another language when the target is the default one', async () => {
    const { user, api, panel } = await openPanel();
    await user.selectOptions(within(panel).getByLabelText('Nach'), 'de');
    expect((within(panel).getByLabelText('Von') as HTMLSelectElement).value).toBe('fr');
    await user.click(within(panel).getByRole('button', { name: 'Ganze Box übersetzen' }));
    await waitFor(() => expect(translations(api)[0]?.body).toMatchObject({ from: 'fr', to: 'de' }));
  });

  it('shows a refusal in the panel and changes nothing', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, panel } = await openPanel({ status: 503, error: 'Übersetzung fehlgeschlagen: Kontingent erschöpft' });
    await user.click(within(panel).getByRole('button', { name: 'Ganze Box übersetzen' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Übersetzung fehlgeschlagen: Kontingent erschöpft');
    expect(router.refresh).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    expect(within(panel).getByRole('button', { name: 'Ganze Box übersetzen' })).toHaveProperty('disabled', false);
  });

  it('says so when there was nothing to translate', async () => {
    const { user, panel } = await openPanel({ data: { translated: 0, items: [] } });
    await user.click(within(panel).getByRole('button', { name: '«Titel» übersetzen' }));
    expect((await within(panel).findByRole('status')).textContent).toContain('auf Deutsch steht hier kein Text');
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
