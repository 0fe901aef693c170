import { baseTestQuerySchema, generatorRunSchema, type GeneratorRun } from '@workhub/domain';
import { handle, parse, sendOk } from '../../../lib/http.js';
import { loadTest, runsCollection } from './store.js';

/** GET /test?key → { test, lastRun? }: the test and its newest run. 404 unknown key. */
export const getTest = handle(async (req, res) => {
  const { key } = parse(baseTestQuerySchema, req.query);
  const test = await loadTest(key);
  const snap = await runsCollection().where('testKey', '==', key).get();
  let lastRun: GeneratorRun | undefined;
  for (const d of snap.docs) {
    const parsed = generatorRunSchema.safeParse({ ...d.data(), id: d.id });
    if (parsed.success && (!lastRun || parsed.data.createdAt > lastRun.createdAt)) lastRun = parsed.data;
  }
  sendOk(res, { test, ...(lastRun ? { lastRun } : {}) });
});
