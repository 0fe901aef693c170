import { z } from 'zod';
import { docsJsonAnswerSchema } from '../software/index.js';
import { defineRoute } from './contract.js';

/** GET /docsJson takes no input (an unknown query key is a 400). */
export const docsJsonQuerySchema = z.strictObject({});

/** Every service's GET /docsJson (the same contract, one per service). */
export const docsJsonRoute = (service: string, what: string) =>
  defineRoute({
    service,
    method: 'GET',
    path: '/docsJson',
    input: 'query',
    schema: docsJsonQuerySchema,
    answer: docsJsonAnswerSchema,
    answerText: '{ routes } — the method, path, summary, input, fields, schema and answer of each route',
    summary: `Describes every route of ${what}, generated from the route contracts the router serves.`,
  });
