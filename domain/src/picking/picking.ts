import { z } from 'zod';
import type { PipeAssembly } from '../projects/pipe.js';
import { assemblyKeySchema, projectIdSchema } from '../projects/requests.js';
import { documentIdProblem, isWellFormedText } from '../firestore-limits.js';

/**
 * Picking (docs/staff-tools.md "Software docs and picking as built"; docs/decisions.md "Picking"):
 * a picking list is the work order of the store-room for one project and one warehouse. Its lines
 * are the purchasing-BOM items of the project assemblies whose material request was raised
 * (`projects/{projectId}/pipe/{assembly}`, materialRequest stage done), summed per item and kept
 * in the warehouse the item is picked from (`pickWarehouseOf`: its default warehouse in the
 * `erpItems` mirror unless that holds stock that cannot be issued, such as quarantine or returns;
 * then, and for items without one, the main stores). The stock quantity is the mirror's at
 * creation; a line whose stock is under its quantity is a shortage. Stored as `pickLists/{id}`,
 * written only by the pick service.
 */

export const PICK_STATUSES = ['open', 'picking', 'picked'] as const;
export type PickStatus = (typeof PICK_STATUSES)[number];
export const pickStatusSchema = z.enum(PICK_STATUSES);

/** The ERP's main stores warehouse: where an item is picked when its own warehouse cannot issue it. */
export const MAIN_STORES_WAREHOUSE = 'Stores - MDB';

/**
 * True for a warehouse whose stock is not issued to production: stock held for inspection
 * (quarantine), returned or rejected goods, scrap. Read from the ERP name before ' - {company}'
 * ('Quarantine - MDB', 'Returns - MDB', 'Rejected - XYZ').
 */
export function isHoldWarehouse(warehouse: string): boolean {
  const dash = warehouse.lastIndexOf(' - ');
  const base = dash > 0 ? warehouse.slice(0, dash) : warehouse;
  return /\b(quarantine|inspection|on hold|returns?|returned|reject(ed|s)?|scrap|damaged)\b/i.test(base);
}

/**
 * Where an item is picked from, and what stock of it can be issued there (the mirror keeps one
 * default warehouse per item and its stock, the sum of its ERP Bins, which receipts put in the
 * default warehouse):
 * - its default warehouse, with the mirror's stock, when that is a warehouse that issues stock;
 * - the main stores when its default warehouse holds stock that cannot be issued (quarantine,
 *   returns…): none of that stock counts (stock 0, so the line shows short) and the held quantity
 *   is kept on the line (`held_in`, `held_qty`) so the store-room can have it released;
 * - the main stores, with the mirror's stock, for an item without a default warehouse;
 * - the main stores with no stock for an item the mirror does not know.
 */
export function pickWarehouseOf(info: PickItemInfo | undefined): {
  warehouse: string;
  stock_qty: number;
  held_in?: string;
  held_qty?: number;
} {
  const own = info?.default_warehouse?.trim();
  if (!info) return { warehouse: MAIN_STORES_WAREHOUSE, stock_qty: 0 };
  if (!own) return { warehouse: MAIN_STORES_WAREHOUSE, stock_qty: info.stock_qty };
  if (isHoldWarehouse(own))
    return { warehouse: MAIN_STORES_WAREHOUSE, stock_qty: 0, ...(info.stock_qty > 0 ? { held_in: own, held_qty: info.stock_qty } : {}) };
  return { warehouse: own, stock_qty: info.stock_qty };
}

const name = z.string().trim().min(1).max(140).refine(isWellFormedText, 'Must be valid Unicode');
/** A picking list id: any Firestore document id. */
const listId = z.string().superRefine((id, ctx) => {
  const problem = documentIdProblem(id);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const pickLineSchema = z.object({
  item_code: z.string(),
  item_name: z.string(),
  qty: z.number().positive(),
  uom: z.string(),
  warehouse: z.string(),
  /** The stock that can be issued from the line's warehouse when the list was made (the mirror's). */
  stock_qty: z.number(),
  /** Stock of the item held where it cannot be issued (its default warehouse is a quarantine, returns… one) and how much. */
  held_in: z.string().optional(),
  held_qty: z.number().optional(),
  picked: z.number().nonnegative(),
  /** The assemblies the quantity is for. */
  assemblies: z.array(z.string()),
  pickedBy: z.string().nullable(),
  pickedAt: z.string().nullable(),
});
export type PickLine = z.infer<typeof pickLineSchema>;

export const pickListSchema = z.object({
  projectId: z.string(),
  warehouse: z.string(),
  /** The assemblies (and their material requests, e.g. 'MAT-MR-2025-00042') the list picks for. */
  assemblies: z.array(z.string()),
  materialRequests: z.array(z.string()),
  status: pickStatusSchema,
  lines: z.array(pickLineSchema),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PickList = z.infer<typeof pickListSchema>;
export type PickListDoc = PickList & { id: string };
export const pickListDocSchema = pickListSchema.extend({ id: z.string() });

/** GET /pick/lists: the lists, optionally of one warehouse and / or one status. */
export const pickListsQuerySchema = z.strictObject({
  warehouse: name.optional().describe('Only the lists of this warehouse'),
  status: pickStatusSchema.optional().describe('Only the lists in this status'),
});
export type PickListsQuery = z.infer<typeof pickListsQuerySchema>;

/** GET /pick/requests: what a project's material requests need, per warehouse (before a list is made). */
export const pickRequestsQuerySchema = z.strictObject({
  projectId: projectIdSchema.describe('The project whose raised material requests are read'),
});

/** POST /pick/lists: a list for one project and warehouse, from all or some of its material-requested assemblies. */
export const pickListCreateSchema = z.strictObject({
  projectId: projectIdSchema.describe('The project'),
  assemblies: z
    .array(assemblyKeySchema)
    .min(1)
    .max(200)
    .optional()
    .describe('Only these assemblies (default: every assembly whose material request was raised)'),
  warehouse: name.describe('The warehouse picked from (where the requested items are picked: see GET /pick/requests)'),
});
export type PickListCreate = z.infer<typeof pickListCreateSchema>;

/** PATCH /pick/lists: sets how much of one line is picked (0 … qty). */
export const pickLinePatchSchema = z.strictObject({
  id: listId.describe('The picking list'),
  line: z.number().int().nonnegative().max(10_000).describe('The line index (0-based)'),
  picked: z.number().finite().nonnegative().max(1_000_000).describe('The picked quantity, at most the line quantity'),
});
export type PickLinePatch = z.infer<typeof pickLinePatchSchema>;

/** What the ERP mirror says of an item, for the lines. */
export interface PickItemInfo {
  item_name: string;
  stock_uom: string;
  default_warehouse: string | null;
  stock_qty: number;
}

/** One item a material request asks for, summed over the assemblies. */
export interface RequestedItem {
  item_code: string;
  qty: number;
  uom?: string;
  item_name?: string;
  assemblies: string[];
}

/** True when the assembly's material request was raised (its stage is done). */
export const materialRequestRaised = (a: Pick<PipeAssembly, 'materialRequest'>): boolean => a.materialRequest.status === 'done';

/** The items the raised material requests of these assemblies ask for (their purchasing-BOM lines), summed per item code. */
export function requestedItems(assemblies: Pick<PipeAssembly, 'assembly' | 'materialRequest' | 'pbom'>[]): RequestedItem[] {
  const byCode = new Map<string, RequestedItem>();
  for (const a of assemblies) {
    if (!materialRequestRaised(a)) continue;
    for (const line of a.pbom.items ?? []) {
      const known = byCode.get(line.itemCode);
      if (known) {
        known.qty += line.qty;
        if (!known.assemblies.includes(a.assembly)) known.assemblies.push(a.assembly);
      } else {
        byCode.set(line.itemCode, {
          item_code: line.itemCode,
          qty: line.qty,
          ...(line.uom ? { uom: line.uom } : {}),
          ...(line.itemName ? { item_name: line.itemName } : {}),
          assemblies: [a.assembly],
        });
      }
    }
  }
  return [...byCode.values()].sort((x, y) => x.item_code.localeCompare(y.item_code));
}

/** The requested items as picking lines, grouped per warehouse they are picked from (`pickWarehouseOf`). */
export function linesByWarehouse(items: RequestedItem[], info: (itemCode: string) => PickItemInfo | undefined): Record<string, PickLine[]> {
  const groups: Record<string, PickLine[]> = {};
  for (const item of items) {
    const known = info(item.item_code);
    const { warehouse, stock_qty, held_in, held_qty } = pickWarehouseOf(known);
    (groups[warehouse] ??= []).push({
      item_code: item.item_code,
      item_name: known?.item_name ?? item.item_name ?? '',
      qty: item.qty,
      uom: known?.stock_uom ?? item.uom ?? '',
      warehouse,
      stock_qty,
      ...(held_in !== undefined ? { held_in, held_qty } : {}),
      picked: 0,
      assemblies: item.assemblies,
      pickedBy: null,
      pickedAt: null,
    });
  }
  return groups;
}

/** A shortage: the warehouse held less than the line asks for when the list was made. */
export const isShortage = (line: Pick<PickLine, 'qty' | 'stock_qty'>): boolean => line.stock_qty < line.qty;

/** The list's status from its lines: picked when every line is fully picked, picking once anything is picked, else open. */
export function pickStatusOf(lines: Pick<PickLine, 'qty' | 'picked'>[]): PickStatus {
  if (lines.length > 0 && lines.every((l) => l.picked >= l.qty)) return 'picked';
  return lines.some((l) => l.picked > 0) ? 'picking' : 'open';
}

/** Why a pick cannot be applied (for a 400 / 409), or null. */
export type PickProblem = { kind: 'no-line' | 'too-many' | 'closed'; field: string; message: string };

/**
 * Applies `picked` to one line (by `picker` at `at`; nobody once it is back to 0): at most the line's quantity; a picked list
 * is closed (open → picking → picked, never back). Answers the next list or the problem.
 */
export function applyPick(
  list: PickList,
  patch: Pick<PickLinePatch, 'line' | 'picked'>,
  picker: string,
  at: string,
): { list: PickList } | { problem: PickProblem } {
  if (list.status === 'picked') return { problem: { kind: 'closed', field: 'id', message: 'The list is picked (closed)' } };
  const line = list.lines[patch.line];
  if (!line) return { problem: { kind: 'no-line', field: 'line', message: `The list has ${list.lines.length} lines` } };
  if (patch.picked > line.qty)
    return { problem: { kind: 'too-many', field: 'picked', message: `At most the line quantity (${line.qty} ${line.uom})` } };
  // A line put back to 0 is picked by nobody: 'By' clears with the tick.
  const by = patch.picked > 0 ? { pickedBy: picker, pickedAt: at } : { pickedBy: null, pickedAt: null };
  const lines = list.lines.map((l, i) => (i === patch.line ? { ...l, picked: patch.picked, ...by } : l));
  return { list: { ...list, lines, status: pickStatusOf(lines), updatedAt: at } };
}

/** How many lines of a list are short. */
export const shortageCount = (list: Pick<PickList, 'lines'>): number => list.lines.filter(isShortage).length;
