import { projectBaseLatestSchema, type liveRoutes } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { plainDocument } from '../../lib/firestore-json.js';
import { storedAs } from '../../lib/stored.js';
import { loadProject } from '../../lib/projects.js';

/**
 * GET /base?projectId: the project's latest committed base (`base.latest`, null when it has none)
 * and a summary of the base specification it was drawn with (`baseSpecs/{latest.baseSpec}`:
 * version, created, createdBy, layer names, draw order, systems; null when it names none or an
 * unknown one). 404 for an unknown project; 400 when the stored base does not fit its schema.
 */
export const getLiveBase: ContractHandler<typeof liveRoutes.base.schema, typeof liveRoutes.base.answer> = async ({ projectId }) => {
  const snap = await loadProject(projectId);
  const stored: unknown = snap.get('base.latest');
  const latest = stored === undefined ? null : storedAs(projectBaseLatestSchema, stored, 'base.latest');
  let baseSpec: { version: unknown; created: unknown; createdBy: unknown; layers: string[]; order: unknown; systems: string[] } | null =
    null;
  if (latest?.baseSpec && /^[A-Za-z0-9._-]{1,100}$/.test(latest.baseSpec) && !/^\.+$/.test(latest.baseSpec)) {
    const spec = await firestore.collection('baseSpecs').doc(latest.baseSpec).get();
    if (spec.exists) {
      const data = plainDocument(spec);
      const layers = data.layers && typeof data.layers === 'object' ? Object.keys(data.layers) : [];
      const systems = data.systems && typeof data.systems === 'object' ? Object.keys(data.systems) : [];
      baseSpec = {
        version: data.version ?? spec.id,
        created: data.created ?? null,
        createdBy: data.createdBy ?? null,
        layers,
        order: data.order ?? [],
        systems,
      };
    }
  }
  return { projectId, latest, baseSpec };
};
