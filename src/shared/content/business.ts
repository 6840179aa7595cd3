import { z } from 'zod';
import { ZOpeningHours } from './opening-hours';

/**
 * The business profile (the spec's "look-up"): who the business is, where its branches are, when
 * they are open and who works there. One per site; the footer, the contact block, the review
 * slider's location picker, the health-optics restriction of boxes, structured data, the directory
 * and the listings read it. Unlike settings it is not a draft: a change shows at once (it is a
 * fact about the business, not a design decision), and it empties the site's page cache.
 */

const text = (max: number) => z.string().trim().max(max).default('');
const ZEmailOrEmpty = z.union([z.literal(''), z.email('business.invalidEmail')]).default('');
const ZUrlOrEmpty = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'business.invalidUrl' })]).default('');

export const ZBranch = z.object({
  id: z.uuid(),
  name: z.string().trim().min(1, 'business.branchNameRequired').max(200),
  street: text(200),
  streetNumber: text(20),
  postcode: text(20),
  city: text(100),
  phone: text(50),
  email: ZEmailOrEmpty,
  /** Mails for this branch go here instead of `email` (spec "emailOverwrite"). */
  emailOverride: ZEmailOrEmpty,
  url: ZUrlOrEmpty,
  coordinates: z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .nullable()
    .default(null),
  active: z.boolean().default(true),
  openingHours: ZOpeningHours.prefault({}),
});
export type Branch = z.infer<typeof ZBranch>;

export const ZStaffMember = z.object({
  id: z.uuid(),
  firstName: z.string().trim().min(1, 'business.firstNameRequired').max(100),
  lastName: text(100),
  function: text(200),
  email: ZEmailOrEmpty,
  photoMediaId: z.uuid().nullable().default(null),
});
export type StaffMember = z.infer<typeof ZStaffMember>;

export const ZPrograms = z.object({
  healthOptics: z.object({ active: z.boolean().default(false) }).prefault({}),
  frequentlens: z.boolean().default(false),
});

export const ZBusinessProfile = z.object({
  companyName: text(200),
  logoMediaId: z.uuid().nullable().default(null),
  programs: ZPrograms.prefault({}),
  /** Listed in the platform's directory (the directory issue reads it). */
  listed: z.boolean().default(false),
  branches: z.array(ZBranch).max(50).default([]),
  staff: z.array(ZStaffMember).max(200).default([]),
});
export type BusinessProfile = z.infer<typeof ZBusinessProfile>;
export type BusinessProfileInput = z.input<typeof ZBusinessProfile>;

/** A branch as the editor's location pickers see it (the shape of `BranchLocation`). */
export function branchLocation(branch: Branch) {
  return { id: branch.id, name: branch.name, street: branch.street, streetNumber: branch.streetNumber, city: branch.city };
}
