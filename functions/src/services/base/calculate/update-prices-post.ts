import { applyPriceUpdate, previousCostsVersion, type CostsDoc } from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { badRequest, notFound } from '../../../lib/http.js';
import { costsCollection, readAllCosts } from './store.js';
import { callerUser } from '../../../lib/caller.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * POST /base/updatePrices { version, from?, percent? | systems? } → { costs, previous }: writes
 * `costs/{version}` (with updated, updatedBy) from the costs it starts from — `from` when given,
 * else the version's own costs, else the costs version just before it — scaled by `percent`
 * (material and labour) or with the named systems' prices replaced. `previous` is the costs it
 * started from. The version must be a build-spec version (404 otherwise, or when there is nothing
 * to start from); an unknown system is a 400 naming it.
 */
export const postUpdatePrices: BaseHandler<'updatePrices'> = async (input, req) => {
  const [spec, all] = await Promise.all([firestore.collection('buildSpecs').doc(input.version).get(), readAllCosts()]);
  if (!spec.exists && !all.has(input.version)) throw notFound(`No build-spec version ${input.version}`);
  const fromVersion = input.from ?? (all.has(input.version) ? input.version : previousCostsVersion(input.version, [...all.keys()]));
  const previous = fromVersion ? all.get(fromVersion) : undefined;
  if (!previous) throw notFound(input.from ? `No costs for ${input.from}` : `No costs to start ${input.version} from`);
  const updated = applyPriceUpdate(previous, input);
  if ('unknownSystem' in updated)
    throw badRequest('Invalid request', { [`systems.${updated.unknownSystem}`]: `No system ${updated.unknownSystem} in ${fromVersion}` });
  const costs: CostsDoc = {
    ...previous,
    version: input.version,
    systems: updated.systems,
    updated: new Date().toISOString(),
    updatedBy: callerUser(req),
  };
  await costsCollection().doc(input.version).set(costs);
  return { costs, previous };
};
