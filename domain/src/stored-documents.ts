import { z } from 'zod';
import { jobSchema } from './jobs.js';

/** Who last changed a document and when, stamped by the database service (never sent by a caller). */
export const dbStampSchema = z.object({ updatedBy: z.string().min(1).optional(), updatedAt: z.iso.datetime().optional() });

/** A stored job may still carry the legacy `experience` field (read as qualifications). */
export const storedJobSchema = jobSchema
  .extend({ experience: z.string().optional(), schemaVersion: z.number().int().optional(), ...dbStampSchema.shape })
  .strict();

const anyDocument = z.record(z.string(), z.unknown());

/** Any stored document read as it is (the live viewer shows raw values): a map of fields. */
export const anyDocumentSchema = anyDocument;
