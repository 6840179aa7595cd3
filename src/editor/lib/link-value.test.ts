import { describe, expect, it } from 'vitest';
import { readLinkDraft } from './link-value';

describe('readLinkDraft', () => {
  it('reads every key of a stored link, keeping the page collection', () => {
    expect(readLinkDraft({ type: 'page', page: { id: 'p1', collection: 'team' }, url: 'https://x.ch' })).toEqual({
      type: 'page',
      url: 'https://x.ch',
      phone: null,
      email: null,
      page: { id: 'p1', collection: 'team' },
    });
  });

  it('falls back to an empty url link for anything else', () => {
    expect(readLinkDraft(null)).toEqual({ type: 'url', url: null, phone: null, email: null, page: null });
    expect(readLinkDraft({ type: 'page', page: { id: 'p1', collection: 'aliens' } }).page).toEqual({ id: 'p1', collection: null });
  });
});
