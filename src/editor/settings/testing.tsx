import { screen, within } from '@testing-library/react';
import { parseSettings, type SiteSettings } from '@/shared/content/settings';
import type { EditorEnvironment } from '../../shared/editor/environment';
import { renderInEditor, stubApi } from '../toolbar/testing';
import { SettingsPanel } from './SettingsPanel';

/**
 * Fixtures for the settings panel's component tests, never imported by runtime code. The settings
 * API as the panel meets it: GET answers the stored settings, POST stores what it gets; `answers`
 * adds or replaces other endpoints.
 */
export function stubSettings(initial: unknown = {}, answers: Parameters<typeof stubApi>[0] = {}) {
  let settings = parseSettings(initial);
  let version = 1;
  const api = stubApi({
    'GET /settings': () => ({ data: { settings, version, unpublished: false } }),
    'POST /settings': () => {
      const body = api.calls.at(-1)?.body as { settings: SiteSettings; version: number };
      settings = body.settings;
      version += 1;
      return { data: { settings, version, unpublished: true } };
    },
    'GET /business': {
      data: {
        profile: {
          companyName: '',
          logoMediaId: null,
          programs: { healthOptics: { active: false }, frequentlens: false },
          listed: false,
          branches: [],
          staff: [],
        },
        version: 0,
      },
    },
    'GET /optician': { data: { branches: [] } },
    ...answers,
  });
  return {
    api,
    saved: () =>
      api
        .posts()
        .filter((call) => call.path === '/settings')
        .map((call) => (call.body as { settings: SiteSettings }).settings),
  };
}

/** Renders the open panel and waits for the loaded settings. */
export async function openSettingsPanel(environment: Partial<EditorEnvironment> = {}) {
  const view = renderInEditor(<SettingsPanel open onClose={() => undefined} />, environment);
  const panel = await screen.findByRole('dialog', { name: 'Einstellungen' });
  await within(panel).findAllByLabelText('Logogrösse');
  return { ...view, panel };
}
