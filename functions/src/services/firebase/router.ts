import { Router } from 'express';

/** Firebase service (core spec section 7; docs/versioned-data.md): docsJson, workspace and workspace/content reads. Mounted at /firebase. */
export const firebaseRouter = Router();
