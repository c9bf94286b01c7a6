import { z } from 'zod';
import { halLinksSchema, halListSchema } from '../hal';
import { listingEligibilitySchema, locationDiffAcceptSchema, locationDiffSchema } from '../listings';
import { locationInputSchema, locationSchema, locationsQuerySchema } from '../locations';
import { idSchema } from '../whole-numbers';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** The account's locations (spec 000 §2 "Locations"): every change answers the location and the spec's message. */

const tags = ['locations'];

export const locationItemSchema = locationSchema.extend({ _links: halLinksSchema });
const savedSchema = locationItemSchema.extend({ message: z.string() });

export const listLocations = endpoint({
  method: 'GET',
  path: '/locations',
  query: locationsQuerySchema,
  responses: { 200: halListSchema('locations', locationSchema) },
  tags,
});

export const getLocation = endpoint({
  method: 'GET',
  path: '/locations/:id',
  params: idParams,
  responses: { 200: locationItemSchema },
  tags,
});

export const createLocation = endpoint({
  method: 'POST',
  path: '/locations',
  body: locationInputSchema,
  responses: { 201: savedSchema },
  tags,
});

export const patchLocation = endpoint({
  method: 'PATCH',
  path: '/locations/:id',
  params: idParams,
  body: locationInputSchema,
  responses: { 200: savedSchema },
  tags,
});
export const replaceLocation = alsoAs(patchLocation, 'PUT');

export const deleteLocation = endpoint({
  method: 'DELETE',
  path: '/locations/:id',
  params: idParams,
  responses: { 200: z.object({ id: z.number(), name: z.string(), message: z.string() }) },
  tags,
});

/** What the directories say of the location that its record does not (spec 000 §2 "Location diff"). */
export const getLocationDiff = endpoint({
  method: 'GET',
  path: '/locations/:id/diff',
  params: idParams,
  responses: { 200: locationDiffSchema },
  tags,
});

export const acceptLocationDiff = endpoint({
  method: 'POST',
  path: '/locations/:id/diff',
  params: idParams,
  body: locationDiffAcceptSchema,
  responses: { 200: z.object({ message: z.string(), changed_fields: z.array(z.string()) }) },
  tags,
});

/** Whether Auto Sync can list the location, and why not. */
export const getListingEligibility = endpoint({
  method: 'GET',
  path: '/local_listings/eligible_locations/:id',
  params: idParams,
  query: z.object({
    account_id: idSchema.optional(),
    nonce: z.string().optional(),
  }),
  responses: { 200: listingEligibilitySchema },
  tags,
});
