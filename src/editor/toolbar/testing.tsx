import { permissionsOf } from '@/shared/permissions';
import { EDITOR_LANGUAGE_HEADER } from '@/shared/api/request';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesFor } from '@/shared/i18n/catalogues';
import { editorMessagesFor } from '@/shared/i18n/editor-messages';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { EditorEnvironmentProvider } from '../context';
import type { EditorEnvironment } from '../../shared/editor/environment';
import { EditorStatusProvider } from '../publish/status-context';
import { editorSchemas } from '../lib/schemas';

// A running editor has its schema set soon after it starts (the status provider asks for it at
// once); tests start with it loaded, so a slow first import on a busy machine times nothing out.
await editorSchemas();

/**
 * Fixtures for the editor's component tests, never imported by runtime code. The network is
 * stubbed at fetch with the API's envelope; next/navigation is replaced by ./navigation-mock.
 */
export { currentSearch, resetNavigation, router } from './navigation-mock';

export const IDS = {
  site: '5a0c3e1d-1111-4111-8111-000000000001',
  page: '5a0c3e1d-2222-4222-8222-000000000002',
  other: '5a0c3e1d-2222-4222-8222-000000000003',
  group: '5a0c3e1d-3333-4333-8333-000000000004',
  field: '5a0c3e1d-4444-4444-8444-000000000005',
  newGroup: '5a0c3e1d-3333-4333-8333-000000000006',
} as const;

/** An environment as the edit route builds it; the messages follow `editorLanguage` unless given. */
export function makeEnvironment(overrides: Partial<EditorEnvironment> = {}): EditorEnvironment {
  const editorLanguage = overrides.editorLanguage ?? 'de';
  return {
    site: { id: IDS.site, name: 'Optik Muster', locales: ['de', 'fr'], defaultLocale: 'de', healthOptics: false },
    member: { role: 'owner', permissions: permissionsOf('owner') },
    page: { id: IDS.page, collection: null, slug: { de: 'start', fr: 'accueil' }, specialKey: '~home', status: 'published' },
    locale: 'de',
    editorLanguage,
    messages: editorMessagesFor(editorLanguage),
    formLabels: messagesFor(editorLanguage, 'forms'),
    pages: [
      {
        id: IDS.page,
        name: { de: 'Startseite', fr: 'Accueil' },
        slug: { de: 'start', fr: 'accueil' },
        collection: null,
        specialKey: '~home',
        status: 'published',
      },
      { id: IDS.other, name: { de: 'Über uns' }, slug: { de: 'ueber-uns' }, collection: null, specialKey: null, status: 'draft' },
    ],
    navigation: [],
    versions: { [`group:${IDS.group}`]: 2, [`field:${IDS.group}:title`]: 3 },
    ...overrides,
  };
}

export type ApiCall = { path: string; method: string; body: unknown };
type Answer = { data?: unknown; error?: string; status?: number };

/**
 * Stubs fetch for /api/v1/*: `answers` maps "METHOD /path" (query stripped) to what the API
 * answers; anything else succeeds with empty data. Every call is recorded.
 */
export function stubApi(answers: Record<string, Answer | (() => Answer)> = {}) {
  const calls: ApiCall[] = [];
  // Each call's editor language (X-Editor-Language), in the order of `calls`.
  const languages: (string | null)[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    calls.push({ path: `${path}${url.search}`, method, body: init?.body ? JSON.parse(String(init.body)) : null });
    languages.push(new Headers(init?.headers).get(EDITOR_LANGUAGE_HEADER));
    const entry = answers[`${method} ${path}`];
    const answer = (typeof entry === 'function' ? entry() : entry) ?? {};
    const status = answer.status ?? (answer.error ? 500 : 200);
    const body = { success: !answer.error, error: answer.error ?? null, status, data: answer.data ?? {} };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, languages, posts: () => calls.filter((call) => call.method === 'POST') };
}

/** Renders inside the providers the edit route's shell sets up (environment, tooltips, status). */
export function renderInEditor(ui: ReactNode, environment: Partial<EditorEnvironment> = {}) {
  const user = userEvent.setup();
  const env = makeEnvironment(environment);
  const view = render(
    <EditorEnvironmentProvider value={env}>
      <Tooltip.Provider delayDuration={200}>
        <EditorStatusProvider pageId={env.page.id}>
          {ui}
          <Toaster />
        </EditorStatusProvider>
      </Tooltip.Provider>
    </EditorEnvironmentProvider>,
  );
  return { ...view, user, env };
}
