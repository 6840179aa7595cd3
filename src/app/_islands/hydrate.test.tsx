// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptTypedValues } from './hydrate';

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

afterEach(() => {
  document.body.innerHTML = '';
});

describe('adoptTypedValues', () => {
  it("hands text typed before hydration to the component's state", async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<NameField />);
    document.body.append(root);
    const input = root.querySelector('input') as HTMLInputElement;
    // Typed while the island's code was still on its way.
    input.value = 'Anna';
    await act(async () => {
      hydrateRoot(root, <NameField />);
    });
    expect(root.querySelector('output')?.textContent).toBe('leer');
    await act(async () => adoptTypedValues(root));
    expect(root.querySelector('output')?.textContent).toBe('Anna');
    expect(input.value).toBe('Anna');
  });

  it('leaves fields nobody typed into alone', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<NameField />);
    document.body.append(root);
    await act(async () => {
      hydrateRoot(root, <NameField />);
    });
    let inputs = 0;
    root.addEventListener('input', () => {
      inputs += 1;
    });
    adoptTypedValues(root);
    expect(inputs).toBe(0);
  });
});
