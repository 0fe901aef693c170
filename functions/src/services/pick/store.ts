import {
  linesByWarehouse,
  materialRequestRaised,
  pickListSchema,
  problemsOf,
  requestedItems,
  storedSchemaOf,
  type PickItemInfo,
  type PickLine,
  type PickList,
  type PipeAssembly,
} from '@workhub/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from '../../lib/admin.js';
import { HttpError, notFound } from '../../lib/http.js';
import { conflict } from '../../lib/errors.js';

export const pickLists = () => firestore.collection('pickLists');
const projectRef = (projectId: string) => firestore.collection('projects').doc(projectId);

/** A stored picking list read with its domain schema; one written around the service that does not fit is a 409. */
export function storedList(snap: DocumentSnapshot): PickList {
  const parsed = pickListSchema.safeParse(snap.data());
  if (!parsed.success) throw conflict(`pickLists/${snap.id} does not fit its schema: ${problemsOf(parsed.error).join('; ')}`);
  return parsed.data;
}

export interface ProjectRequests {
  projectId: string;
  /** Every assembly of the project with its material request (raised or not). */
  assemblies: { assembly: string; assemblyName: string; raised: boolean; materialRequest: string | null }[];
  /** The requested lines of the chosen raised assemblies, per warehouse. */
  byWarehouse: Record<string, PickLine[]>;
  /** The raised assemblies the lines come from. */
  used: PipeAssembly[];
}

/**
 * What the raised material requests of a project (or of the given assemblies) ask for, as picking
 * lines per warehouse, with item names, units, warehouses and stock from the `erpItems` mirror.
 * 404 for an unknown project or assembly; 400 when a given assembly has no raised material request.
 */
export async function projectRequests(projectId: string, only?: string[]): Promise<ProjectRequests> {
  const [project, pipe] = await Promise.all([projectRef(projectId).get(), projectRef(projectId).collection('pipe').orderBy('order').get()]);
  if (!project.exists) throw notFound(`No project ${projectId}`);
  const assemblies = pipe.docs.flatMap((d) => {
    const parsed = storedSchemaOf('pipe').safeParse(d.data());
    return parsed.success ? [parsed.data] : [];
  });
  if (only) {
    const missing = only.find((a) => !assemblies.some((x) => x.assembly === a));
    if (missing) throw notFound(`No assembly ${missing} in project ${projectId}`);
    const notRaised = only.find((a) => !materialRequestRaised(assemblies.find((x) => x.assembly === a)!));
    if (notRaised)
      throw new HttpError(400, 'bad-request', `The material request of ${notRaised} is not raised`, {
        assemblies: `${notRaised}: material request not raised`,
      });
  }
  const used = assemblies.filter((a) => materialRequestRaised(a) && (!only || only.includes(a.assembly)));
  const items = requestedItems(used);
  const info = new Map<string, PickItemInfo>();
  if (items.length > 0) {
    const snaps = await firestore.getAll(...items.map((i) => firestore.collection('erpItems').doc(i.item_code)));
    for (const snap of snaps) {
      const d = snap.data();
      if (!d) continue;
      info.set(snap.id, {
        item_name: String(d.item_name ?? ''),
        stock_uom: String(d.stock_uom ?? ''),
        default_warehouse: typeof d.default_warehouse === 'string' ? d.default_warehouse : null,
        stock_qty: typeof d.stock_qty === 'number' ? d.stock_qty : 0,
      });
    }
  }
  return {
    projectId,
    assemblies: assemblies.map((a) => ({
      assembly: a.assembly,
      assemblyName: a.assemblyName,
      raised: materialRequestRaised(a),
      materialRequest: materialRequestRaised(a) ? (a.materialRequest.name ?? (a.materialRequest.details || null)) : null,
    })),
    byWarehouse: linesByWarehouse(items, (code) => info.get(code)),
    used,
  };
}
