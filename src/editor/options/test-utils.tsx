import { permissionsOf } from '@/shared/permissions';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesFor } from '@/shared/i18n/catalogues';
import { editorMessagesFor } from '@/shared/i18n/editor-messages';
import { vi } from 'vitest';
import type { OptionDefinition } from '@/shared/blocks/types';
import { EditorEnvironmentProvider } from '@/editor/context';
import type { EditorEnvironment } from '@/shared/editor/environment';
import type { OptionValue } from '@/shared/content/types';
import { OptionEditor, type OptionEditorPanelProps } from './OptionEditor';

/** Shared fixtures of the option editor's component tests; only the network is stubbed. */
export const GROUP_ID = '6f1c2b9e-3d4a-4c5b-8e7f-1a2b3c4d5e6f';
export const FIELD_ID = '0b7e4a52-91c3-4f0d-a6e2-5d8c9b1f2e3a';
export const PAGE_IDS = {
  home: 'a1b2c3d4-0000-4000-8000-000000000001',
  about: 'a1b2c3d4-0000-4000-8000-000000000002',
  anna: 'a1b2c3d4-0000-4000-8000-000000000003',
  eyeTest: 'a1b2c3d4-0000-4000-8000-000000000004',
} as const;

/** An environment as the edit route builds it; the messages follow `editorLanguage` unless given. */
export function makeEnvironment(overrides: Partial<EditorEnvironment> = {}): EditorEnvironment {
  const editorLanguage = overrides.editorLanguage ?? 'de';
  return {
    site: { id: 'site-1', name: 'Optik Muster', locales: ['de', 'fr'], defaultLocale: 'de', healthOptics: true },
    member: { role: 'owner', permissions: permissionsOf('owner') },
    page: { id: PAGE_IDS.home, collection: null, slug: { de: 'home' }, specialKey: '~home', status: 'published' },
    locale: 'de',
    editorLanguage,
    messages: editorMessagesFor(editorLanguage),
    formLabels: messagesFor(editorLanguage, 'forms'),
    pages: [
      { id: PAGE_IDS.home, name: { de: 'Startseite', fr: 'Accueil' }, slug: { de: 'home' }, collection: null, specialKey: '~home', status: 'published' },
      { id: PAGE_IDS.about, name: { de: 'Über uns' }, slug: { de: 'ueber-uns' }, collection: null, specialKey: null, status: 'draft' },
      { id: PAGE_IDS.anna, name: { de: 'Anna Muster' }, slug: { de: 'anna' }, collection: 'team', specialKey: null, status: 'published' },
      { id: PAGE_IDS.eyeTest, name: { fr: 'Examen de la vue' }, slug: { fr: 'examen' }, collection: 'service', specialKey: null, status: 'draft' },
    ],
    navigation: [
      { id: 'nav-main', label: { de: 'Hauptmenü' }, pageIds: [PAGE_IDS.home, PAGE_IDS.about] },
      { id: 'nav-footer', label: { fr: 'Pied de page' }, pageIds: [PAGE_IDS.home] },
    ],
    versions: { [`group:${GROUP_ID}`]: 4, [`field:${GROUP_ID}:button1`]: 2 },
    ...overrides,
  };
}

type Call = { url: string; method: string | undefined; body: unknown };

/**
 * Stubs fetch for POST /api/v1/data. `hold` keeps answers pending until `release()`, so the
 * in-flight state can be seen; `error` answers with a failed envelope instead.
 */
export function stubSaveApi(options: { hold?: boolean; error?: string } = {}) {
  const calls: Call[] = [];
  const pending: (() => void)[] = [];
  const answer = () => {
    const body = options.error ? { success: false, error: options.error, status: 500, data: null } : { success: true, error: null, status: 200, data: {} };
    return new Response(JSON.stringify(body), { status: body.status, headers: { 'content-type': 'application/json' } });
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method, body: JSON.parse(String(init?.body ?? 'null')) });
    if (options.hold) await new Promise<void>((resolve) => pending.push(resolve));
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    release: () => {
      for (const resolve of pending.splice(0)) resolve();
    },
  };
}

type RenderOptions = Partial<OptionEditorPanelProps> & {
  definitions: Record<string, OptionDefinition>;
  values?: Record<string, OptionValue>;
  environment?: Partial<EditorEnvironment>;
};

export function renderOptionEditor({ environment, values = {}, ...props }: RenderOptions) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <EditorEnvironmentProvider value={makeEnvironment(environment)}>
      <OptionEditor target={{ itemType: 'group', groupId: GROUP_ID }} blockType="hero" values={values} onClose={onClose} onSaved={onSaved} {...props} />
    </EditorEnvironmentProvider>,
  );
  return { ...view, user, onClose, onSaved };
}

/** The body the option save must send for a group option. */
export function groupSave(key: string, value: OptionValue) {
  return { itemType: 'group', linkId: GROUP_ID, data: { options: { [key]: value } }, version: 4 };
}
