import { z } from 'zod';
import {
  buildCompareQuerySchema,
  buildEntryQuerySchema,
  buildListAnswerSchema,
  buildListQuerySchema,
  buildSpecAnswerSchema,
  buildSpecQuerySchema,
} from '../build-spec/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

const fieldChangeSchema = z.object({ field: z.string(), label: z.string(), text: z.string() });

/** The build service (core spec section 7; docs/versioned-data.md "Build specification"), mounted at /build; read-only. */
export const buildRoutes = {
  spec: defineRoute({
    service: 'build',
    method: 'GET',
    path: '/spec',
    input: 'query',
    schema: buildSpecQuerySchema,
    answer: buildSpecAnswerSchema,
    errors: '404 when that version is not released (or nothing is)',
    summary:
      'The build specification of version v (the newest release when v is absent); with type only that build type is read and filled (the others empty).',
  }),
  list: defineRoute({
    service: 'build',
    method: 'GET',
    path: '/list',
    input: 'query',
    schema: buildListQuerySchema,
    answer: buildListAnswerSchema,
    summary: 'Every release (version, when, by whom, message and the count of entries per build type), oldest first.',
  }),
  entry: defineRoute({
    service: 'build',
    method: 'GET',
    path: '/entry',
    input: 'query',
    schema: buildEntryQuerySchema,
    answer: z.object({ versions: z.array(z.object({ version: z.string(), present: z.boolean(), changed: z.boolean() })) }),
    answerText: '{ versions } oldest first — only that entry’s field is read from each release',
    errors: '404 when no release has the entry',
    summary: 'In which releases one entry exists and where it changed (the version selector strikes through the others).',
  }),
  compare: defineRoute({
    service: 'build',
    method: 'GET',
    path: '/compare',
    input: 'query',
    schema: buildCompareQuerySchema,
    answer: z.object({
      type: z.string(),
      from: z.string(),
      to: z.string(),
      changes: z.array(
        z.object({
          name: z.string(),
          change: z.enum(['added', 'removed', 'changed']),
          fields: z.array(fieldChangeSchema),
          text: z.string(),
        }),
      ),
      counts: z.object({ added: z.number(), removed: z.number(), changed: z.number() }),
    }),
    answerText: '{ type, from, to, changes, counts } — changes: added, removed, then changed entries with their field changes',
    errors: '404 when either version is not released',
    summary: "The change list of one build type from one release to another in the business's words.",
  }),
  docsJson: docsJsonRoute('build', 'the build service'),
};
