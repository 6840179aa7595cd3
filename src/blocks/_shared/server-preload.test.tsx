// @vitest-environment node
// On the server (no window) lazyForm starts loading at once and registers it.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyForm } from './forms/lazy-form';
import { serverPreloadsSettled } from './server-preload';

describe('serverPreloadsSettled', () => {
  it('waits for a form chunk still loading, after which a synchronous render does not suspend', async () => {
    let finish: () => void = () => undefined;
    const chunk = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const Form = lazyForm(async () => {
      await chunk;
      return { default: () => createElement('form', null, 'Kontakt') };
    });
    // Rendered while the chunk loads, React would suspend ("a component suspended while responding to synchronous input").
    expect(() => renderToString(createElement(Form))).toThrow(/suspended/);
    let settled = false;
    const ready = serverPreloadsSettled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await ready;
    expect(renderToString(createElement(Form))).toBe('<form>Kontakt</form>');
  });
});
