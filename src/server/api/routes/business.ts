import { ZBusinessAnswer, ZOpticianAnswer, ZResetFooterRequest, ZSaveBusinessRequest } from '../../../shared/schemas/business';
import { ZSettingsAnswer } from '../../../shared/schemas/settings';
import { getDb } from '../../db/client';
import { getBusinessProfile, listBranches } from '../../services/business/get-business-profile';
import { resetFooter } from '../../services/business/reset-footer';
import { saveBusinessProfile } from '../../services/business/save-business-profile';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

/** Fifty branches with a year of special dates stay far below this. */
const profileLimit = { maxBytes: 512 * 1024, messageKey: 'request.changeTooLarge' } as const;

const readBusiness = defineRoute({
  method: 'get',
  path: '/business',
  auth: 'optician',
  permission: 'business',
  summary: 'The business profile: company, programs, branches with opening hours, staff',
  responses: { 200: envelopeAnswer(ZBusinessAnswer, 'The profile and its version') },
  handler: async (c) => ok(c, await getBusinessProfile(getDb(), { siteId: c.get('site').id })),
});

const writeBusiness = defineRoute({
  method: 'put',
  path: '/business',
  auth: 'optician',
  permission: 'business',
  summary: 'Replace the business profile (live at once: footer, contact boxes and reviews read it)',
  request: { body: jsonBody(ZSaveBusinessRequest) },
  responses: {
    200: envelopeAnswer(ZBusinessAnswer, 'Saved'),
    400: errorAnswer('Invalid profile; nothing changed'),
    409: errorAnswer('Someone saved the profile in the meantime; nothing changed'),
  },
  bodyLimit: profileLimit,
  handler: async (c) => {
    const { profile, version } = c.req.valid('json');
    return ok(c, await saveBusinessProfile(getDb(), { siteId: c.get('site').id, profile, version }));
  },
});

const readOptician = defineRoute({
  method: 'get',
  path: '/optician',
  auth: 'optician',
  permission: 'business',
  summary: "The business's branches with their opening hours (spec §7 optician)",
  responses: { 200: envelopeAnswer(ZOpticianAnswer, 'The branches') },
  handler: async (c) => {
    const list = await listBranches(getDb(), { siteId: c.get('site').id });
    return ok(c, {
      branches: list.map(({ id, name, street, streetNumber, postcode, city, active, openingHours }) => ({
        id,
        name,
        street,
        streetNumber,
        postcode,
        city,
        active,
        openingHours,
      })),
    });
  },
});

const resetFooterRoute = defineRoute({
  method: 'post',
  path: '/optician',
  auth: 'editor',
  permission: 'settings',
  summary: "Reset the footer to a branch's business data and opening hours (a settings draft)",
  request: { body: jsonBody(ZResetFooterRequest) },
  responses: { 200: envelopeAnswer(ZSettingsAnswer, 'The settings after the reset'), 404: errorAnswer('Branch ID not found') },
  handler: async (c) => ok(c, await resetFooter(getDb(), { siteId: c.get('site').id, branchId: c.req.valid('json').branchId })),
});

export const businessRoutes = [readBusiness, writeBusiness, readOptician, resetFooterRoute];
