import type { PbomLine } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import { EngineError, loadBuildSpec, stableHash, titleOf, type EngineInput, type Progress } from './cad.js';
import { ErpError, erpFromEnv, type ErpAdapter, type ErpDoc } from './erp/frappe.js';
import { mirrorItem } from '../services/erp/items.js';

/**
 * The purchasing engine behind the pipe's pbom, pbom/createItems and materialRequest stages
 * (README.md in this folder). The purchasing BOM matches against the ERP item mirror in Firestore
 * (`erpItems`, doc id = item code); items for BOM lines and the Material Request are made in the
 * ERP through the Frappe adapter (engines/erp/frappe.ts), the mirror refreshed from the ERP's answer.
 */
export interface PurchasingEngine {
  /** The purchasing BOM: one line per part, matched to an ERP item ('' when none matches). */
  pbom(input: EngineInput, progress: Progress): Promise<{ items: PbomLine[]; details: string }>;
  /** Makes an ERP item for every BOM line without one; answers the lines with their new codes. */
  createItems(input: EngineInput, progress: Progress): Promise<{ items: PbomLine[]; created: string[]; details: string }>;
  /**
   * Raises a Material Request in the ERP for the BOM's lines; answers the name the ERP gave it
   * ('MAT-MR-2026-00042'). `jobKey` keys the request (a retry with the same key finds it).
   */
  materialRequest(input: EngineInput & { jobKey: string }, progress: Progress): Promise<{ name: string; lines: number; details: string }>;
}

const erpItems = () => firestore.collection('erpItems');
/** Item codes given to the items made for BOM lines: MFG-90000 to MFG-99999 (seeded codes stay below). */
const CREATED_CODE_BASE = 90_000;
const CREATED_CODE_SPAN = 10_000;
/** Where a material request's line is delivered when its item has no default warehouse. */
const FALLBACK_WAREHOUSE = 'Stores - MDB';
/** The ERP company documents are made for (ERP_COMPANY; ERPNext's Item Default and Material Request need one). */
export const erpCompany = () => process.env.ERP_COMPANY || 'Modulr Building';

/** The Material Request title that keys a job's request in the ERP (found before creating again). */
export function materialRequestTitle(projectId: string, assembly: string, jobKey: string): string {
  return `WorkHub ${projectId} ${assembly} job ${jobKey}`.slice(0, 140);
}

/** The Item made for a BOM line without one, as ERPNext receives it. */
export function newItemFields(code: string, name: string, uom: string): ErpDoc {
  const warehouse = 'Work In Progress - MDB';
  return {
    item_code: code,
    item_name: name,
    item_group: 'Manufactured Parts',
    stock_uom: uom,
    purchase_uom: uom,
    lead_time_days: 7,
    for_tiling: 0,
    complexity: 'C - Project custom',
    lifecycle: 'N - NPI',
    check_stock: 0,
    item_defaults: [{ company: erpCompany(), default_warehouse: warehouse, default_supplier: null }],
    reorder_levels: [{ warehouse, material_request_type: 'Transfer', warehouse_reorder_level: null, warehouse_reorder_qty: null }],
  };
}

/**
 * The ERP item for a BOM line named `name`, made in the ERP when missing, then mirrored from the
 * ERP's answer. Its code comes from the name (MFG-9xxxx, probing on when another item holds a code),
 * so a retried job finds the item it made before instead of making a second one; an insert that
 * meets one made meanwhile (409) takes it.
 */
async function ensureErpItem(adapter: ErpAdapter, name: string, uom: string): Promise<{ code: string; created: boolean }> {
  for (let probe = 0; probe < 50; probe++) {
    const code = `MFG-${CREATED_CODE_BASE + ((stableHash(name) + probe) % CREATED_CODE_SPAN)}`;
    const existing = await adapter.getDoc('Item', code).catch((error: unknown) => {
      if (error instanceof ErpError && error.status === 404) return undefined;
      throw error;
    });
    if (existing && existing.item_name !== name) continue;
    let created = false;
    if (!existing) {
      try {
        await adapter.insertDoc('Item', newItemFields(code, name, uom));
        created = true;
      } catch (error) {
        if (!(error instanceof ErpError && error.status === 409)) throw error;
        probe--; // made meanwhile: read it again
        continue;
      }
    }
    await mirrorItem(adapter, code);
    return { code, created };
  }
  throw new EngineError(`No free item code for ${name}`);
}

/** The in-use ERP item whose name starts with `title`, lowest code first (deterministic), if any. */
async function itemNamed(title: string): Promise<{ code: string; name: string; uom: string } | undefined> {
  const snap = await erpItems().where('item_name', '>=', title).where('item_name', '<', `${title}\uf8ff`).limit(200).get();
  const usable = snap.docs
    .filter((d) => {
      const lifecycle = d.get('lifecycle') as unknown;
      return lifecycle !== 'O - Obsolete' && lifecycle !== 'P - Phase out';
    })
    .sort((x, y) => x.id.localeCompare(y.id));
  const first = usable[0];
  return first ? { code: first.id, name: String(first.get('item_name')), uom: String(first.get('stock_uom') ?? 'Each') } : undefined;
}

const lineOf = (itemCode: string, qty: number, part: string, itemName?: string, uom?: string): PbomLine => ({
  itemCode,
  qty,
  part,
  ...(itemName !== undefined ? { itemName } : {}),
  ...(uom !== undefined ? { uom } : {}),
});

export const localPurchasingEngine: PurchasingEngine = {
  async pbom({ project, assembly }, progress) {
    await progress('reading parts');
    const parts = assembly.parts.parts ?? [];
    if (parts.length === 0) throw new EngineError(`${assembly.assembly} has no parts to buy: its parts list is empty`);
    const spec = await loadBuildSpec(project, assembly.assemblyName);
    await progress('matching ERP items');
    const specItems = new Map(spec.items.map((i) => [i.name, i]));
    const codes = [...new Set(parts.flatMap((p) => (p.classPart ? [] : [specItems.get(p.name)?.itemCode ?? ''])).filter(Boolean))];
    const bought = codes.length ? await firestore.getAll(...codes.map((c) => erpItems().doc(c))) : [];
    const boughtByCode = new Map(bought.filter((d) => d.exists).map((d) => [d.id, d]));
    const items: PbomLine[] = [];
    for (const part of parts) {
      if (part.classPart) {
        // Made in house: the ERP item carrying the class part's name.
        const title = titleOf(part.name);
        const item = await itemNamed(title);
        items.push(item ? lineOf(item.code, part.qty, part.name, item.name, item.uom) : lineOf('', part.qty, part.name, title, 'Each'));
        continue;
      }
      const specItem = specItems.get(part.name);
      const doc = specItem?.itemCode ? boughtByCode.get(specItem.itemCode) : undefined;
      const qty = Math.ceil(part.qty * (1 + (specItem?.wastePercent ?? 0) / 100));
      items.push(
        doc
          ? lineOf(doc.id, qty, part.name, String(doc.get('item_name')), specItem?.uom ?? String(doc.get('stock_uom') ?? 'Each'))
          : lineOf('', qty, part.name, titleOf(part.name), specItem?.uom ?? 'Each'),
      );
    }
    const missing = items.filter((i) => !i.itemCode).length;
    return { items, details: `${items.length} lines${missing ? `, ${missing} without an ERP item` : ''}` };
  },

  async createItems({ assembly, erp }, progress) {
    await progress('reading the purchasing BOM');
    const items = assembly.pbom.items ?? [];
    if (items.length === 0) throw new EngineError(`${assembly.assembly} has no purchasing BOM lines`);
    await progress('creating ERP items');
    const adapter = erp?.() ?? erpFromEnv();
    const created: string[] = [];
    const out: PbomLine[] = [];
    for (const line of items) {
      if (line.itemCode) {
        out.push(line);
        continue;
      }
      const name = line.itemName || titleOf(line.part ?? 'item');
      const made = await ensureErpItem(adapter, name, line.uom ?? 'Each');
      if (made.created) created.push(made.code);
      out.push({ ...line, itemCode: made.code, itemName: name });
    }
    return {
      items: out,
      created,
      details: created.length ? `${created.length} ERP items created: ${created.join(', ')}` : 'Every line has an ERP item',
    };
  },

  async materialRequest({ project, assembly, jobKey, erp }, progress) {
    await progress('reading the purchasing BOM');
    const items = assembly.pbom.items ?? [];
    if (items.length === 0) throw new EngineError(`${assembly.assembly} has no purchasing BOM lines`);
    const missing = items.filter((i) => !i.itemCode);
    if (missing.length)
      throw new EngineError(
        `${missing.length} purchasing BOM lines have no ERP item (${missing
          .slice(0, 3)
          .map((m) => m.part ?? m.itemName)
          .join(', ')}${missing.length > 3 ? ', ...' : ''}): create the items first`,
      );
    await progress('checking the ERP items');
    const adapter = erp?.() ?? erpFromEnv();
    const codes = [...new Set(items.map((i) => i.itemCode))];
    const [known, defaults] = await Promise.all([
      adapter.list('Item', { fields: ['name', 'stock_uom', 'lead_time_days'], filters: [['name', 'in', codes]], limit: 0 }),
      adapter.list('Item Default', {
        parent: 'Item',
        fields: ['parent', 'idx', 'default_warehouse'],
        filters: [['parent', 'in', codes]],
        limit: 0,
      }),
    ]);
    const byCode = new Map(known.map((k) => [String(k.name), k]));
    const unknown = codes.filter((c) => !byCode.has(c));
    if (unknown.length) throw new EngineError(`Unknown ERP items: ${unknown.join(', ')}`);
    const warehouseOf = new Map<string, string>();
    for (const row of [...defaults].sort((x, y) => Number(x.idx) - Number(y.idx))) {
      const parent = String(row.parent);
      if (!warehouseOf.has(parent) && typeof row.default_warehouse === 'string' && row.default_warehouse)
        warehouseOf.set(parent, row.default_warehouse);
    }
    // The ERP holds the key of the job (the first job of a retry chain) in the title: a retried job
    // finds the request it made before the crash instead of raising a second one.
    const title = materialRequestTitle(project.id, assembly.assembly, jobKey);
    const found = await adapter.list('Material Request', { fields: ['name'], filters: [['title', '=', title]], limit: 1 });
    if (found[0]) {
      const name = String(found[0].name);
      return { name, lines: items.length, details: `${name}: ${items.length} lines (raised before this retry)` };
    }
    await progress('creating the material request');
    const lead = Math.max(1, ...known.map((k) => (typeof k.lead_time_days === 'number' ? k.lead_time_days : 0)));
    const scheduleDate = new Date(Date.now() + lead * 86_400_000).toISOString().slice(0, 10);
    const doc = await adapter.insertDoc('Material Request', {
      title,
      material_request_type: 'Purchase',
      company: erpCompany(),
      schedule_date: scheduleDate,
      remarks: `Raised by WorkHub for ${project.id} ${assembly.assembly}`,
      items: items.map((i) => ({
        item_code: i.itemCode,
        qty: i.qty,
        uom: i.uom ?? String(byCode.get(i.itemCode)?.stock_uom ?? 'Each'),
        schedule_date: scheduleDate,
        warehouse: warehouseOf.get(i.itemCode) ?? FALLBACK_WAREHOUSE,
      })),
    });
    const name = typeof doc.name === 'string' && doc.name ? doc.name : undefined;
    if (!name) throw new EngineError('The ERP created the material request but answered no name');
    return { name, lines: items.length, details: `${name}: ${items.length} lines` };
  },
};
