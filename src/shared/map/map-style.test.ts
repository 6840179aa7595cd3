import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_STYLES, OFFLINE_MAP_STYLES, resolveMapStyles, SWISSTOPO_LIGHT_STYLE_URL } from './map-style';

describe('resolveMapStyles', () => {
  it('uses the Swiss federal geo service’s light base map without configured styles, darkened for the dark theme', () => {
    expect(resolveMapStyles({ map: { lightStyleUrl: '', darkStyleUrl: '' } })).toEqual(DEFAULT_MAP_STYLES);
    expect(DEFAULT_MAP_STYLES).toEqual({ light: SWISSTOPO_LIGHT_STYLE_URL, dark: SWISSTOPO_LIGHT_STYLE_URL, darkVariant: true });
    expect(SWISSTOPO_LIGHT_STYLE_URL).toBe('https://vectortiles.geo.admin.ch/styles/ch.swisstopo.lightbasemap.vt/style.json');
  });

  it('uses https styles of the site, the light one darkened for both when only it is set', () => {
    const light = 'https://tiles.example/styles/light.json';
    expect(resolveMapStyles({ map: { lightStyleUrl: light, darkStyleUrl: '' } })).toEqual({ light, dark: light, darkVariant: true });
    expect(resolveMapStyles({ map: { lightStyleUrl: light, darkStyleUrl: 'https://tiles.example/dark.json' } })).toEqual({
      light,
      dark: 'https://tiles.example/dark.json',
    });
  });

  it('keeps the bundled offline styles as a pair when a site chose them', () => {
    expect(resolveMapStyles({ map: { lightStyleUrl: OFFLINE_MAP_STYLES.light, darkStyleUrl: '' } })).toEqual(OFFLINE_MAP_STYLES);
  });

  it('refuses other schemes and protocol-relative URLs', () => {
    expect(resolveMapStyles({ map: { lightStyleUrl: 'javascript:alert(1)', darkStyleUrl: 'http://insecure.example/s.json' } })).toEqual(DEFAULT_MAP_STYLES);
    expect(resolveMapStyles({ map: { lightStyleUrl: '//evil.example/s.json', darkStyleUrl: '' } })).toEqual(DEFAULT_MAP_STYLES);
  });
});
