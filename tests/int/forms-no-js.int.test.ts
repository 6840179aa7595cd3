import { describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getConfig } from '../../src/server/platform/config';
import { CLIENT_IP_HEADER } from '../../src/server/platform/request-headers';
import { readFormReturn } from '../../src/server/services/forms/form-return-cookie';
import { formMessage } from '../../src/server/services/forms/form-message';
import { createFormSite, outboxOf, submissionsOf, uniqueIp } from './support/forms';

type Fields = Array<[string, string]>;

/** A browser without JavaScript posting a form of the page `/de/kontakt` (urlencoded, Origin and Referer). */
function post(host: string, form: 'contact' | 'aspectSponsorForm', fields: Fields, init: { ip?: string; origin?: string } = {}) {
  const headers = new Headers({
    host,
    origin: init.origin ?? `http://${host}`,
    referer: `http://${host}/de/kontakt`,
    'content-type': 'application/x-www-form-urlencoded',
  });
  headers.set(CLIENT_IP_HEADER, init.ip ?? uniqueIp());
  return getApi().request(`http://${host}/api/v1/forms/${form}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}

function contactFields(groupId: string, lang = 'de'): Fields {
  return [
    ['lang', lang],
    ['groupId', groupId],
    ['anrede', 'frau'],
    ['vorname', 'Anna'],
    ['nachname', 'Muster'],
    ['dateOfBirth', ''],
    ['strasse', ''],
    ['plz', '8001'],
    ['ort', 'Zürich'],
    ['email', 'anna@example.ch'],
    ['telefon', '044 123 45 67'],
    ['existingCustomer', 'nein'],
    ['themes', 'brillenglasbestimmung'],
    ['themes', 'sonstiges'],
    ['bevorzugterTermin', '2099-03-02'],
    ['bevorzugteUhrzeit', '10:00'],
    ['fragenAnmerkungen', 'Bitte am Vormittag.'],
    ['website', ''],
  ];
}

const without = (fields: Fields, ...names: string[]) => fields.filter(([name]) => !names.includes(name));
const replaced = (fields: Fields, name: string, value: string): Fields => fields.map(([key, old]) => [key, key === name ? value : old]);

/** The outcome the page render would show for a redirect (its `form` parameter and the cookie set). */
function outcomeOf(response: Response) {
  const location = new URL(response.headers.get('location') ?? '', 'http://x');
  const cookie = /wb_form=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { location, result: readFormReturn(location.searchParams.get('form'), cookie ? decodeURIComponent(cookie) : undefined, getConfig().authSecret) };
}

describe('forms posted without JavaScript', () => {
  it('stores a contact request like the JSON route and goes back to the page in its sent state', async () => {
    const site = await createFormSite();
    const response = await post(site.host, 'contact', contactFields(site.contactGroupId, 'fr'));
    expect(response.status).toBe(303);
    const { location, result } = outcomeOf(response);
    expect(location.pathname).toBe('/de/kontakt');
    expect(location.hash).toBe(`#form-${site.contactGroupId}`);
    expect(location.searchParams.get('form')).toBe(`sent.${site.contactGroupId}`);
    expect(result).toMatchObject({ groupId: site.contactGroupId, sent: true });
    expect(response.headers.get('cache-control')).toBe('no-store');

    const [stored, ...others] = await submissionsOf(site.id);
    expect(others).toHaveLength(0);
    expect(stored).toMatchObject({ kind: 'contact', groupId: site.contactGroupId, locale: 'fr' });
    expect(stored?.values).toMatchObject({ vorname: 'Anna', themes: ['brillenglasbestimmung', 'sonstiges'], fragenAnmerkungen: 'Bitte am Vormittag.' });
    expect((await outboxOf(site.id)).map((mail) => mail.recipient).sort()).toEqual(['business', 'visitor']);
  });

  it('goes back with the messages in the page language and the typed values in a signed cookie, never in the URL', async () => {
    const site = await createFormSite();
    const fields = replaced(without(contactFields(site.contactGroupId), 'anrede', 'themes'), 'vorname', '');
    const response = await post(site.host, 'contact', replaced(fields, 'email', 'anna-at-example'));
    expect(response.status).toBe(303);
    const { location, result } = outcomeOf(response);
    expect(location.pathname).toBe('/de/kontakt');
    expect(location.search).not.toContain('Muster');
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    expect(result?.fieldErrors).toEqual({
      anrede: formMessage('de', 'anredeRequired'),
      vorname: formMessage('de', 'vornameRequired'),
      email: formMessage('de', 'emailInvalid'),
      themes: formMessage('de', 'themesRequired'),
    });
    expect(result?.values).toMatchObject({ nachname: 'Muster', email: 'anna-at-example', plz: '8001', themes: [] });
    expect(result?.values).not.toHaveProperty('website');
    expect(await submissionsOf(site.id)).toHaveLength(0);
    expect(await outboxOf(site.id)).toHaveLength(0);
  });

  it('answers a theme the section does not offer like the service does, beside the field', async () => {
    const site = await createFormSite({ contactOptions: { sonstiges: false } });
    const { result } = outcomeOf(await post(site.host, 'contact', contactFields(site.contactGroupId)));
    expect(result?.fieldErrors).toEqual({ themes: formMessage('de', 'themeUnavailable') });
  });

  it('refuses a post from another site and one naming no section', async () => {
    const site = await createFormSite();
    expect((await post(site.host, 'contact', contactFields(site.contactGroupId), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(site.host, 'contact', without(contactFields(site.contactGroupId), 'groupId'))).status).toBe(400);
    expect(await submissionsOf(site.id)).toHaveLength(0);
  });

  it('counts against the same limit as the JSON route and goes back with its sentence', async () => {
    const site = await createFormSite();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) expect((await post(site.host, 'contact', contactFields(site.contactGroupId), { ip })).status).toBe(303);
    const limited = await post(site.host, 'contact', replaced(contactFields(site.contactGroupId, 'fr'), 'vorname', 'Zoé'), { ip });
    expect(limited.status).toBe(303);
    const { result } = outcomeOf(limited);
    expect(result).toMatchObject({ groupId: site.contactGroupId, sent: false, error: formMessage('fr', 'rateLimited') });
    expect(result?.values).toMatchObject({ vorname: 'Zoé' });
    expect(await submissionsOf(site.id)).toHaveLength(5);
  });

  it('stores a sponsor booking from checkbox and number fields, and asks for the names of the persons', async () => {
    const site = await createFormSite();
    const fields: Fields = [
      ['lang', 'de'],
      ['groupId', site.sponsorGroupId],
      ['stehlunch', 'on'],
      ['numberOfPersons', '2'],
      ['personsNames', ''],
      ['aspectNumberOfPersons', ''],
      ['company', 'Optik AG'],
      ['contactName', 'Beat Muster'],
      ['phone', '044 123 45 67'],
      ['email', 'beat@optik.ch'],
      ['website', ''],
    ];
    const invalid = outcomeOf(await post(site.host, 'aspectSponsorForm', fields));
    expect(invalid.result?.fieldErrors).toEqual({ personsNames: formMessage('de', 'personsNames') });
    expect(invalid.result?.values).toMatchObject({ stehlunch: true, hauptsponsor: false, numberOfPersons: 2, company: 'Optik AG' });

    const sent = outcomeOf(await post(site.host, 'aspectSponsorForm', replaced(fields, 'personsNames', 'Anna, Beat')));
    expect(sent.result).toMatchObject({ groupId: site.sponsorGroupId, sent: true });
    const [stored] = await submissionsOf(site.id);
    expect(stored?.values).toMatchObject({ stehlunch: true, hauptsponsor: false, numberOfPersons: 2, aspectNumberOfPersons: 0, personsNames: 'Anna, Beat' });
  });

  it('says a filled honeypot as the form error and stores nothing', async () => {
    const site = await createFormSite();
    const { result } = outcomeOf(await post(site.host, 'contact', replaced(contactFields(site.contactGroupId), 'website', 'http://spam.example')));
    expect(result?.error).toBe(formMessage('de', 'spamDetected'));
    expect(await submissionsOf(site.id)).toHaveLength(0);
  });
});
