import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { vi } from 'vitest';

/**
 * Fetch stub for the form islands' component tests (never imported by runtime code): answers
 * POSTs below /api/v1 with the project's envelope, one answer per call in order (the last one
 * repeats), and records the JSON bodies sent.
 */
export type FormAnswer = { status: number; error?: string | null; data?: unknown } | 'network-error';

export function stubFormApi(...answers: FormAnswer[]) {
  const bodies: Record<string, unknown>[] = [];
  const paths: string[] = [];
  let pending: ((value?: unknown) => void) | null = null;
  let hold = false;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    paths.push(String(input));
    bodies.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
    if (hold) await new Promise((resolve) => (pending = resolve));
    const answer = answers[Math.min(bodies.length - 1, answers.length - 1)] ?? { status: 201 };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const success = answer.status < 300;
    const body = {
      success,
      error: answer.error ?? null,
      status: answer.status,
      data: answer.data ?? (success ? { id: crypto.randomUUID(), duplicate: false } : null),
    };
    return new Response(JSON.stringify(body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    bodies,
    paths,
    /** Keeps the next answers back until `release()`, to observe the loading state. */
    holdAnswers: () => {
      hold = true;
    },
    release: () => {
      hold = false;
      pending?.();
    },
  };
}

/**
 * Server HTML of a block whose island is lazily loaded (waits for every Suspense boundary), as a
 * visitor sees it: without the islands' `data-props`, the JSON they hydrate with, which holds
 * every text an island may show (a form's whole catalogue) and would match any text assertion.
 */
export async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return (await new Response(prelude).text()).replace(/ data-props="[^"]*"/g, '');
}
