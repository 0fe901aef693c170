import { generatorRunSchema, type GeneratorRun } from '@workhub/domain';
import { loadTest, runsCollection } from './store.js';
import type { BaseHandler } from '../contract-handler.js';

/** GET /test?key → { test, lastRun? }: the test and its newest run. 404 unknown key. */
export const getTest: BaseHandler<'test'> = async ({ key }) => {
  const test = await loadTest(key);
  const snap = await runsCollection().where('testKey', '==', key).get();
  let lastRun: GeneratorRun | undefined;
  for (const d of snap.docs) {
    const parsed = generatorRunSchema.safeParse({ ...d.data(), id: d.id });
    if (parsed.success && (!lastRun || parsed.data.createdAt > lastRun.createdAt)) lastRun = parsed.data;
  }
  return { test, ...(lastRun ? { lastRun } : {}) };
};
