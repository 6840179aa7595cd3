import { describe, expect, it } from 'vitest';
import { cacheRule } from './cache-rule';

const ORIGIN = 'https://optik.ch';
const get = (path: string, mode = 'cors', rsc = false) => cacheRule({ url: `${ORIGIN}${path}`, method: 'GET', mode, rsc }, ORIGIN);

describe('cacheRule', () => {
  it('keeps the content-hashed bundles cache-first', () => {
    expect(get('/_next/static/chunks/app-1a2b.js', 'no-cors')).toBe('static');
    expect(get('/_next/static/css/9f.css')).toBe('static');
    expect(get('/_islands/runtime-AB12CD34.js')).toBe('static');
    expect(get('/_islands/styles-d58304ba1b.css')).toBe('static');
    // The public sheet every page links (scripts/build-css.mjs): a game screen offline keeps its styles.
    expect(get('/_site/site-UGRIRIDP.css')).toBe('static');
  });

  it('keeps game documents and the offline map style network-first', () => {
    expect(get('/de/spielen', 'navigate')).toBe('shell');
    expect(get('/fr/game?id=abc', 'navigate')).toBe('shell');
    expect(get('/map/offline-light.json')).toBe('shell');
    expect(get('/map/maplibre-worker?v=12')).toBe('shell');
  });

  it('never touches the API, the event stream, edit and login routes or RSC fetches', () => {
    expect(get('/api/v1/games/x/state')).toBe('pass');
    expect(get('/api/v1/games/x/events')).toBe('pass');
    expect(get('/de/edit/spielen', 'navigate')).toBe('pass');
    expect(get('/de/edit', 'navigate')).toBe('pass');
    expect(get('/de/login', 'navigate')).toBe('pass');
    expect(get('/de/spielen', 'cors', true)).toBe('pass');
    expect(cacheRule({ url: `${ORIGIN}/de/spielen`, method: 'POST', mode: 'navigate', rsc: false }, ORIGIN)).toBe('pass');
  });

  it('leaves other origins, media and non-navigation page fetches alone', () => {
    expect(cacheRule({ url: 'https://tiles.example/1/2/3.pbf', method: 'GET', mode: 'cors', rsc: false }, ORIGIN)).toBe('pass');
    expect(get('/media/abc?w=640')).toBe('pass');
    expect(get('/de/spielen')).toBe('pass');
  });
});
