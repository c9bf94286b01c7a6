import { z } from 'zod';
import { idSchema } from '../whole-numbers';

/** The path params of a route on one record: /groups/:id. */
export const idParams = z.object({ id: idSchema });
