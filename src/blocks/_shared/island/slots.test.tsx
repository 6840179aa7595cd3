// @vitest-environment happy-dom
import { act, type ReactNode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Island } from './Island';
import { extractSlots, readSlots, reviveSlots } from './slots';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function Profile({ name }: { name: string }) {
  return (
    <article>
      <h3>{name}</h3>
      <p>Optikerin</p>
    </article>
  );
}

type ShelfProps = { title: string; children: ReactNode; panels: { id: string; panel: ReactNode }[] };

/** A stand-in island: a list of server-rendered items, panels switched by state. */
function Shelf({ title, children, panels }: ShelfProps) {
  const [shown, setShown] = useState(panels[0]?.id ?? '');
  return (
    <section aria-label={title}>
      <ul>{children}</ul>
      {panels.map((entry) => (
        <div key={entry.id} hidden={entry.id !== shown}>
          {entry.panel}
        </div>
      ))}
      {panels.map((entry) => (
        <button key={entry.id} type="button" onClick={() => setShown(entry.id)}>
          {entry.id}
        </button>
      ))}
    </section>
  );
}

const serverProps = {
  title: 'Regal',
  children: ['Brillen', 'Linsen'].map((label) => (
    <li key={label} className="shrink-0" data-kind="item">
      <Profile name={label} />
    </li>
  )),
  panels: [
    { id: 'a', panel: <Profile name="Anna" /> },
    { id: 'b', panel: <Profile name="Beat" /> },
  ],
};

describe('island slots', () => {
  it('sends JSON with a marker per element and renders each element marked as its slot', () => {
    const { serial, rendered } = extractSlots(serverProps);
    const json = JSON.parse(JSON.stringify(serial));
    expect(json.title).toBe('Regal');
    expect(json.children[0]).toEqual({ $islandSlot: '0', type: 'li', props: { className: 'shrink-0', 'data-kind': 'item' }, key: 'Brillen' });
    expect(json.panels[1]).toEqual({ id: 'b', panel: { $islandSlot: '3', type: null, props: {}, key: null } });
    const html = renderToString(<Shelf {...(rendered as ShelfProps)} />);
    expect(html).toContain('<li class="shrink-0" data-kind="item" data-island-slot="0">');
    expect(html).toContain('<webbox-slot data-island-slot="3"><article><h3>Beat</h3>');
  });

  it('hydrates on its own root around the server HTML, without a mismatch, and keeps it across renders', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { serial, rendered } = extractSlots(serverProps);
    const root = document.createElement('webbox-island');
    root.innerHTML = renderToString(<Shelf {...(rendered as ShelfProps)} />);
    document.body.append(root);
    const before = root.innerHTML;
    const recoverable: unknown[] = [];
    const props = reviveSlots(JSON.parse(JSON.stringify(serial)), readSlots(root)) as ShelfProps;
    await act(async () => {
      hydrateRoot(root, <Shelf {...props} />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(before);
    await act(async () => root.querySelectorAll('button')[1]?.click());
    const panels = root.querySelectorAll('section > div');
    expect(panels[0]?.hasAttribute('hidden')).toBe(true);
    expect(panels[1]?.hasAttribute('hidden')).toBe(false);
    expect(panels[1]?.textContent).toBe('BeatOptikerin');
    expect(root.querySelectorAll('li h3')).toHaveLength(2);
  });

  it('is written as a named custom element with its props as JSON around the server HTML', () => {
    const texts = { carousel: 'Karussell', previous: 'Zurück', next: 'Weiter' };
    const html = renderToString(
      <Island name="carousel" label="Highlights" texts={texts}>
        <li>Neu: Sehtest am Samstag</li>
      </Island>,
    );
    const props = /data-props="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '';
    expect(html).toMatch(/^<webbox-island data-island="carousel" data-props="[^"]+"><div data-carousel="" class="relative">/);
    expect(JSON.parse(props)).toEqual({
      label: 'Highlights',
      texts,
      children: { $islandSlot: '0', type: 'li', props: {}, key: null },
    });
    expect(html).toContain('<li data-island-slot="0">Neu: Sehtest am Samstag</li>');
  });

  it('reads only its own slots, not those of an island inside one of them', () => {
    document.body.innerHTML =
      '<webbox-island id="outer"><webbox-slot data-island-slot="0"><b>outer</b><webbox-island><i data-island-slot="0">inner</i></webbox-island></webbox-slot></webbox-island>';
    const slots = readSlots(document.getElementById('outer') as Element);
    expect([...slots.keys()]).toEqual(['0']);
    expect(slots.get('0')).toContain('<b>outer</b>');
  });

  it('refuses what the browser cannot receive', () => {
    expect(() => extractSlots({ onClick: () => undefined })).toThrow(/function/);
    expect(() => extractSlots({ when: new Date() })).toThrow(/class instance/);
    expect(() => extractSlots({ size: Number.NaN })).toThrow(/not JSON/);
    expect(() => extractSlots({ children: <button type="button" onClick={() => undefined} /> })).toThrow(/onClick/);
    const clientReference = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });
    expect(() =>
      extractSlots({
        children: (
          <>
            {[clientReference].map((Type) => (
              <Type key="x" />
            ))}
          </>
        ),
      }),
    ).not.toThrow();
    const ClientType = clientReference as unknown as () => null;
    expect(() => extractSlots({ children: <ClientType /> })).toThrow(/client component/);
  });
});
