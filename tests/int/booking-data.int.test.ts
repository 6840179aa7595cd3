import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { saveBusinessProfile } from '../../src/server/services/business/save-business-profile';
import { loadBlockData } from '../../src/server/services/rendering/load-block-data';
import { blockDataOf } from '../../src/shared/blocks/load';
import { ZBusinessProfile } from '../../src/shared/content/business';
import { parseSettings } from '../../src/shared/content/settings';
import type { GroupNode, OptionValue } from '../../src/shared/content/types';
import { createTestSite } from './support/fixtures';

let n = 0;
const container = (options: Record<string, OptionValue> = {}): GroupNode => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  type: 'bookingContainer',
  status: 'published',
  position: n,
  options,
  meta: { disallowedLanguages: [] },
  fields: {},
});

const BAHNHOF = crypto.randomUUID();
const ALTSTADT = crypto.randomUUID();
const CLOSED = crypto.randomUUID();

describe('the booking container’s data (load kind `booking`)', () => {
  it('reads the widget company and colour of the settings’ booking button and the branch to call from the business profile', async () => {
    const site = await createTestSite();
    const db = getDb();
    await saveBusinessProfile(db, {
      siteId: site.id,
      version: 0,
      profile: ZBusinessProfile.parse({
        companyName: 'Optik Sonne',
        branches: [
          { id: CLOSED, name: 'Alte Filiale', phone: '031 000 00 00', active: false },
          { id: ALTSTADT, name: 'Altstadt', phone: '031 311 22 33' },
          { id: BAHNHOF, name: 'Bahnhof', phone: '+41 31 444 55 66' },
        ],
      }),
    });
    const settings = parseSettings({ bookingButton: { shoreCompany: ' optik-sonne ', color: 'primary' }, theme: { colors: { primary: '#123456' } } });
    const chosen = container({ branch: [BAHNHOF] });
    const first = container();
    const inactive = container({ branch: [CLOSED] });
    const data = await loadBlockData({ db, siteId: site.id, defaultLocale: 'de', locale: 'de', mode: 'live', settings }, [chosen, first, inactive]);

    expect(blockDataOf(data, chosen.id, 'booking')).toEqual({
      company: 'optik-sonne',
      themeColor: '#123456',
      branch: { name: 'Bahnhof', phone: '+41 31 444 55 66' },
    });
    // No branch chosen, or an inactive one: the site's first active branch.
    expect(blockDataOf(data, first.id, 'booking')?.branch).toEqual({ name: 'Altstadt', phone: '031 311 22 33' });
    expect(blockDataOf(data, inactive.id, 'booking')?.branch).toEqual({ name: 'Altstadt', phone: '031 311 22 33' });
  });

  it('has no branch and no company on a site without either', async () => {
    const site = await createTestSite();
    const section = container();
    const data = await loadBlockData({ db: getDb(), siteId: site.id, defaultLocale: 'de', locale: 'de', mode: 'live', settings: parseSettings({}) }, [section]);
    expect(blockDataOf(data, section.id, 'booking')).toMatchObject({ company: '', branch: null });
  });
});
