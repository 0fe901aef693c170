import { Router } from 'express';

/** Build service (core spec section 7 "build-spec fetch and build listing"; docs/versioned-data.md). Mounted at /build. */
export const buildRouter = Router();
