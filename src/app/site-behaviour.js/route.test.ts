import { describe, expect, it } from 'vitest';
import { SITE_BEHAVIOUR_SCRIPT, SITE_BEHAVIOUR_SRC } from '@/site/behaviour/site-behaviour-script';
import { GET } from './route';

describe('the script file', () => {
  it('is served at a URL versioned by its content, cached for a year', async () => {
    expect(SITE_BEHAVIOUR_SRC).toMatch(/^\/site-behaviour\.js\?v=[0-9a-f]{12}$/);
    const response = GET();
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(SITE_BEHAVIOUR_SCRIPT);
  });
});
