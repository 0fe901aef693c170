import { z } from 'zod';

/*
 * Routings of a class part (core spec sections 3, 5 and 7): the stations a manufactured part
 * follows through the factory, in order; the suffix ends its part number. Pure.
 */

/** The routing catalogue: every routing a class part may follow. */
export const ROUTINGS = [
  { id: 'saw-cut', partNumberSuffix: 'SC' },
  { id: 'cnc-router', partNumberSuffix: 'CR' },
  { id: 'beam-saw', partNumberSuffix: 'BS' },
  { id: 'panel-line', partNumberSuffix: 'PL' },
  { id: 'assembly-bench', partNumberSuffix: 'AB' },
  { id: 'weld-cell', partNumberSuffix: 'WC' },
  { id: 'press-brake', partNumberSuffix: 'PB' },
  { id: 'paint-booth', partNumberSuffix: 'PT' },
  { id: 'edge-bander', partNumberSuffix: 'EB' },
  { id: 'qc-inspection', partNumberSuffix: 'QC' },
] as const;

export type RoutingId = (typeof ROUTINGS)[number]['id'];

export const routingIdSchema = z
  .string({ message: 'Required' })
  .min(1, 'Required')
  .max(80)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Must be a routing id (lower-case letters, digits and dashes)');

export const partNumberSuffixSchema = z
  .string({ message: 'Required' })
  .regex(/^[A-Z0-9]{1,8}$/, 'Must be 1 to 8 capital letters or digits');

/** One routing of a class part: `{ id, partNumberSuffix }`. */
export const classPartRoutingSchema = z.object({ id: routingIdSchema, partNumberSuffix: partNumberSuffixSchema }).strict();
export type ClassPartRouting = z.infer<typeof classPartRoutingSchema>;

/** The catalogue entry of a routing id, or undefined for an id the catalogue does not hold. */
export function catalogueRouting(id: string): ClassPartRouting | undefined {
  const found = ROUTINGS.find((r) => r.id === id);
  return found ? { id: found.id, partNumberSuffix: found.partNumberSuffix } : undefined;
}

export const isKnownRouting = (id: string) => catalogueRouting(id) !== undefined;

/**
 * The routing id a `routingUrl` names: the last path segment of a URL
 * ('https://erp.example/routings/saw-cut' → 'saw-cut'), or the text itself when it is not a URL.
 * Undefined when nothing usable is left.
 */
export function routingIdOf(routingUrl: string): string | undefined {
  const text = routingUrl.trim();
  let candidate = text;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const segments = new URL(text).pathname.split('/').filter(Boolean);
      candidate = decodeURIComponent(segments[segments.length - 1] ?? '');
    } catch {
      return undefined;
    }
  }
  return routingIdSchema.safeParse(candidate).success ? candidate : undefined;
}

/**
 * Moves the routing `id` one place up (earlier) or down (later). The first routing moved up, the
 * last moved down, or an id not in the list: the list unchanged (a new array in every case).
 */
export function moveRouting<T extends { id: string }>(routings: readonly T[], id: string, direction: 'up' | 'down'): T[] {
  const list = [...routings];
  const index = list.findIndex((r) => r.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= list.length) return list;
  [list[index], list[target]] = [list[target]!, list[index]!];
  return list;
}

export interface RoutingChange<T> {
  routings: T[];
  /** True when the id is not in the catalogue: the request is ignored and the list unchanged. */
  ignored: boolean;
  /** True when the list differs from the one given. */
  changed: boolean;
}

/** Adds the catalogue routing `id` at the end. Unknown id: ignored; already there: unchanged. */
export function addRouting(routings: readonly ClassPartRouting[], id: string): RoutingChange<ClassPartRouting> {
  const routing = catalogueRouting(id);
  if (!routing) return { routings: [...routings], ignored: true, changed: false };
  if (routings.some((r) => r.id === id)) return { routings: [...routings], ignored: false, changed: false };
  return { routings: [...routings, routing], ignored: false, changed: true };
}

/** Removes the routing `id`. Unknown id (not in the catalogue): ignored; not in the list: unchanged. */
export function removeRouting(routings: readonly ClassPartRouting[], id: string): RoutingChange<ClassPartRouting> {
  if (!isKnownRouting(id) && !routings.some((r) => r.id === id)) return { routings: [...routings], ignored: true, changed: false };
  const next = routings.filter((r) => r.id !== id);
  return { routings: next, ignored: false, changed: next.length !== routings.length };
}

/**
 * A routing list as given in a PATCH, with the unknown ids dropped (core spec section 5: a routing
 * with an unknown id is ignored). Returns the kept list and the ignored ids.
 */
export function knownRoutings(routings: readonly ClassPartRouting[]): { routings: ClassPartRouting[]; ignored: string[] } {
  return {
    routings: routings.filter((r) => isKnownRouting(r.id)),
    ignored: routings.filter((r) => !isKnownRouting(r.id)).map((r) => r.id),
  };
}
