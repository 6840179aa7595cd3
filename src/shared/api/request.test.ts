import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, EDITOR_LANGUAGE_HEADER, PAGE_LOCALE_HEADER, apiFetch, apiRequest, setFailureSentence } from './request';

/** A stand-in API on loopback: echoes what it received, or answers as the path says. */
let origin = '';
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const url = req.url ?? '';
      if (url.startsWith('/api/v1/echo')) {
        const received = {
          method: req.method,
          url,
          body,
          type: req.headers['content-type'] ?? null,
          language: req.headers[EDITOR_LANGUAGE_HEADER] ?? null,
          page: req.headers[PAGE_LOCALE_HEADER] ?? null,
        };
        return send(200, { success: true, error: null, status: 200, data: received });
      }
      if (url === '/api/v1/refused') return send(403, { success: false, error: 'Kein Zugriff', status: 403, data: { why: 'role' } });
      if (url === '/api/v1/auth/sign-in/email') return send(200, { token: 't', user: { id: 'u' } });
      if (url === '/api/v1/html') {
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<html>bad gateway</html>');
      }
      send(404, { success: false, error: 'Nicht gefunden.', status: 404, data: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('apiFetch', () => {
  it('sends JSON as a POST with the language headers and returns the envelope data', async () => {
    const result = await apiFetch('/echo', { origin, json: { a: 1 }, language: 'fr', pageLocale: 'it', query: { x: 'y' } });
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { method: 'POST', url: '/api/v1/echo?x=y', body: '{"a":1}', type: 'application/json', language: 'fr', page: 'it' },
    });
  });

  it('sends FormData as multipart, the boundary set by fetch', async () => {
    const form = new FormData();
    form.set('folder', 'logos');
    const result = await apiFetch<{ type: string; body: string }>('/echo', { origin, form });
    expect(result.ok && result.data.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.ok && result.data.body).toContain('logos');
  });

  it("gives a refusal's status, the server's sentence and data", async () => {
    expect(await apiFetch('/refused', { origin })).toEqual({ ok: false, status: 403, error: 'Kein Zugriff', data: { why: 'role' } });
    expect(await apiFetch('/html', { origin })).toEqual({ ok: false, status: 502, error: null, data: null });
  });

  it('refuses data that does not match the schema', async () => {
    const result = await apiFetch('/echo', { origin, schema: z.object({ nothing: z.string() }) });
    expect(result.ok).toBe(false);
    expect(result.status).toBe(200);
  });

  it("reads better-auth's own answers, which carry no envelope, by their status", async () => {
    expect(await apiFetch('/auth/sign-in/email', { origin, json: {} })).toEqual({ ok: true, status: 200, data: { token: 't', user: { id: 'u' } } });
  });

  it('answers status 0 when nothing answered, instead of throwing', async () => {
    expect(await apiFetch('/echo', { origin: 'http://127.0.0.1:1' })).toEqual({ ok: false, status: 0, error: null, data: null });
  });
});

describe('apiRequest', () => {
  it('returns the data or throws an ApiError with the sentence and status', async () => {
    expect(await apiRequest<{ method: string }>('/echo', { origin, method: 'DELETE' })).toMatchObject({ method: 'DELETE' });
    const error = await apiRequest('/refused', { origin }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Kein Zugriff', status: 403, data: { why: 'role' } });
  });

  it('words a failure without a sentence of the server’s as set for its status, never with the status code', async () => {
    const silent = await apiRequest('/html', { origin }).catch((caught: unknown) => caught);
    expect(silent).toMatchObject({ message: '', status: 502 });
    setFailureSentence((status) => (status === 0 ? 'Keine Verbindung.' : 'Der Server antwortet nicht.'));
    try {
      expect(await apiRequest('/html', { origin }).catch((caught: unknown) => caught)).toMatchObject({ message: 'Der Server antwortet nicht.', status: 502 });
      expect(await apiRequest('/echo', { origin: 'http://127.0.0.1:1' }).catch((caught: unknown) => caught)).toMatchObject({
        message: 'Keine Verbindung.',
        status: 0,
      });
    } finally {
      setFailureSentence(() => '');
    }
  });
});
