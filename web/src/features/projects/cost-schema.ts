import { z } from 'zod';

/**
 * A `costs` document (one per build-spec version; emulators/seed/data/costs.ts). The domain has no
 * schema for it yet (stored-documents lists `costs` as any document), so the cost tab keeps its own.
 */
export const costSystemSchema = z.object({
  materialPerSqFt: z.number(),
  laborPerSqFt: z.number(),
  markupPercent: z.number(),
});
export const costsDocSchema = z.object({
  version: z.string(),
  currency: z.string(),
  laborRatePerHour: z.number().optional(),
  systems: z.record(z.string(), costSystemSchema),
  updated: z.string().optional(),
  updatedBy: z.string().optional(),
});
export type CostsDoc = z.infer<typeof costsDocSchema>;

/** Cost per square foot of one system: (material + labor) with its markup. */
export const systemCostPerSqFt = (s: z.infer<typeof costSystemSchema>) =>
  (s.materialPerSqFt + s.laborPerSqFt) * (1 + s.markupPercent / 100);
