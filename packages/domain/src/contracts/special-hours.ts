import { z } from 'zod';
import { halLinksSchema, halListSchema } from '../hal';
import {
  specialHoursCreateSchema,
  specialHoursPatchSchema,
  specialHoursQuerySchema,
  specialHoursSchema,
} from '../special-hours';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** Holiday hours of spec 001 §7: list, create (one location or bulk), patch, delete. */

const tags = ['special hours'];

/** One entry, with the save's warnings of spec 001 §5 (they inform, they never block). */
const entryItemSchema = specialHoursSchema.extend({ _links: halLinksSchema, warnings: z.array(z.string()).optional() });
const listSchema = halListSchema('special_hours', specialHoursSchema);

export const listSpecialHours = endpoint({
  method: 'GET',
  path: '/special_hours',
  query: specialHoursQuerySchema,
  responses: { 200: listSchema },
  tags,
});

export const getSpecialHours = endpoint({
  method: 'GET',
  path: '/special_hours/:id',
  params: idParams,
  responses: { 200: entryItemSchema },
  tags,
});

/** One location's entry, or (bulk) the entries made for many, with the spec's message. */
export const createSpecialHours = endpoint({
  method: 'POST',
  path: '/special_hours',
  body: specialHoursCreateSchema,
  responses: {
    201: z.union([entryItemSchema, listSchema.extend({ warnings: z.array(z.string()), message: z.string() })]),
  },
  tags,
});

export const patchSpecialHours = endpoint({
  method: 'PATCH',
  path: '/special_hours/:id',
  params: idParams,
  body: specialHoursPatchSchema,
  responses: { 200: entryItemSchema },
  tags,
});
export const replaceSpecialHours = alsoAs(patchSpecialHours, 'PUT');

export const deleteSpecialHours = endpoint({
  method: 'DELETE',
  path: '/special_hours/:id',
  params: idParams,
  responses: { 200: entryItemSchema },
  tags,
});
