import { registerDocsJson } from '../../lib/docs-json.js';
import { route } from '../../lib/route-docs.js';
import { placeQuerySchema } from '@workhub/domain';
import { Router } from 'express';
import { getPlace } from './place-get.js';

/** Google service (core spec section 7): place lookup. Mounted at /google. */
export const googleRouter = Router();

route(
  googleRouter,
  'GET',
  '/place',
  {
    input: 'query',
    schema: placeQuerySchema,
    answer: 'A city candidate has an empty street and zip. No match is an empty list, not an error',
    summary:
      'Address candidates for a typed query (at most `limit`, 5 by default, 10 at most): `{ candidates: [{ placeId, description, address: { street, city, state, zip } }] }`',
  },
  getPlace,
);

registerDocsJson(googleRouter, '/google', 'the google service');
