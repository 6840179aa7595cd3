import { describe, expect, it } from 'vitest';
import type { JobView } from '../content/listings';
import { richTextValue } from '../content/rich-text';
import { employmentTypeOf, jobPostings } from './listing-structured-data';

const job = (overrides: Partial<JobView> = {}): JobView => ({
  id: 'job-1',
  businessName: 'Optik Muster GmbH',
  title: 'Augenoptiker/in EFZ',
  created: '2026-03-14T09:00:00.000Z',
  description: richTextValue(['Wir suchen Verstärkung.']),
  branch: { name: 'Optik Muster', street: 'Marktgasse', streetNumber: '12', postcode: '8400', city: 'Winterthur', phone: '', email: '' },
  staff: null,
  mediaOrigin: null,
  workQuota: '80–100 %',
  validThrough: null,
  images: [],
  ...overrides,
});

const page = { pageUrl: 'https://optik-muster.ch/de/stellen', origin: 'https://optik-muster.ch' };

describe('jobPostings', () => {
  it('carries the last day online as validThrough when the job has one, and none otherwise', () => {
    const [open, ending] = jobPostings([job(), job({ id: 'job-2', validThrough: '2026-12-31' })], page);
    expect(open).not.toHaveProperty('validThrough');
    expect(ending).toMatchObject({ '@type': 'JobPosting', datePosted: '2026-03-14', validThrough: '2026-12-31', url: `${page.pageUrl}#job-2` });
  });

  it('leaves out a job without a branch (no location to claim)', () => {
    expect(jobPostings([job({ branch: null })], page)).toEqual([]);
  });
});

describe('employmentTypeOf', () => {
  it('reads full and part time from the work quota, nothing without a percentage', () => {
    expect(employmentTypeOf('100 %')).toBe('FULL_TIME');
    expect(employmentTypeOf('40-60%')).toBe('PART_TIME');
    expect(employmentTypeOf('80–100 %')).toEqual(['FULL_TIME', 'PART_TIME']);
    expect(employmentTypeOf('nach Vereinbarung')).toBeUndefined();
  });
});
