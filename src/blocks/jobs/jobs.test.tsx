import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { JobView } from '../../shared/content/listings';
import type { MediaInfo } from '../../shared/content/media';
import { richTextValue } from '../../shared/content/rich-text';
import type { OptionValue } from '../../shared/content/types';
import { makeCtx, makeGroup } from '../_shared/testing';
import type { RenderContext } from '../types';
import { Jobs } from './Jobs';

const image = (id: string): MediaInfo => ({
  id,
  parentId: null,
  mediaType: 'image',
  mimeType: 'image/jpeg',
  extension: 'jpg',
  originalFilename: `${id}.jpg`,
  fileSize: 1000,
  width: 900,
  height: 900,
  blurHash: null,
  focalPoint: { x: 0.5, y: 0.5 },
  cropArea: null,
  tags: [],
  folder: null,
  video: null,
  status: 'ready',
  createdAt: '2026-01-01T00:00:00.000Z',
  alt: { de: `Bild ${id}`, fr: `Image ${id}` },
  decorative: false,
  altMachineTranslated: [],
});

const job = (id: string, overrides: Partial<JobView> = {}): JobView => ({
  id,
  businessName: 'Optik Muster GmbH',
  title: 'Augenoptiker/in EFZ 80–100 %',
  created: '2026-03-14T09:00:00.000Z',
  description: richTextValue(['Wir suchen Verstärkung.']),
  branch: {
    name: 'Optik Muster',
    street: 'Marktgasse',
    streetNumber: '12',
    postcode: '8400',
    city: 'Winterthur',
    phone: '052 123 45 67',
    email: 'info@optik-muster.ch',
  },
  staff: { firstName: 'Anna', lastName: 'Muster' },
  mediaOrigin: null,
  workQuota: '80–100 %',
  validThrough: null,
  images: [image('11111111-1111-4111-8111-111111111111')],
  ...overrides,
});

function render(jobs: JobView[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  const group = makeGroup({ type: 'jobs', options });
  return renderToStaticMarkup(Jobs({ group, ctx: makeCtx({ ...ctx, data: { [group.id]: { kind: 'jobs', value: jobs } } }) }));
}

describe('Jobs', () => {
  it('lists jobs as one accordion: details sharing one name', () => {
    const html = render([job('a'), job('b', { title: 'Lernende/r Augenoptik' })]);
    expect(html.match(/<details name="jobs-group-jobs"/g)).toHaveLength(2);
    expect(html).toContain('Lernende/r Augenoptik');
    expect(html).not.toContain(' open=');
  });

  it('shows date, quota, description, contact and images', () => {
    const html = render([job('a')]);
    expect(html).toContain('<time dateTime="2026-03-14">14.03.2026</time>');
    expect(html).toContain('80–100 %');
    expect(html).toContain('Wir suchen Verstärkung.');
    expect(html).toContain('href="tel:0521234567"');
    expect(html).toContain('href="mailto:info@optik-muster.ch?subject=Augenoptiker%2Fin%20EFZ%2080%E2%80%93100%20%25"');
    expect(html).toContain('Anna Muster');
    expect(html).toContain('Marktgasse 12');
    expect(html).toContain('/media/11111111-1111-4111-8111-111111111111/w640.jpeg');
  });

  it("shows 'N/A' for an unknown date", () => {
    expect(render([job('a', { created: null })])).toContain('N/A');
  });

  it("serves another business's images from its own site", () => {
    const html = render([job('a', { mediaOrigin: 'https://optik-andere.ch' })]);
    expect(html).toContain('https://optik-andere.ch/media/11111111-1111-4111-8111-111111111111/w640.jpeg');
  });

  it('names the business only when the block lists all listed businesses', () => {
    const foreign = job('a', { businessName: 'Brillen Beispiel AG' });
    expect(render([foreign])).not.toContain('Brillen Beispiel AG');
    expect(render([foreign], { scope: 'allListed' })).toContain('Brillen Beispiel AG');
  });

  it('shows the translated empty state, and editors where listings are managed', () => {
    const live = render([]);
    expect(live).toContain('Zurzeit sind keine Stellen ausgeschrieben.');
    expect(live).not.toContain('data-listings-hint');
    expect(render([], {}, { locale: 'fr' })).toContain('Aucune offre d’emploi pour le moment.');
    const edit = render([], {}, { mode: 'edit' });
    expect(edit).toContain('Stellen &amp; Marktplatz');
  });
});
