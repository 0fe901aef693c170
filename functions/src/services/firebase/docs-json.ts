import type { Router } from 'express';
import { z } from 'zod';
import { handle, parse, sendOk } from '../../lib/http.js';
import { describeRouter } from '../../lib/route-docs.js';

/**
 * GET /docsJson: every route of the given routers (by base path: the Firebase service and the
 * workspace endpoints) — method, path, input fields (type, required), the input's JSON schema and
 * the answer — read from the routers' stacks and the zod schemas their handlers parse with
 * (lib/route-docs.ts), never a copy.
 */
export const docsJsonHandler = (routers: () => Record<string, Router>) =>
  handle(async (req, res) => {
    parse(z.strictObject({}), req.query);
    const routes = Object.entries(routers()).flatMap(([base, router]) => describeRouter(base, router));
    sendOk(res, { routes });
  });
