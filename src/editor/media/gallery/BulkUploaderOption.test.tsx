// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OptionDefinition } from '@/shared/blocks/types';
import { groupSave, renderOptionEditor, stubSaveApi } from '../../options/test-utils';
import { envelope, stubXhr } from '../fake-xhr';
import { image } from '../fixtures';
import { bulkIds } from './BulkUploaderOption';

const images: OptionDefinition = { type: 'bulkUploader', default: [] };
const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bulkUploader option', () => {
  it('uploads several images and appends all their ids in one save', async () => {
    const xhrs = stubXhr();
    const api = stubSaveApi();
    const { user, onSaved } = renderOptionEditor({ definitions: { images }, values: { images: [image(1).id] } });
    expect(screen.getByRole('group', { name: 'Bilder' })).toBeTruthy();
    expect(screen.getByText('1 Bild')).toBeTruthy();
    await user.upload(screen.getByLabelText('Bilder hochladen'), [file('a.jpg'), file('b.jpg')]);
    await act(async () => xhrs[0]?.respond(200, envelope(image(2))));
    await waitFor(() => expect(xhrs).toHaveLength(2));
    expect(api.calls).toHaveLength(0);
    await act(async () => xhrs[1]?.respond(200, envelope(image(3))));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual(groupSave('images', [image(1).id, image(2).id, image(3).id]));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('saves nothing when every upload fails', async () => {
    const xhrs = stubXhr();
    const api = stubSaveApi();
    const { user } = renderOptionEditor({ definitions: { images } });
    expect(screen.getByText('0 Bilder')).toBeTruthy();
    await user.upload(screen.getByLabelText('Bilder hochladen'), [file('a.jpg')]);
    await act(async () => xhrs[0]?.respond(400, envelope(null, 'Zu gross')));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('reads only string ids', () => {
    expect(bulkIds(['a', 1, '', null, 'b'])).toEqual(['a', 'b']);
    expect(bulkIds('a')).toEqual([]);
  });
});
