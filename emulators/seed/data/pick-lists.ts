import {
  applyPick,
  linesByWarehouse,
  MAIN_STORES_WAREHOUSE,
  pipeAssemblySchema,
  requestedItems,
  type PickItemInfo,
  type PickList,
} from '@workhub/domain';
import type { Prng } from '../prng.js';
import { isoAt } from '../clock.js';
import { STAFF_USERS } from '../accounts.js';
import type { SeedDoc } from './types.js';

const PICKERS = STAFF_USERS;

/**
 * The warehouses of the seeded lists, in order (PL-0001 …): the main stores' lists are open or being
 * picked (PL-0001, PL-0002, PL-0004), the site yard's staging area and raw materials ones picked.
 */
export const PICK_WAREHOUSES = [
  MAIN_STORES_WAREHOUSE,
  MAIN_STORES_WAREHOUSE,
  'Site Staging - MDB',
  MAIN_STORES_WAREHOUSE,
  'Raw Materials - MDB',
] as const;

/**
 * A few picking lists (docs/staff-tools.md "Software docs and picking as built"), made the way the
 * pick service makes them: from the raised material requests of seeded projects' assemblies, one
 * list per project and warehouse (PICK_WAREHOUSES: the main stores, the site yard's staging area,
 * raw materials; never a quarantine or returns warehouse, whose items are picked from the main
 * stores), with the seeded ERP items' names, units and stock. The first is open, the next partly
 * picked, the third picked; ids `PL-0001`… (the fuzz table's real PATCH names PL-0001).
 */
export function buildPickLists(r: Prng, pipe: SeedDoc[], erpItems: SeedDoc[]): SeedDoc[] {
  const items = new Map(erpItems.map((d) => [d.id, d.data]));
  const info = (code: string): PickItemInfo | undefined => {
    const d = items.get(code);
    if (!d) return undefined;
    return {
      item_name: String(d.item_name),
      stock_uom: String(d.stock_uom),
      default_warehouse: (d.default_warehouse as string | null) ?? null,
      stock_qty: Number(d.stock_qty),
    };
  };
  const byProject = new Map<string, ReturnType<typeof pipeAssemblySchema.parse>[]>();
  for (const doc of pipe) {
    const parsed = pipeAssemblySchema.safeParse(doc.data);
    if (parsed.success) byProject.set(parsed.data.projectId, [...(byProject.get(parsed.data.projectId) ?? []), parsed.data]);
  }
  const lists: SeedDoc[] = [];
  const taken = new Set<string>();
  // The store-room's week: mostly the main stores, one list staged at the site yard, one of raw materials.
  for (const wanted of PICK_WAREHOUSES) {
    const found = [...byProject].find(([projectId, assemblies]) => {
      if (taken.has(projectId)) return false;
      return (linesByWarehouse(requestedItems(assemblies), info)[wanted]?.length ?? 0) >= 2;
    });
    if (!found) continue;
    const [projectId, assemblies] = found;
    taken.add(projectId);
    const warehouse = wanted;
    const groups = linesByWarehouse(requestedItems(assemblies), info);
    const lines = groups[warehouse]!;
    const used = assemblies.filter((a) => lines.some((l) => l.assemblies.includes(a.assembly)));
    const n = lists.length;
    // Made over the store-room's last ten days, two days apart (PL-0001 first).
    const createdAt = isoAt(-10 + n * 2, n * 60 + 15);
    let list: PickList = {
      projectId,
      warehouse,
      assemblies: used.map((a) => a.assembly),
      materialRequests: [...new Set(used.map((a) => a.materialRequest.name ?? a.materialRequest.details).filter(Boolean))],
      status: 'open',
      lines,
      createdBy: r.pick(PICKERS),
      createdAt,
      updatedAt: createdAt,
    };
    // 0: open; 1, 3: partly picked; 2, 4: picked.
    const toPick = n % 2 === 0 ? (n === 0 ? 0 : lines.length) : Math.ceil(lines.length / 2);
    for (let i = 0; i < toPick; i++) {
      const at = new Date(Date.parse(createdAt) + (i + 1) * 7 * 60_000).toISOString();
      const line = list.lines[i]!;
      const picked = n % 2 === 1 && i === toPick - 1 ? Math.max(1, Math.floor(line.qty / 2)) : line.qty;
      const next = applyPick(list, { line: i, picked }, r.pick(PICKERS), at);
      if ('list' in next) list = next.list;
    }
    lists.push({ id: `PL-${String(n + 1).padStart(4, '0')}`, data: list });
  }
  return lists;
}
