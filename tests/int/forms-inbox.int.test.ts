import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { formSubmissions } from '../../src/server/db/schema';
import type { FormSubmissionPage } from '../../src/shared/schemas/forms/inbox';
import { api, signedInUser } from './support/fixtures';
import { type Envelope, contactBody, createFormSite, postForm, sponsorBody } from './support/forms';

async function submitContacts(site: { host: string; contactGroupId: string }, names: string[]) {
  // One address each: an address gets one confirmation an hour, and these tests look at both mails.
  for (const [index, vorname] of names.entries()) {
    const response = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { vorname, email: `person${index}@example.ch` }));
    expect(response.status).toBe(201);
  }
}

describe('GET /api/v1/forms/submissions', () => {
  it('lists the signed-in member’s site submissions newest first, with the state of their mails', async () => {
    const site = await createFormSite();
    await submitContacts(site, ['Erste', 'Zweite']);
    expect((await postForm(site.host, '/aspectSponsorForm', sponsorBody(site.sponsorGroupId))).status).toBe(201);
    const { cookie } = await signedInUser(site.host, 'optician');

    const response = await api(site.host, '/forms/submissions', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = (await response.json()) as Envelope<FormSubmissionPage>;
    expect(data.total).toBe(3);
    expect(data.pageSize).toBe(25);
    expect(data.items.map((item) => item.name)).toEqual(['Beat Muster, Optik AG', 'Zweite Muster', 'Erste Muster']);
    const contact = data.items[1];
    expect(contact).toMatchObject({ kind: 'contact', email: 'person1@example.ch', locale: 'de' });
    expect(contact?.values).toMatchObject({ vorname: 'Zweite', plz: '8001' });
    expect(contact?.mails.map((mail) => [mail.recipient, mail.to, mail.status, mail.attempts])).toEqual([
      ['business', `info@${site.host}`, 'pending', 0],
      ['visitor', 'person1@example.ch', 'pending', 0],
    ]);

    const sponsors = (await (await api(site.host, '/forms/submissions?kind=sponsor', { cookie })).json()) as Envelope<FormSubmissionPage>;
    expect(sponsors.data.items.map((item) => item.kind)).toEqual(['sponsor']);
  });

  it('pages by 25', async () => {
    const site = await createFormSite();
    const values = { ...contactBody(site.contactGroupId) };
    const base = Date.now() - 60_000;
    await getDb()
      .insert(formSubmissions)
      .values(
        Array.from({ length: 27 }, (_, i) => ({
          siteId: site.id,
          kind: 'contact' as const,
          groupId: site.contactGroupId,
          submissionKey: crypto.randomUUID(),
          locale: 'de' as const,
          values: { ...values, vorname: `Nr${i}` },
          createdAt: new Date(base + i * 1000),
        })),
      );
    const { cookie } = await signedInUser(site.host, 'editor');
    const second = (await (await api(site.host, '/forms/submissions?page=2', { cookie })).json()) as Envelope<FormSubmissionPage>;
    expect(second.data).toMatchObject({ total: 27, page: 2 });
    expect(second.data.items.map((item) => item.values.vorname)).toEqual(['Nr1', 'Nr0']);
  });

  it("shows a member nothing of another site, and refuses visitors and other sites' members", async () => {
    const siteA = await createFormSite();
    const siteB = await createFormSite();
    await submitContacts(siteA, ['Geheim']);
    const memberOfB = await signedInUser(siteB.host, 'owner');

    const own = (await (await api(siteB.host, '/forms/submissions', { cookie: memberOfB.cookie })).json()) as Envelope<FormSubmissionPage>;
    expect(own.data.total).toBe(0);
    expect((await api(siteA.host, '/forms/submissions', { cookie: memberOfB.cookie })).status).toBe(403);
    expect((await api(siteA.host, '/forms/submissions.csv', { cookie: memberOfB.cookie })).status).toBe(403);
    expect((await api(siteA.host, '/forms/submissions')).status).toBe(401);
    expect((await api(siteA.host, '/forms/submissions.csv')).status).toBe(401);
    const signedInNonMember = await signedInUser(siteA.host);
    expect((await api(siteA.host, '/forms/submissions', { cookie: signedInNonMember.cookie })).status).toBe(403);
  });
});

describe('GET /api/v1/forms/submissions.csv', () => {
  it('exports every submission as UTF-8 CSV with a BOM, headers in the site language, formulas neutralised', async () => {
    const site = await createFormSite({ contact: { email: 'info@optik.example' } });
    await submitContacts(site, ['=HYPERLINK("http://evil.example","Klick")']);
    expect(
      (
        await postForm(
          site.host,
          '/aspectSponsorForm',
          sponsorBody(site.sponsorGroupId, { company: '@SUM(1+1)', phone: '+41 44 123 45 67', numberOfPersons: 0, personsNames: '' }),
        )
      ).status,
    ).toBe(201);
    const { cookie } = await signedInUser(site.host, 'editor');

    const response = await api(site.host, '/forms/submissions.csv', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="submissions-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Datum,Formular,Sprache,Name,E-Mail,Telefon,Anrede,Vorname,/);
    const headers = (lines[0] ?? '').split(',');
    expect(new Set(headers).size).toBe(headers.length);
    expect(lines[0]).toMatch(/,Hauptsponsor,.*,Total CHF,Benachrichtigung,Bestätigung$/);
    const [sponsorLine, contactLine] = [lines[1] ?? '', lines[2] ?? ''];
    expect(sponsorLine).toContain(",'@SUM(1+1),");
    expect(sponsorLine).toContain(",'+41 44 123 45 67,");
    expect(sponsorLine).toContain(',Ja,');
    expect(sponsorLine).toMatch(/,31'500,pending,pending$/);
    expect(contactLine).toContain(`"'=HYPERLINK(""http://evil.example"",""Klick"")"`);
    expect(contactLine).toContain(',Brillenglasbestimmung,');
    expect(csv).not.toMatch(/,=|^=/m);

    const onlyContact = await (await api(site.host, '/forms/submissions.csv?kind=contact', { cookie })).text();
    expect(onlyContact).not.toContain('Hauptsponsor');
    expect(onlyContact.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('exports nothing of other sites', async () => {
    const siteA = await createFormSite();
    const siteB = await createFormSite();
    await submitContacts(siteA, ['NurA']);
    const { cookie } = await signedInUser(siteB.host, 'owner');
    const csv = await (await api(siteB.host, '/forms/submissions.csv', { cookie })).text();
    expect(csv).not.toContain('NurA');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1);
    const [row] = await getDb().select().from(formSubmissions).where(eq(formSubmissions.siteId, siteA.id));
    expect(row?.values.vorname).toBe('NurA');
  });
});
