import { generatorSchema } from '@workhub/domain';
import { z } from 'zod';
import { handle, parse, sendOk } from '../../../lib/http.js';
import { generatorsCollection } from './store.js';

export const generatorsQuerySchema = z.strictObject({});

/** GET /generators → { generators } (supporting spec §7 "generators list"): every definition, by name. */
export const getGenerators = handle(async (req, res) => {
  parse(generatorsQuerySchema, req.query);
  const snap = await generatorsCollection().get();
  const generators = snap.docs.flatMap((d) => {
    const parsed = generatorSchema.safeParse(d.data());
    return parsed.success ? [parsed.data] : [];
  });
  generators.sort((a, b) => a.name.localeCompare(b.name));
  sendOk(res, { generators });
});
