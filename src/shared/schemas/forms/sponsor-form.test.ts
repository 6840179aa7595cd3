import { describe, expect, it } from 'vitest';
import {
  PRICE_PER_ASPECT_PERSON,
  PRICE_PER_PERSON,
  SPONSOR_OPTIONS,
  SPONSOR_OPTION_PRICES,
  type SponsorFormInput,
  ZSponsorFormRequest,
  ZSponsorFormValues,
  sponsorTotal,
} from './sponsor-form';

const valid: SponsorFormInput = { company: 'Optik AG', contactName: 'Beat Muster', phone: '044 123 45 67', email: 'beat@optik.ch' };

function errorOn(input: Record<string, unknown>, field: string): string | undefined {
  const result = ZSponsorFormValues.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('ZSponsorFormValues', () => {
  it('accepts the contact details alone, with no option and no persons', () => {
    const parsed = ZSponsorFormValues.parse(valid);
    expect(parsed.numberOfPersons).toBe(0);
    for (const option of SPONSOR_OPTIONS) expect(parsed[option]).toBe(false);
  });

  it.each([
    ['company', 'companyRequired'],
    ['contactName', 'nameRequired'],
    ['phone', 'phoneFormat'],
  ])('requires %s with its own message', (field, key) => {
    expect(errorOn({ ...valid, [field]: '' }, field)).toBe(key);
    expect(errorOn({ ...valid, [field]: '  ' }, field)).toBe(key);
  });

  it('requires a valid e-mail address (email-format message)', () => {
    expect(errorOn({ ...valid, email: 'beat-at-optik' }, 'email')).toBe('emailFormat');
    expect(errorOn({ ...valid, email: '' }, 'email')).toBe('emailFormat');
  });

  it('takes whole persons counts of 0 or more', () => {
    expect(errorOn({ ...valid, numberOfPersons: -1 }, 'numberOfPersons')).toBe('personsCount');
    expect(errorOn({ ...valid, aspectNumberOfPersons: 1.5, aspectPersonsNames: 'A' }, 'aspectNumberOfPersons')).toBe('personsCount');
    expect(errorOn({ ...valid, numberOfPersons: '2' }, 'numberOfPersons')).toBe('personsCount');
  });

  it('requires the names for every persons count above 0', () => {
    expect(errorOn({ ...valid, numberOfPersons: 2 }, 'personsNames')).toBe('personsNames');
    expect(errorOn({ ...valid, numberOfPersons: 2, personsNames: '   ' }, 'personsNames')).toBe('personsNames');
    expect(errorOn({ ...valid, numberOfPersons: 2, personsNames: 'Anna, Beat' }, 'personsNames')).toBeUndefined();
    expect(errorOn({ ...valid, aspectNumberOfPersons: 1 }, 'aspectPersonsNames')).toBe('personsNames');
    expect(errorOn({ ...valid, aspectNumberOfPersons: 0 }, 'aspectPersonsNames')).toBeUndefined();
  });

  it('refuses line breaks in the single-line contact fields', () => {
    for (const field of ['company', 'contactName', 'phone']) {
      expect(errorOn({ ...valid, [field]: 'Optik\r\nBcc: victim@example.ch' }, field)).toBe('lineBreaksNotAllowed');
    }
  });

  it("treats a filled honeypot as spam ('Spam detected')", () => {
    expect(errorOn({ ...valid, website: 'x' }, 'website')).toBe('spamDetected');
  });
});

describe('ZSponsorFormRequest', () => {
  const request = { ...valid, lang: 'de', groupId: '5f0c6f4e-9a55-4d8f-8d3e-8d1b51f0f0a1', submissionKey: 'c3b0a5e2-1f3c-4b7e-9a2d-6f8e0d4c2b1a' };

  it('applies the persons-names rule to the request as well', () => {
    const result = ZSponsorFormRequest.safeParse({ ...request, numberOfPersons: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain('personsNames');
    expect(ZSponsorFormRequest.safeParse({ ...request, numberOfPersons: 3, personsNames: 'A, B, C' }).success).toBe(true);
  });
});

describe('sponsorTotal', () => {
  const none = Object.fromEntries(SPONSOR_OPTIONS.map((option) => [option, false])) as Record<(typeof SPONSOR_OPTIONS)[number], boolean>;

  it('sums the chosen options and the persons at their prices', () => {
    expect(sponsorTotal({ ...none, numberOfPersons: 0, aspectNumberOfPersons: 0 })).toBe(0);
    expect(sponsorTotal({ ...none, hauptsponsor: true, numberOfPersons: 0, aspectNumberOfPersons: 0 })).toBe(29_000);
    expect(sponsorTotal({ ...none, standprasenz9m: true, stehlunch: true, numberOfPersons: 2, aspectNumberOfPersons: 1 })).toBe(
      2_700 + 2_500 + 2 * PRICE_PER_PERSON + PRICE_PER_ASPECT_PERSON,
    );
    const all = Object.fromEntries(SPONSOR_OPTIONS.map((option) => [option, true])) as typeof none;
    expect(sponsorTotal({ ...all, numberOfPersons: 0, aspectNumberOfPersons: 0 })).toBe(Object.values(SPONSOR_OPTION_PRICES).reduce((a, b) => a + b, 0));
  });

  it('keeps to the prices of the specification', () => {
    expect(SPONSOR_OPTION_PRICES).toMatchObject({
      hauptsponsor: 29_000,
      standprasenz6m: 1_800,
      standprasenz9m: 2_700,
      stehlunch: 2_500,
      nachmittagpause: 2_000,
      vormittagspause: 2_000,
    });
    expect([PRICE_PER_PERSON, PRICE_PER_ASPECT_PERSON]).toEqual([300, 399]);
  });
});
