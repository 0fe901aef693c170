import { useMemo } from 'react';
import { collection, limit, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { z } from 'zod';
import { BASE_SPEC_NAME, PLUM_HOME_COUNT_LIMIT, PLUM_HOME_RUNS_LIMIT, plumHomeSchemas } from '@workhub/domain';
import { useLiveQuery, type ConnectionState, type LiveStatus } from '../../../lib/live-read';

const STORE = 'plum home';

/** One live count: the documents read (only the fields shown), how many, and whether the read stopped at its limit. */
export interface LiveCount<T> {
  status: LiveStatus;
  docs: T[];
  count: number;
  /** The read stopped at its limit: there may be more ('1000+'). */
  limit: number;
  connection: ConnectionState;
}

function useCount<T>(
  firestore: Firestore,
  path: string,
  schema: z.ZodType<T>,
  what: string,
  constraints: QueryConstraint[] = [],
  max: number = PLUM_HOME_COUNT_LIMIT,
): LiveCount<T> {
  // The constraints are fixed per call site; the memo keys on the path and limit.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const q = useMemo(() => query(collection(firestore, path), ...constraints, limit(max)), [firestore, path, max]);
  const read = useLiveQuery(q, schema, { store: STORE, what });
  return { status: read.status, docs: read.data, count: read.data.length, limit: max, connection: read.connection };
}

/**
 * Everything /plum counts, each a live query (web/src/lib/live-read.ts) parsed with the few fields
 * it shows (plumHomeSchemas): a document created or removed anywhere changes its count at once.
 * Each query reads at most PLUM_HOME_COUNT_LIMIT documents (generator runs in progress:
 * PLUM_HOME_RUNS_LIMIT), so a large collection shows '1000+' instead of being downloaded whole.
 */
export function usePlumHome() {
  const firestore = useFirestore();
  const s = plumHomeSchemas;
  return {
    baseSpecs: useCount(firestore, 'baseSpecs', s.baseSpecs, 'the base-spec versions'),
    // Open drafts: deleted == false (the rules show a list of workspaces only when it is provably visible).
    baseSpecWorkspaces: useCount(firestore, 'workspaces', s.baseSpecWorkspaces, 'the base-spec workspaces', [
      where('workspaceType', '==', 'baseSpec'),
      where('deleted', '==', false),
    ]),
    baseSpecCandidates: useCount(firestore, 'versionCandidates', s.baseSpecCandidates, 'the base-spec candidates', [
      where('name', '==', BASE_SPEC_NAME),
      where('status', '==', 'open'),
    ]),
    baseViews: useCount(firestore, 'plum/base/views', s.baseViews, 'the base views'),
    buildSpecs: useCount(firestore, 'buildSpecs', s.buildSpecs, 'the build-spec versions'),
    classBlocks: useCount(firestore, 'classBlocks', s.classBlocks, 'the class blocks'),
    classParts: useCount(firestore, 'classParts', s.classParts, 'the class parts'),
    generators: useCount(firestore, 'baseGenerators', s.generators, 'the generators'),
    runsInProgress: useCount(
      firestore,
      'generatorRuns',
      s.generatorRunsInProgress,
      'the generator runs in progress',
      [where('run.status', '==', 'inProgress')],
      PLUM_HOME_RUNS_LIMIT,
    ),
    tests: useCount(firestore, 'baseTests', s.tests, 'the tests'),
    structure: useCount(firestore, 'structure', s.structure, 'the structure calculations'),
    costs: useCount(firestore, 'costs', s.costs, 'the costs'),
  };
}

export type PlumHome = ReturnType<typeof usePlumHome>;
