import { z } from 'zod';
import { ZBranch, ZBusinessProfile, ZStaffMember } from '../content/business';
import { ZOpeningHours } from '../content/opening-hours';

/** `GET /api/v1/business`: the site's business profile and its version (for the 409 on stale saves). */
export const ZBusinessAnswer = z.object({ profile: ZBusinessProfile, version: z.number().int().nonnegative() });
export type BusinessAnswer = z.infer<typeof ZBusinessAnswer>;

/** `PUT /api/v1/business`: the whole profile (branches and staff by id: kept, added, removed). */
export const ZSaveBusinessRequest = z.object({ profile: ZBusinessProfile, version: z.number().int().nonnegative() });
export type SaveBusinessRequest = z.input<typeof ZSaveBusinessRequest>;

/**
 * `npm run admin -- business:import --host … --file business.json`: the profile as a file (no
 * version). Ids may be left out: a branch then keeps the id of the site's branch of the same name
 * (so contact boxes keep pointing at it), a staff member that of the same e-mail or name.
 */
export const ZBusinessImportFile = ZBusinessProfile.extend({
  branches: z
    .array(ZBranch.extend({ id: z.uuid().optional() }))
    .max(50)
    .default([]),
  staff: z
    .array(ZStaffMember.extend({ id: z.uuid().optional() }))
    .max(200)
    .default([]),
});
export type BusinessImportFile = z.infer<typeof ZBusinessImportFile>;

/** `GET /api/v1/optician` (spec §7 "optician → branches"): the branches with their hours. */
export const ZOpticianBranch = z.object({
  id: z.uuid(),
  name: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  postcode: z.string(),
  city: z.string(),
  active: z.boolean(),
  openingHours: ZOpeningHours,
});
export const ZOpticianAnswer = z.object({ branches: z.array(ZOpticianBranch) });
export type OpticianAnswer = z.infer<typeof ZOpticianAnswer>;

/** `POST /api/v1/optician {branchId}`: reset the footer to that branch's data and opening hours (a settings draft). */
export const ZResetFooterRequest = z.object({ branchId: z.uuid() });
