import { Router } from 'express';
import { getPlace } from './place-get.js';

/** Google service (core spec section 7): place lookup. Mounted at /google. */
export const googleRouter = Router();

googleRouter.get('/place', getPlace);
