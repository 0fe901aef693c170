import { z } from 'zod';
import { routeDocSchema, workspaceDocSchema } from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('firebase');

/** Parses a service answer; a shape we do not understand is an error, not a half-drawn page. */
const parsed = answerParser('firebase');

/** GET /docsJson: the routes as domain's routeDocSchema describes them (the same contract as /software/docs). */
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
