// @vitest-environment happy-dom
import { act, type ReactElement, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { readTypedValues } from './hydrate';

/** A controlled field that shows its state beside it, as the islands' forms hold theirs. */
function NameField() {
  const [name, setName] = useState('');
  return (
    <form>
      <input aria-label="Vorname" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name || 'leer'}</output>
    </form>
  );
}

/** A box, a choice and a field, each shown beside them from state. */
function Choices() {
  const [news, setNews] = useState(false);
  const [time, setTime] = useState('');
  const [town, setTown] = useState('');
  return (
    <form>
      <input type="checkbox" aria-label="Newsletter" checked={news} onChange={(event) => setNews(event.target.checked)} />
      <input aria-label="Ort" value={town} onChange={(event) => setTown(event.target.value)} />
      <select aria-label="Zeit" value={time} onChange={(event) => setTime(event.target.value)}>
        <option value="">–</option>
        <option value="10:30">10:30</option>
      </select>
      <output>{`${news ? 'ja' : 'nein'} ${time || 'keine'} ${town || 'nirgends'}`}</output>
    </form>
  );
}

/** A field in a screen that re-renders right after hydrating (as a game screen does once it has read its game). */
function LoadingScreen() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setLoaded(true), []);
  return (
    <div data-loaded={loaded}>
      <NameField />
    </div>
  );
}

/** The island's server HTML, in the document as a page would have it. */
function serverRendered(island: ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(island);
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readTypedValues', () => {
  it("hands text typed before hydration to the component's state", async () => {
    const root = serverRendered(<NameField />);
    const input = root.querySelector('input') as HTMLInputElement;
    // Typed while the island's code was still on its way.
    input.value = 'Anna';
    const adopt = readTypedValues(root);
    await act(async () => {
      hydrateRoot(root, <NameField />);
    });
    expect(root.querySelector('output')?.textContent).toBe('leer');
    adopt();
    expect(root.querySelector('output')?.textContent).toBe('Anna');
    expect(input.value).toBe('Anna');
  });

  it('hands a box ticked, an option chosen and text typed before hydration to the state, all of them', async () => {
    const root = serverRendered(<Choices />);
    (root.querySelector('input') as HTMLInputElement).checked = true;
    (root.querySelector('input[aria-label="Ort"]') as HTMLInputElement).value = 'Winterthur';
    (root.querySelector('select') as HTMLSelectElement).value = '10:30';
    const adopt = readTypedValues(root);
    await act(async () => {
      hydrateRoot(root, <Choices />);
    });
    expect(root.querySelector('output')?.textContent).toBe('nein keine nirgends');
    adopt();
    // The box's change re-renders the form before the town's is handed over: each still arrives.
    expect(root.querySelector('output')?.textContent).toBe('ja 10:30 Winterthur');
    expect((root.querySelector('input') as HTMLInputElement).checked).toBe(true);
  });

  it('hands text over that a re-render right after hydrating has wiped from the field', async () => {
    const root = serverRendered(<LoadingScreen />);
    const input = root.querySelector('input') as HTMLInputElement;
    input.value = 'Anna';
    const adopt = readTypedValues(root);
    await act(async () => {
      hydrateRoot(root, <LoadingScreen />);
    });
    expect(root.querySelector('[data-loaded]')?.getAttribute('data-loaded')).toBe('true');
    expect(input.value).toBe('');
    adopt();
    // Committed at once: a click replayed right after finds the value in the state.
    expect(root.querySelector('output')?.textContent).toBe('Anna');
    expect(input.value).toBe('Anna');
  });

  it('leaves fields nobody typed into alone', async () => {
    const root = serverRendered(<NameField />);
    const adopt = readTypedValues(root);
    await act(async () => {
      hydrateRoot(root, <NameField />);
    });
    let inputs = 0;
    root.addEventListener('input', () => {
      inputs += 1;
    });
    adopt();
    expect(inputs).toBe(0);
  });
});
