import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { field, localized, makeCtx, makeGroup } from '../_shared/testing';
import { MapDetails } from '../map-details/MapDetails';
import { PoiManager } from '../poi-manager/PoiManager';
import { GameSetup } from './GameSetup';

const points = {
  points: [
    { latitude: '47.49995', longitude: '8.72405', icon: 'start' },
    { latitude: '47.49962', longitude: '8.72528', icon: 'end' },
  ],
};

describe('game blocks in edit mode', () => {
  it('shows the share screen only as a QR-code placeholder', async () => {
    const html = renderToStaticMarkup(
      await GameSetup({ group: makeGroup({ type: 'gameSetup', options: { gameOptions: 'share' } }), ctx: makeCtx({ mode: 'edit' }) }),
    );
    expect(html).toContain('data-qr-placeholder');
    expect(html).not.toContain('<svg role="img" aria-label="QR-Code des Spiel-Links"');
  });

  it('previews the start screen with the spec texts', async () => {
    const html = renderToStaticMarkup(
      await GameSetup({ group: makeGroup({ type: 'gameSetup', options: { gameOptions: 'start' } }), ctx: makeCtx({ mode: 'edit', locale: 'de' }) }),
    );
    expect(html).toContain('Rock&#x27;n&#x27;hole!');
    expect(html).toContain('Digitale Spielkarte Urban Golf Winterthur');
  });

  it('falls back to the start screen for an unknown screen option', async () => {
    const html = renderToStaticMarkup(
      await GameSetup({ group: makeGroup({ type: 'gameSetup', options: { gameOptions: 'nope' } }), ctx: makeCtx({ mode: 'edit' }) }),
    );
    expect(html).toContain('data-game-preview="start"');
  });
});

describe('POI blocks', () => {
  it('lists a POI manager’s points read-only', () => {
    const group = makeGroup({ type: 'poiManager', options: { poi: points }, fields: [field('title', { content: localized({ de: 'Parcours' }) })] });
    const html = renderToStaticMarkup(PoiManager({ group, ctx: makeCtx() }));
    expect(html).toContain('Parcours');
    expect(html.match(/data-poi="/g)).toHaveLength(2);
    expect(html).toContain('Breite 47.49995, Länge 8.72405');
  });

  it('shows a hole’s points to editors only', () => {
    const group = makeGroup({ type: 'mapDetails', options: { poi: points }, fields: [field('title', { content: localized({ de: 'Loch 1: Bahnhofplatz' }) })] });
    expect(renderToStaticMarkup(MapDetails({ group, ctx: makeCtx() }))).not.toContain('data-poi-list');
    const edit = renderToStaticMarkup(MapDetails({ group, ctx: makeCtx({ mode: 'edit' }) }));
    expect(edit).toContain('data-poi-list');
    expect(edit).toContain('Loch 1: Bahnhofplatz');
  });
});
