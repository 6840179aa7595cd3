import { describe, expect, it, vi } from 'vitest';
import { fetchPublic } from './public-fetch';
import { UnsafeUrlError } from './public-url';

const hosts: Record<string, string> = { 'feed.example': '93.184.216.34', 'cdn.example': '93.184.216.35', 'rebind.example': '10.0.0.7' };
const lookup = async (host: string) => (hosts[host] ? [{ address: hosts[host], family: 4 }] : []);
const redirect = (location: string, status = 302) => new Response(null, { status, headers: { location } });

describe('fetchPublic', () => {
  it('follows redirects to public hosts, checking each hop', async () => {
    const fetchImpl = vi.fn(async (url: URL | RequestInfo) => {
      const href = String(url);
      if (href === 'https://feed.example/a') return redirect('/b', 301);
      if (href === 'https://feed.example/b') return redirect('https://cdn.example/c', 307);
      return new Response('ok');
    });
    const response = await fetchPublic('https://feed.example/a', { fetchImpl: fetchImpl as typeof fetch, lookup, timeoutMs: 1000 });
    expect(await response.text()).toBe('ok');
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual(['https://feed.example/a', 'https://feed.example/b', 'https://cdn.example/c']);
  });

  it.each(['http://169.254.169.254/latest/meta-data', 'http://[::7f00:1]/', 'http://[::ffff:127.0.0.1]/', 'https://rebind.example/', 'file:///etc/passwd'])(
    'refuses a redirect to %s without requesting it',
    async (location) => {
      const fetchImpl = vi.fn(async () => redirect(location));
      await expect(fetchPublic('https://feed.example/', { fetchImpl, lookup, timeoutMs: 1000 })).rejects.toBeInstanceOf(UnsafeUrlError);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    },
  );

  it('gives up after a few redirects', async () => {
    const fetchImpl = vi.fn(async () => redirect('https://feed.example/again'));
    await expect(fetchPublic('https://feed.example/', { fetchImpl, lookup, timeoutMs: 1000, maxRedirects: 2 })).rejects.toThrow(/More than 2 redirects/);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
