import { describe, expect, it } from 'vitest';
import { OFFLINE_MAP_STYLES, resolveMapStyles } from './map-style';

describe('resolveMapStyles', () => {
  it('uses the bundled offline styles without configured ones', () => {
    expect(resolveMapStyles({ map: { lightStyleUrl: '', darkStyleUrl: '' } })).toEqual(OFFLINE_MAP_STYLES);
  });

  it('uses https styles of the site, the light one for both when only it is set', () => {
    const light = 'https://tiles.example/styles/light.json';
    expect(resolveMapStyles({ map: { lightStyleUrl: light, darkStyleUrl: '' } })).toEqual({ light, dark: light });
    expect(resolveMapStyles({ map: { lightStyleUrl: light, darkStyleUrl: 'https://tiles.example/dark.json' } }).dark).toBe('https://tiles.example/dark.json');
  });

  it('refuses other schemes', () => {
    expect(resolveMapStyles({ map: { lightStyleUrl: 'javascript:alert(1)', darkStyleUrl: 'http://insecure.example/s.json' } })).toEqual(OFFLINE_MAP_STYLES);
  });
});
