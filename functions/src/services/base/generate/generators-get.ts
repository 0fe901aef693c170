import { storedSchemaOf } from '@workhub/domain';
import { generatorsCollection } from './store.js';
import type { BaseHandler } from '../contract-handler.js';

/** GET /generators → { generators } (supporting spec §7 "generators list"): every definition, by name. */
export const getGenerators: BaseHandler<'generators'> = async () => {
  const snap = await generatorsCollection().get();
  const generators = snap.docs.flatMap((d) => {
    const parsed = storedSchemaOf('baseGenerators').safeParse(d.data());
    return parsed.success ? [parsed.data] : [];
  });
  generators.sort((a, b) => a.name.localeCompare(b.name));
  return { generators };
};
