import { baseTestSchema } from '@workhub/domain';
import { z } from 'zod';
import { handle, parse, sendOk } from '../../../lib/http.js';
import { testsCollection } from './store.js';

export const testsQuerySchema = z.strictObject({});

/** GET /tests → { tests }: every test, by name. */
export const getTests = handle(async (req, res) => {
  parse(testsQuerySchema, req.query);
  const snap = await testsCollection().get();
  const tests = snap.docs.flatMap((d) => {
    const parsed = baseTestSchema.safeParse(d.data());
    return parsed.success ? [parsed.data] : [];
  });
  tests.sort((a, b) => a.name.localeCompare(b.name));
  sendOk(res, { tests });
});
