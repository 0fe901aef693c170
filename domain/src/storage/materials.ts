import { z } from 'zod';

export const materialSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  category: z.string().min(1),
  /** The swatch colour, '#rrggbb'. */
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  roughness: z.number().min(0).max(1),
  metalness: z.number().min(0).max(1).default(0),
  /** Texture file names (keys in the shared folder, e.g. 'textures/oak-albedo.png'). */
  textures: z.array(z.string()).default([]),
});
export type Material = z.infer<typeof materialSchema>;

export const materialsLibrarySchema = z.object({
  version: z.number().int().min(1),
  updated: z.string(),
  materials: z.array(materialSchema),
});
export type MaterialsLibrary = z.infer<typeof materialsLibrarySchema>;

/** Materials by category, categories in library order. */
export function materialsByCategory(materials: readonly Material[]): Array<{ category: string; materials: Material[] }> {
  const out = new Map<string, Material[]>();
  for (const m of materials) out.set(m.category, [...(out.get(m.category) ?? []), m]);
  return [...out].map(([category, list]) => ({ category, materials: list }));
}
