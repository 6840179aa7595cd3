import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/server/admin/commands';
import { getDb } from '../../src/server/db/client';
import { getBusinessProfile } from '../../src/server/services/business/get-business-profile';
import { createTestSite } from './support/fixtures';

const folder = mkdtempSync(path.join(os.tmpdir(), 'webbox-import-'));
let files = 0;
function fileWith(text: string): string {
  files += 1;
  const file = path.join(folder, `business-${files}.json`);
  writeFileSync(file, text);
  return file;
}

const goodProfile = {
  companyName: 'Optik Import AG',
  programs: { healthOptics: { active: true }, frequentlens: true },
  branches: [
    {
      name: 'Altstadt',
      street: 'Marktgasse',
      streetNumber: '12',
      postcode: '8400',
      city: 'Winterthur',
      phone: '052 212 34 56',
      email: 'altstadt@optik-import.ch',
      openingHours: { periods: [{ day: 1, open: '08:30', close: '18:30' }], special: [{ date: '2026-12-24', open: '00:30', close: '00:30' }] },
    },
    { name: 'Bahnhof', city: 'Winterthur' },
  ],
  staff: [{ firstName: 'Anna', lastName: 'Muster', function: 'Optikerin', email: 'anna@optik-import.ch' }],
};

const importFile = (host: string, text: string) => runAdminCommand(getDb(), 'business:import', { host: [host], file: [fileWith(text)] });

describe('npm run admin -- business:import', () => {
  it('imports a good file, and a second import keeps the ids of branches and staff it recognises', async () => {
    const site = await createTestSite();
    expect(await importFile(site.host, JSON.stringify(goodProfile, null, 2))).toMatchObject({ siteId: site.id, branches: 2, staff: 1 });
    const first = (await getBusinessProfile(getDb(), { siteId: site.id })).profile;
    expect(first).toMatchObject({ companyName: 'Optik Import AG', programs: { healthOptics: { active: true }, frequentlens: true } });
    expect(first.branches.map((b) => b.name)).toEqual(['Altstadt', 'Bahnhof']);
    expect(first.branches[0]?.openingHours.special).toEqual([{ date: '2026-12-24', open: '00:30', close: '00:30' }]);

    const renamed = { ...goodProfile, companyName: 'Optik Import GmbH', branches: [...goodProfile.branches].reverse() };
    await importFile(site.host, JSON.stringify(renamed));
    const second = (await getBusinessProfile(getDb(), { siteId: site.id })).profile;
    expect(second.companyName).toBe('Optik Import GmbH');
    expect(second.branches.map((b) => b.id)).toEqual([first.branches[1]?.id, first.branches[0]?.id]);
    expect(second.staff[0]?.id).toBe(first.staff[0]?.id);
  });

  it('names the line and the field of every problem, and changes nothing', async () => {
    const site = await createTestSite();
    await importFile(site.host, JSON.stringify(goodProfile, null, 2));
    const before = await getBusinessProfile(getDb(), { siteId: site.id });
    const bad = JSON.stringify(
      {
        ...goodProfile,
        branches: [
          {
            ...goodProfile.branches[0],
            email: 'not-an-address',
            openingHours: {
              periods: [
                { day: 8, open: '08:00', close: '12:00' },
                { day: 2, open: '18:00', close: '09:00' },
              ],
            },
          },
        ],
      },
      null,
      2,
    );
    const lines = bad.split('\n');
    const lineOf = (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1;
    const error = await importFile(site.host, bad).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(`line ${lineOf('not-an-address')}, branches[0].email: Please enter a valid e-mail address.`);
    expect(message).toContain(`line ${lineOf('"day": 8')}, branches[0].openingHours.periods[0].day:`);
    expect(message).toMatch(new RegExp(`line ${lineOf('"close": "09:00"')}, branches\\[0\\]\\.openingHours\\.periods\\[1\\]\\.close: .*after`));
    expect(await getBusinessProfile(getDb(), { siteId: site.id })).toEqual(before);
  });

  it('says where a file is not JSON, and refuses an unknown host or a missing file', async () => {
    const site = await createTestSite();
    const broken = '{\n  "companyName": "Optik",\n  "branches": [\n    { "name": "Altstadt", }\n  ]\n}';
    await expect(importFile(site.host, broken)).rejects.toThrow(/not valid JSON\.\nline 4: /);
    await expect(importFile('nowhere.example.ch', JSON.stringify(goodProfile))).rejects.toThrow(/No site serves host nowhere\.example\.ch/);
    await expect(runAdminCommand(getDb(), 'business:import', { host: [site.host], file: [path.join(folder, 'missing.json')] })).rejects.toThrow(
      /Cannot read .*ENOENT/,
    );
  });
});
