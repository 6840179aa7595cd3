// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorEnvironmentProvider } from '@/editor/context';
import type { OptionValue } from '@/shared/content/types';
import { makeEnvironment } from '../options/test-utils';
import { CaptionsOption } from './CaptionsOption';
import { envelope, stubXhr } from './fake-xhr';

const GERMAN = '11111111-1111-4111-8111-111111111111';
const FRENCH = '22222222-2222-4222-8222-222222222222';

function show(value: OptionValue, onCommit = vi.fn()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(envelope({ id: GERMAN, originalFilename: 'rundgang.de.vtt' })), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  render(
    <EditorEnvironmentProvider value={makeEnvironment()}>
      <CaptionsOption
        id="c"
        labelId="c-label"
        label="Untertitel (WebVTT)"
        definition={{ type: 'captions', default: {} }}
        value={value}
        disabled={false}
        onCommit={onCommit}
      />
    </EditorEnvironmentProvider>,
  );
  return onCommit;
}

describe('captions option', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists every site language with its file, and uploading one keeps the others' files", async () => {
    const xhrs = stubXhr();
    const onCommit = show({ de: GERMAN });
    await waitFor(() => expect(screen.getByText('rundgang.de.vtt')).toBeTruthy());
    expect(screen.getByText('Keine Datei')).toBeTruthy();
    const file = new File(['WEBVTT\n'], 'fr.vtt', { type: 'text/vtt' });
    await userEvent.upload(screen.getByLabelText('WebVTT-Datei für Französisch hochladen'), file);
    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect(xhrs[0]?.url).toBe('/api/v1/media/upload');
    expect(xhrs[0]?.fileName).toBe('fr.vtt');
    xhrs[0]?.respond(200, envelope({ id: FRENCH, originalFilename: 'fr.vtt' }));
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith({ de: GERMAN, fr: FRENCH }));
  });

  it("shows the server's refusal and removes a language's file", async () => {
    const xhrs = stubXhr();
    const onCommit = show({ de: GERMAN });
    await userEvent.upload(screen.getByLabelText('WebVTT-Datei für Französisch hochladen'), new File(['nope'], 'fr.vtt'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]?.respond(400, envelope(null, 'Dies ist keine WebVTT-Untertiteldatei: Die Datei muss mit WEBVTT beginnen.'));
    expect((await screen.findByRole('alert')).textContent).toContain('muss mit WEBVTT beginnen');
    expect(onCommit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Untertitel für Deutsch entfernen' }));
    expect(onCommit).toHaveBeenCalledWith({});
  });
});
