import { registerDocsJson } from '../../lib/docs-json.js';
import { serve } from '../../lib/route-docs.js';
import { googleRoutes } from '@workhub/domain';
import { Router } from 'express';
import { getPlace } from './place-get.js';

/** Google service (core spec section 7): place lookup. Mounted at /google; served from domain/src/routes/google.ts. */
export const googleRouter = Router();

serve(googleRouter, googleRoutes.place, getPlace);

registerDocsJson(googleRouter, '/google', 'the google service');
