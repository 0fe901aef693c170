import { z } from 'zod';
import { jobSchema } from './jobs.js';
import type { DbCollection } from './db-service.js';
import { designSchema } from './designs/index.js';
import { emailTemplateSchema } from './mail/template.js';

/** Who last changed a document and when, stamped by the database service (never sent by a caller). */
export const dbStampSchema = z.object({ updatedBy: z.string().min(1).optional(), updatedAt: z.iso.datetime().optional() });

/** A stored job may still carry the legacy `experience` field (read as qualifications). */
export const storedJobSchema = jobSchema.extend({ experience: z.string().optional(), ...dbStampSchema.shape }).strict();

const anyDocument = z.record(z.string(), z.unknown());

/**
 * The shape every document written through the database service must have after the write.
 * Collections whose screens are not built yet accept any map with a string id.
 */
export const storedDocumentSchemas: Record<DbCollection, z.ZodType<Record<string, unknown>>> = {
  jobs: storedJobSchema,
  projects: anyDocument,
  blocks: anyDocument,
  // Designs: a name and tag id → result (supporting spec §3); PUT designs changes only tag.{key}.
  designs: designSchema,
  costs: anyDocument,
  buildingSystemOwners: anyDocument,
  emailTemplates: emailTemplateSchema,
};

/** Any stored document read as it is (the live viewer shows raw values): a map of fields. */
export const anyDocumentSchema = anyDocument;
