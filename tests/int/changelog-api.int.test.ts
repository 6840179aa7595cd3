import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/server/admin/commands';
import { getDb } from '../../src/server/db/client';
import type { ChangelogEntry } from '../../src/shared/schemas/changelog';
import { api, createTestSite, signedInUser } from './support/fixtures';

/** Entries are platform-wide: every test uses dates of its own (a random far-future month). */
function datesOfOwnMonth(): [string, string] {
  const year = 2100 + Math.floor(Math.random() * 800);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  return [`${year}-${month}-02`, `${year}-${month}-20`];
}

async function world() {
  const site = await createTestSite();
  const [older, newer] = datesOfOwnMonth();
  await runAdminCommand(getDb(), 'changelog:add', { date: [older], de: ['Ältere Neuigkeit'], fr: ['Nouveauté plus ancienne'] });
  await runAdminCommand(getDb(), 'changelog:add', { date: [newer], de: ['Neuere Neuigkeit'], en: ['Newer news'] });
  const person = await signedInUser(site.host, 'editor');
  const read = async (query: string, cookie = person.cookie) => (await (await api(site.host, `/changelog?${query}`, { cookie })).json()).data;
  const ours = (entries: ChangelogEntry[]) => entries.filter((entry) => entry.date === older || entry.date === newer);
  return { site, person, older, newer, read, ours };
}

describe('GET/POST /changelog', () => {
  it('lists unseen entries newest first in the editor language, falling back to German', async () => {
    const { read, ours, older, newer } = await world();
    const english = await read('language=en');
    expect(ours(english.entries)).toEqual([
      { date: newer, text: 'Newer news', seen: false },
      { date: older, text: 'Ältere Neuigkeit', seen: false },
    ]);
    expect(english.unseen).toBeGreaterThanOrEqual(2);
    expect(ours((await read('language=fr')).entries).map((e) => e.text)).toEqual(['Neuere Neuigkeit', 'Nouveauté plus ancienne']);
  });

  it('marks shown dates seen for this person only; showAll brings them back marked', async () => {
    const { site, person, read, ours, older, newer } = await world();
    const marked = await api(site.host, '/changelog', { method: 'POST', cookie: person.cookie, body: { dates: [newer, '1999-01-01'] } });
    expect(marked.status).toBe(200);
    expect((await marked.json()).data).toEqual({ marked: 1 });
    expect(ours((await read('language=de')).entries).map((e) => e.date)).toEqual([older]);
    expect(ours((await read('language=de&showAll=true')).entries)).toEqual([
      { date: newer, text: 'Neuere Neuigkeit', seen: true },
      { date: older, text: 'Ältere Neuigkeit', seen: false },
    ]);
    // Reporting again changes nothing.
    const again = await api(site.host, '/changelog', { method: 'POST', cookie: person.cookie, body: { dates: [newer] } });
    expect((await again.json()).data).toEqual({ marked: 0 });
    // Someone else still has both unseen.
    const other = await signedInUser(site.host, 'owner');
    expect(ours((await read('language=de', other.cookie)).entries)).toHaveLength(2);
  });

  it('refuses bad input in the editor language and asks for a session', async () => {
    const { site, person } = await world();
    const bad = await api(site.host, '/changelog', { method: 'POST', cookie: person.cookie, body: { dates: ['23.11.2026'] } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain('2026-11-23');
    expect((await api(site.host, '/changelog?language=xx', { cookie: person.cookie })).status).toBe(400);
    expect((await api(site.host, '/changelog')).status).toBe(401);
    expect((await api(site.host, '/changelog', { method: 'POST', body: { dates: ['2026-11-23'] } })).status).toBe(401);
  });

  it('changelog:add needs a date and a German text, and rewrites the entry of a date', async () => {
    const { read, ours, older } = await world();
    await expect(runAdminCommand(getDb(), 'changelog:add', { date: ['2026-13-45'], de: ['x'] })).rejects.toThrow(/2026-11-23/);
    await expect(runAdminCommand(getDb(), 'changelog:add', { date: [older] })).rejects.toThrow();
    await runAdminCommand(getDb(), 'changelog:add', { date: [older], de: ['Korrigiert'] });
    expect(ours((await read('language=fr')).entries).find((e) => e.date === older)?.text).toBe('Korrigiert');
  });
});
