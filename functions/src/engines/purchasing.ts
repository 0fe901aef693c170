import type { PbomLine } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import { EngineError, loadBuildSpec, stableHash, titleOf, type EngineInput, type Progress } from './cad.js';

/**
 * The purchasing engine behind the pipe's pbom, pbom/createItems and materialRequest stages
 * (README.md in this folder). `localPurchasingEngine` matches against the ERP item mirror in
 * Firestore (`erpItems`, doc id = item code); the production adapter calls ERPNext (README.md).
 */
export interface PurchasingEngine {
  /** The purchasing BOM: one line per part, matched to an ERP item ('' when none matches). */
  pbom(input: EngineInput, progress: Progress): Promise<{ items: PbomLine[]; details: string }>;
  /** Makes an ERP item for every BOM line without one; answers the lines with their new codes. */
  createItems(input: EngineInput, progress: Progress): Promise<{ items: PbomLine[]; created: string[]; details: string }>;
  /** Raises a material request for the BOM's lines; answers its name ('MAT-MR-2026-00042'). */
  materialRequest(input: EngineInput, progress: Progress): Promise<{ name: string; lines: number; details: string }>;
}

const erpItems = () => firestore.collection('erpItems');
/** Item codes the local engine gives the items it creates: MFG-90000 to MFG-99999 (seeded codes stay below). */
const CREATED_CODE_BASE = 90_000;
const CREATED_CODE_SPAN = 10_000;

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

  async createItems({ assembly }, progress) {
    await progress('reading the purchasing BOM');
    const items = assembly.pbom.items ?? [];
    if (items.length === 0) throw new EngineError(`${assembly.assembly} has no purchasing BOM lines`);
    await progress('creating ERP items');
    const created: string[] = [];
    const out: PbomLine[] = [];
    for (const line of items) {
      if (line.itemCode) {
        out.push(line);
        continue;
      }
      const name = line.itemName || titleOf(line.part ?? 'item');
      // Until the ERP issue this writes the ERP item mirror (erpItems) the pages read; the code
      // comes from the name, so the same line always gets the same item.
      const code = await firestore.runTransaction(async (tx) => {
        for (let probe = 0; probe < 50; probe++) {
          const candidate = `MFG-${CREATED_CODE_BASE + ((stableHash(name) + probe) % CREATED_CODE_SPAN)}`;
          const ref = erpItems().doc(candidate);
          const snap = await tx.get(ref);
          if (snap.exists && snap.get('item_name') === name) return candidate;
          if (snap.exists) continue;
          tx.create(ref, {
            item_code: candidate,
            item_name: name,
            lead_time_days: 7,
            for_tiling: 0,
            complexity: 'C - Project custom',
            item_group: 'Manufactured Parts',
            lifecycle: 'N - NPI',
            check_stock: 0,
            warehouse_reorder_level: null,
            warehouse_reorder_qty: null,
            purchase_uom: line.uom ?? 'Each',
            stock_uom: line.uom ?? 'Each',
            material_request_type: 'Transfer',
            default_supplier: null,
            default_warehouse: 'Work In Progress - MDB',
            stock_qty: 0,
          });
          created.push(candidate);
          return candidate;
        }
        throw new EngineError(`No free item code for ${name}`);
      });
      out.push({ ...line, itemCode: code, itemName: name });
    }
    return {
      items: out,
      created,
      details: created.length ? `${created.length} ERP items created: ${created.join(', ')}` : 'Every line has an ERP item',
    };
  },

  async materialRequest({ project, assembly }, progress) {
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
    await progress('checking stock');
    const docs = await firestore.getAll(...[...new Set(items.map((i) => i.itemCode))].map((c) => erpItems().doc(c)));
    const unknown = docs.filter((d) => !d.exists).map((d) => d.id);
    if (unknown.length) throw new EngineError(`Unknown ERP items: ${unknown.join(', ')}`);
    await progress('creating the material request');
    const key = JSON.stringify(items.map((i) => [i.itemCode, i.qty]));
    const number = String(stableHash(project.id, assembly.assembly, key) % 100_000).padStart(5, '0');
    const name = `MAT-MR-${new Date().getUTCFullYear()}-${number}`;
    return { name, lines: items.length, details: `${name}: ${items.length} lines` };
  },
};
