import { baseSpecDocSchema, defaultCostsVersion, previousCostsVersion, priceLines, systemAreas } from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { notFound } from '../../../lib/http.js';
import { existingProject, latestBaseOf, projectRef, readAllCosts } from './store.js';
import { conflict } from '../../../lib/errors.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * GET /base/calculate?projectId&version?: the project's price from its latest base and a costs
 * version (default: the project's build spec when it has costs, else the newest costs version up
 * to it). One line per cost system: the area it is priced on (systemAreas: the largest area of a
 * layer the base spec's system draws on, else the floor area) × its cost per sq ft; `previous` is
 * the total with the costs version before. 404 unknown project or costs version; 409 no latest base.
 */
export const getCalculate: BaseHandler<'calculate'> = async (q) => {
  const project = existingProject(await projectRef(q.projectId).get(), q.projectId);
  const latest = latestBaseOf(project);
  if (!latest) throw conflict(`Project ${q.projectId} has no latest base to price`);
  const all = await readAllCosts();
  const buildSpec = latest.buildSpec ?? (project.get('buildSpec') as string | undefined);
  const version = q.version ?? defaultCostsVersion(buildSpec, [...all.keys()]);
  const costs = version ? all.get(version) : undefined;
  if (!version || !costs) throw notFound(`No costs for ${q.version ?? 'any build-spec version'}`);
  const spec = latest.baseSpec ? await firestore.collection('baseSpecs').doc(latest.baseSpec).get() : undefined;
  const specSystems = spec?.exists ? baseSpecDocSchema.shape.systems.safeParse(spec.get('systems')).data : undefined;
  const areas = systemAreas({ floorArea: latest.floorArea ?? 0, counts: latest.counts }, Object.keys(costs.systems), specSystems ?? {});
  const { lines, total } = priceLines(costs, areas);
  const previousVersion = previousCostsVersion(version, [...all.keys()]);
  const previous = previousVersion ? { version: previousVersion, total: priceLines(all.get(previousVersion)!, areas).total } : undefined;
  return { projectId: q.projectId, version, currency: costs.currency, lines, total, ...(previous ? { previous } : {}) };
};
