import { z } from 'zod';

/** A `costs` document: the cost data of one build-spec version (core spec section 3 "Costs: per-version data"). */
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
