import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formMessage } from '../../src/server/services/forms/form-message';
import { api, signedInUser } from './support/fixtures';
import { type Envelope, contactBody, createFormSite, outboxOf, postForm, sponsorBody, submissionsOf, uniqueIp } from './support/forms';

type FieldErrors = { fieldErrors: Record<string, string> };

describe('POST /api/v1/contact', () => {
  it('stores a valid request and queues the business notification and the confirmation', async () => {
    const site = await createFormSite();
    const body = contactBody(site.contactGroupId, { lang: 'fr', website: '' });
    const response = await postForm(site.host, '/contact', body);
    expect(response.status).toBe(201);
    const json = (await response.json()) as Envelope<{ id: string; duplicate: boolean }>;
    expect(json).toMatchObject({ success: true, status: 201, data: { duplicate: false } });

    const [stored, ...others] = await submissionsOf(site.id);
    expect(others).toHaveLength(0);
    expect(stored).toMatchObject({ id: json.data.id, kind: 'contact', groupId: site.contactGroupId, locale: 'fr', submissionKey: body.submissionKey });
    expect(stored?.values).toMatchObject({ vorname: 'Anna', themes: ['brillenglasbestimmung'], dateOfBirth: '' });
    for (const internal of ['website', 'lang', 'groupId', 'submissionKey']) expect(stored?.values).not.toHaveProperty(internal);

    const mails = await outboxOf(site.id);
    expect(mails.map((mail) => [mail.recipient, mail.payload.to, mail.status, mail.submissionId]).sort()).toEqual([
      ['business', `info@${site.host}`, 'pending', json.data.id],
      ['visitor', 'anna@example.ch', 'pending', json.data.id],
    ]);
    expect(mails.find((mail) => mail.recipient === 'visitor')?.payload.subject).toBe('Votre demande auprès de Test Optik');
  });

  it('answers each invalid field with its own message in the visitor language and stores nothing', async () => {
    const site = await createFormSite();
    const cases: Array<[string, Record<string, unknown>, Parameters<typeof formMessage>[1]]> = [
      ['anrede', { anrede: 'dr' }, 'anredeRequired'],
      ['vorname', { vorname: '' }, 'vornameRequired'],
      ['nachname', { nachname: ' ' }, 'nachnameRequired'],
      ['plz', { plz: '' }, 'plzRequired'],
      ['telefon', { telefon: '' }, 'telefonRequired'],
      ['bevorzugterTermin', { bevorzugterTermin: '' }, 'bevorzugterTerminRequired'],
      ['bevorzugteUhrzeit', { bevorzugteUhrzeit: '' }, 'bevorzugteUhrzeitRequired'],
      ['email', { email: 'anna-at-example' }, 'emailInvalid'],
      ['existingCustomer', { existingCustomer: 'vielleicht' }, 'existingCustomerRequired'],
      ['themes', { themes: [] }, 'themesRequired'],
      ['dateOfBirth', { dateOfBirth: '17.5.1980' }, 'dateInvalid'],
      ['vorname', { vorname: 'Anna\r\nBcc: victim@example.ch' }, 'lineBreaksNotAllowed'],
      ['website', { website: 'http://spam.example' }, 'spamDetected'],
    ];
    for (const lang of ['de', 'fr'] as const) {
      for (const [field, override, key] of cases) {
        const response = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { ...override, lang }));
        expect(response.status, `${field} ${lang}`).toBe(400);
        const json = (await response.json()) as Envelope<FieldErrors>;
        expect(json.success).toBe(false);
        expect(json.data.fieldErrors[field], `${field} ${lang}`).toBe(formMessage(lang, key));
        expect(json.error).toBe(formMessage(lang, key));
      }
    }
    expect(await submissionsOf(site.id)).toHaveLength(0);
    expect(await outboxOf(site.id)).toHaveLength(0);
  });

  it('answers a Spanish visitor with Spanish field errors', async () => {
    const site = await createFormSite();
    const body = contactBody(site.contactGroupId, { lang: 'es', vorname: '', email: 'ana-en-example', themes: [], existingCustomer: 'quizás' });
    const response = await postForm(site.host, '/contact', body, { acceptLanguage: 'de-CH' });
    expect(response.status).toBe(400);
    const json = (await response.json()) as Envelope<FieldErrors>;
    expect(json.data.fieldErrors).toEqual({
      vorname: 'Introduzca su nombre.',
      email: 'Introduzca una dirección de correo electrónico válida.',
      existingCustomer: 'Indíquenos si ya es cliente nuestro.',
      themes: 'Seleccione al menos un tema.',
    });
    expect(json.error).toBe('Introduzca su nombre.');
    for (const [field, key] of [
      ['vorname', 'vornameRequired'],
      ['themes', 'themesRequired'],
    ] as const) {
      expect(json.data.fieldErrors[field]).not.toBe(formMessage('de', key));
      expect(json.data.fieldErrors[field]).not.toBe(formMessage('en', key));
    }
    const offered = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { lang: 'es', themes: ['haarschnitt'] }));
    expect(((await offered.json()) as Envelope<FieldErrors>).data.fieldErrors.themes).toBe('Este tema no se puede seleccionar.');
  });

  it("refuses a filled honeypot with 'Spam detected' beside the field", async () => {
    const site = await createFormSite();
    const response = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { website: 'buy-now.example' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope<FieldErrors>).data.fieldErrors).toEqual({ website: 'Spam detected' });
    expect(await submissionsOf(site.id)).toHaveLength(0);
  });

  it('answers invalid input without a usable lang in the Accept-Language best match, else the default language', async () => {
    const site = await createFormSite({ locales: ['de', 'fr'] });
    const fr = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { lang: 'xx', vorname: '' }), {
      acceptLanguage: 'fr-CH,fr;q=0.9,en;q=0.5',
    });
    expect(((await fr.json()) as Envelope<FieldErrors>).data.fieldErrors.vorname).toBe(formMessage('fr', 'vornameRequired'));
    const fallback = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { lang: 'xx', vorname: '' }), { acceptLanguage: 'ja' });
    expect(((await fallback.json()) as Envelope<FieldErrors>).data.fieldErrors.vorname).toBe(formMessage('de', 'vornameRequired'));
  });

  it('stores a double-clicked submission once: the second answer is 200 with the same id', async () => {
    const site = await createFormSite();
    const body = contactBody(site.contactGroupId);
    const [first, second] = await Promise.all([postForm(site.host, '/contact', body), postForm(site.host, '/contact', body)]);
    const answers = [
      (await first.json()) as Envelope<{ id: string; duplicate: boolean }>,
      (await second.json()) as Envelope<{ id: string; duplicate: boolean }>,
    ];
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(answers[0]?.data.id).toBe(answers[1]?.data.id);
    expect(answers.map((answer) => answer.data.duplicate).sort()).toEqual([false, true]);
    expect(await submissionsOf(site.id)).toHaveLength(1);
    expect(await outboxOf(site.id)).toHaveLength(2);
  });

  it('refuses a theme the section switched off', async () => {
    const site = await createFormSite({ contactOptions: { gesundheitscheck: false } });
    const response = await postForm(
      site.host,
      '/contact',
      contactBody(site.contactGroupId, { themes: ['brillenglasbestimmung', 'gesundheitscheck'], lang: 'fr' }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope<FieldErrors>).data.fieldErrors).toEqual({ themes: formMessage('fr', 'themeUnavailable') });
    expect(await submissionsOf(site.id)).toHaveLength(0);
    const allowed = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { themes: ['brillenglasbestimmung'] }));
    expect(allowed.status).toBe(201);
  });

  it("answers 404 for unknown, unpublished, other types' and other sites' sections", async () => {
    const site = await createFormSite();
    const other = await createFormSite();
    for (const groupId of [randomUUID(), other.contactGroupId, site.sponsorGroupId]) {
      const response = await postForm(site.host, '/contact', contactBody(groupId, { lang: 'fr' }));
      expect(response.status).toBe(404);
      expect(((await response.json()) as Envelope).error).toBe(formMessage('fr', 'formNotFound'));
    }
    expect(await submissionsOf(site.id)).toHaveLength(0);
    expect(await submissionsOf(other.id)).toHaveLength(0);
  });

  it('refuses requests from another origin and bodies over 32 KB', async () => {
    const site = await createFormSite();
    const crossSite = await api(site.host, '/contact', { method: 'POST', body: contactBody(site.contactGroupId), origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const huge = await postForm(site.host, '/contact', null, {
      rawBody: JSON.stringify(contactBody(site.contactGroupId, { fragenAnmerkungen: 'x'.repeat(40_000) })),
      acceptLanguage: 'fr',
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as Envelope).error).toBe(formMessage('fr', 'tooLong'));
    expect(await submissionsOf(site.id)).toHaveLength(0);
  });

  it('limits one address to 5 submissions a minute per form, with the message in the visitor language', async () => {
    const site = await createFormSite();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId), { ip })).status).toBe(201);
    const limited = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { lang: 'fr' }), { ip });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as Envelope).error).toBe(formMessage('fr', 'rateLimited'));
    const limitedDe = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { lang: 'de' }), { ip });
    expect(((await limitedDe.json()) as Envelope).error).toBe(formMessage('de', 'rateLimited'));
    expect(await submissionsOf(site.id)).toHaveLength(5);
    // Another address, and the other form, are counted apart.
    expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId))).status).toBe(201);
    expect((await postForm(site.host, '/aspectSponsorForm', sponsorBody(site.sponsorGroupId), { ip })).status).toBe(201);
  });
});

describe('POST /api/v1/aspectSponsorForm', () => {
  it('stores a registration with its options and queues both mails, the notification with the total', async () => {
    const site = await createFormSite({ contact: { email: 'sponsoring@optik.example' } });
    const response = await postForm(site.host, '/aspectSponsorForm', sponsorBody(site.sponsorGroupId));
    expect(response.status).toBe(201);
    const [stored] = await submissionsOf(site.id);
    expect(stored).toMatchObject({ kind: 'sponsor', groupId: site.sponsorGroupId, locale: 'de' });
    expect(stored?.values).toMatchObject({ hauptsponsor: true, stehlunch: true, standprasenz6m: false, numberOfPersons: 2, company: 'Optik AG' });
    const mails = await outboxOf(site.id);
    expect(mails).toHaveLength(2);
    const notification = mails.find((mail) => mail.recipient === 'business')?.payload;
    expect(notification?.to).toBe('sponsoring@optik.example');
    expect(notification?.text).toContain("Total: CHF\u00a032'100");
  });

  it("notifies the block's address, else the site's contact address, else the owner; the visitor is confirmed anyway", async () => {
    const viaSettings = await createFormSite({ contact: { email: 'kontakt@optik.example' }, contactOptions: { contactEmail: '' } });
    expect((await postForm(viaSettings.host, '/contact', contactBody(viaSettings.contactGroupId))).status).toBe(201);
    expect((await outboxOf(viaSettings.id)).find((mail) => mail.recipient === 'business')?.payload.to).toBe('kontakt@optik.example');

    const viaOwner = await createFormSite();
    const owner = await signedInUser(viaOwner.host, 'owner');
    expect((await postForm(viaOwner.host, '/aspectSponsorForm', sponsorBody(viaOwner.sponsorGroupId))).status).toBe(201);
    expect((await outboxOf(viaOwner.id)).find((mail) => mail.recipient === 'business')?.payload.to).toBe(owner.email);

    const nobody = await createFormSite();
    expect((await postForm(nobody.host, '/aspectSponsorForm', sponsorBody(nobody.sponsorGroupId))).status).toBe(201);
    expect((await outboxOf(nobody.id)).map((mail) => mail.recipient)).toEqual(['visitor']);
    expect(await submissionsOf(nobody.id)).toHaveLength(1);
  });

  it.each([
    ['company', { company: '' }, 'companyRequired'],
    ['contactName', { contactName: '' }, 'nameRequired'],
    ['phone', { phone: '' }, 'phoneFormat'],
    ['email', { email: 'nope' }, 'emailFormat'],
    ['numberOfPersons', { numberOfPersons: -1 }, 'personsCount'],
    ['personsNames', { numberOfPersons: 3, personsNames: '' }, 'personsNames'],
    ['aspectPersonsNames', { aspectNumberOfPersons: 1, aspectPersonsNames: '' }, 'personsNames'],
    ['website', { website: 'x' }, 'spamDetected'],
  ] as const)('refuses an invalid %s in German and French and stores nothing', async (field, override, key) => {
    const site = await createFormSite();
    for (const lang of ['de', 'fr'] as const) {
      const response = await postForm(site.host, '/aspectSponsorForm', sponsorBody(site.sponsorGroupId, { ...override, lang }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as Envelope<FieldErrors>).data.fieldErrors[field]).toBe(formMessage(lang, key));
    }
    expect(await submissionsOf(site.id)).toHaveLength(0);
  });

  it('refuses a fully booked option beside that option, and any registration once booking is closed', async () => {
    const booked = await createFormSite({ sponsorOptions: { hauptsponsorBooked: true } });
    const refused = await postForm(booked.host, '/aspectSponsorForm', sponsorBody(booked.sponsorGroupId, { lang: 'fr' }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Envelope<FieldErrors>).data.fieldErrors).toEqual({ hauptsponsor: formMessage('fr', 'optionBooked') });
    const otherOption = await postForm(booked.host, '/aspectSponsorForm', sponsorBody(booked.sponsorGroupId, { hauptsponsor: false }));
    expect(otherOption.status).toBe(201);

    const closed = await createFormSite({ sponsorOptions: { bookingClosed: true } });
    const response = await postForm(closed.host, '/aspectSponsorForm', sponsorBody(closed.sponsorGroupId));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope).error).toBe(formMessage('de', 'bookingClosed'));
    expect(await submissionsOf(closed.id)).toHaveLength(0);
  });
});

describe('OpenAPI document', () => {
  it('describes the form and inbox routes from the shared schemas', async () => {
    const doc = (await (await api('anything.test', '/openapi.json')).json()) as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/contact',
        '/api/v1/aspectSponsorForm',
        '/api/v1/forms/submissions',
        '/api/v1/forms/submissions.csv',
        '/api/v1/forms/mails/retry',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/v1/contact']?.post?.requestBody)).toContain('bevorzugteUhrzeit');
  });
});
