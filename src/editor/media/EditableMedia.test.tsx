// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditableMediaProps } from '@/blocks/types';
import { IDS, renderInEditor, resetNavigation, router, stubApi } from '../toolbar/testing';
import { image } from './fixtures';
import { EditableMedia } from './EditableMedia';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const props: EditableMediaProps = {
  groupId: IDS.group,
  blockType: 'hero',
  fieldId: IDS.field,
  slot: 'image1',
  locale: 'de',
  definition: { kind: 'media' },
  className: 'absolute inset-0',
  media: null,
  accept: 'image',
};

describe('editable media slot', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows only the block rendering while the toolbar is off', () => {
    resetNavigation('/de/edit');
    stubApi();
    renderInEditor(
      <EditableMedia {...props} media={image(1)}>
        <span>Bild</span>
      </EditableMedia>,
    );
    expect(screen.getByText('Bild')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bild ändern' })).toBeNull();
  });

  it('picks an image from the library and saves it as the field media', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const api = stubApi({ 'GET /media': { data: { items: [image(1)], total: 1, page: 1, pageSize: 40 } } });
    const { user } = renderInEditor(<EditableMedia {...props} />);
    await user.click(screen.getByRole('button', { name: 'Bild wählen' }));
    await user.click(await screen.findByRole('button', { name: 'Auswählen: foto-1.jpg' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toMatchObject({
      path: '/data',
      body: { itemType: 'field', linkId: IDS.field, groupId: IDS.group, slot: 'image1', data: { mediaId: image(1).id } },
    });
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
  });

  it('removes the media', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const api = stubApi();
    const { user } = renderInEditor(<EditableMedia {...props} media={image(1)} />);
    await user.click(screen.getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(api.posts()[0]).toMatchObject({ path: '/data', body: { data: { mediaId: null } } }));
  });

  it("marks an image without a text in the language edited and saves the slot's own texts as a draft", async () => {
    resetNavigation('/de/edit?toolbar=1');
    const api = stubApi();
    const photo = image(1, { alt: { fr: 'Vitrine' } });
    const { user } = renderInEditor(<EditableMedia {...props} media={photo} altOverride={{ texts: { fr: 'Notre vitrine' } }} />);
    await user.click(screen.getByRole('button', { name: 'Alt-Text fehlt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alternativtext an dieser Stelle' });
    const french = within(dialog).getByLabelText('Französisch') as HTMLInputElement;
    expect(french.value).toBe('Notre vitrine');
    expect((within(dialog).getByLabelText('Deutsch') as HTMLInputElement).placeholder).toBe('In der Mediathek noch ohne Text');
    await user.type(within(dialog).getByLabelText('Deutsch'), 'Unser Schaufenster');
    await user.clear(french);
    await user.selectOptions(within(dialog).getByLabelText('Dekorativ'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toMatchObject({
      path: '/data',
      body: { itemType: 'field', linkId: IDS.field, slot: 'image1', data: { options: { alt: { texts: { de: 'Unser Schaufenster' }, decorative: false } } } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alternativtext an dieser Stelle' })).toBeNull());
  });

  it('offers no text button for a video and no mark for a described image', () => {
    resetNavigation('/de/edit?toolbar=1');
    stubApi();
    renderInEditor(<EditableMedia {...props} media={image(1, { alt: { de: 'Laden' } })} />);
    expect(screen.getByRole('button', { name: 'Alt-Text' })).toBeTruthy();
    cleanup();
    renderInEditor(<EditableMedia {...props} accept="video" media={image(2, { mediaType: 'video' })} />);
    expect(screen.queryByRole('button', { name: /^Alt-Text/ })).toBeNull();
  });
});
