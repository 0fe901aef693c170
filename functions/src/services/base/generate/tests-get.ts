import { baseTestSchema } from '@workhub/domain';
import { testsCollection } from './store.js';
import type { BaseHandler } from '../contract-handler.js';

/** GET /tests → { tests }: every test, by name. */
export const getTests: BaseHandler<'tests'> = async () => {
  const snap = await testsCollection().get();
  const tests = snap.docs.flatMap((d) => {
    const parsed = baseTestSchema.safeParse(d.data());
    return parsed.success ? [parsed.data] : [];
  });
  tests.sort((a, b) => a.name.localeCompare(b.name));
  return { tests };
};
