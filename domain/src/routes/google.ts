import { z } from 'zod';
import { placeCandidateSchema, placeQuerySchema } from '../projects/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** The google service (core spec section 7): place lookup, mounted at /google. */
export const googleRoutes = {
  place: defineRoute({
    service: 'google',
    method: 'GET',
    path: '/place',
    input: 'query',
    schema: placeQuerySchema,
    answer: z.object({ candidates: z.array(placeCandidateSchema) }),
    answerText: '{ candidates } — a city candidate has an empty street and zip; no match is an empty list, not an error',
    errors: 'Google Places down, slow or answering nonsense: 502/504 naming it; not configured: 503',
    summary: 'Address candidates for a typed query (at most limit, 5 by default, 10 at most).',
  }),
  docsJson: docsJsonRoute('google', 'the google service'),
};
