import { z } from 'zod';
import { workspaceDocSchema } from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('firebase');

/** Parses a service answer; a shape we do not understand is an error, not a half-drawn page. */
const parsed = answerParser('firebase');

/** One route as GET /docsJson describes it. */
export const routeDocSchema = z.object({
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  input: z.enum(['body', 'query', 'body or query']),
  fields: z.array(z.object({ name: z.string(), type: z.string(), required: z.boolean(), description: z.string().optional() })),
  schema: z.unknown(),
  answer: z.string(),
});
export type RouteDoc = z.infer<typeof routeDocSchema>;

const docsAnswer = z.object({ routes: z.array(routeDocSchema) });
const workspaceAnswer = z.object({ workspace: workspaceDocSchema });
/** Entries as stored: any documentType (the version service's `json` content too), chunks joined. */
const contentAnswer = z.object({
  workspaceId: z.string(),
  entries: z.array(z.looseObject({ documentId: z.string(), documentType: z.string() })),
});

/** The Firebase service (docs/versioned-data.md): route descriptions and one-off reads of a workspace and its content. */
export const firebaseService = {
  /** GET /docsJson: the Firebase service's and the workspace endpoints' routes. */
  docsJson: async () => parsed(docsAnswer, await client.get<unknown>('/docsJson'), 'docsJson'),
  /** GET /workspace: the workspace document (404 unknown or hidden). */
  workspace: async (workspaceId: string) => parsed(workspaceAnswer, await client.get<unknown>('/workspace', { workspaceId }), 'workspace'),
  /** GET /workspace/content: its entries, large ones joined from their chunks. */
  content: async (workspaceId: string) =>
    parsed(contentAnswer, await client.get<unknown>('/workspace/content', { workspaceId }), 'content'),
};
