import { useCallback, useMemo } from 'react';
import { collection, doc, limit, query, serverTimestamp, updateDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { featureFlagSchema, featureSwitchSchema, featureVisible, type FeatureFlag } from '@workhub/domain';
import { useLiveQuery, type LiveRead } from '../../lib/live-read';
import { runStoreAction } from '../../stores/store-action';
import { useAuthStore } from '../../stores/auth-store';

/** The store name of the flags' reads and switches: failures show in the 'features' error toast. */
export const FEATURES_STORE = 'features';

/** More flags than the app will ever have; a bound on the live query all the same. */
const FEATURES_LIMIT = 200;

export type FeaturesRead = Omit<LiveRead<FeatureFlag[]>, 'data'> & { flags: FeatureFlag[] };

/**
 * Every feature flag, live (the `features` collection, by name): a switch made by an admin in any
 * browser shows in every other at once. Each caller listens through the same Firestore query, which
 * the SDK shares between listeners.
 */
export function useFeatures(): FeaturesRead {
  const firestore = useFirestore();
  const flagsQuery = useMemo(() => query(collection(firestore, 'features'), limit(FEATURES_LIMIT)), [firestore]);
  const { data, ...read } = useLiveQuery(flagsQuery, featureFlagSchema, {
    store: FEATURES_STORE,
    what: 'the feature flags',
    idField: 'name',
  });
  const flags = useMemo(() => [...data].sort((a, b) => a.name.localeCompare(b.name)), [data]);
  return { ...read, flags };
}

export interface FeatureState {
  /** Whether the area shows for the signed-in user (featureVisible); false while loading. */
  visible: boolean;
  /** True until the flags have been read once. */
  loading: boolean;
  flag: FeatureFlag | null;
}

/** One flag for the signed-in user: whether its area shows (domain rule featureVisible). */
export function useFeature(name: string): FeatureState {
  const { flags, status } = useFeatures();
  const isSoftwareEng = useAuthStore((s) => s.roles?.isSoftwareEng === true);
  const flag = flags.find((f) => f.name === name) ?? null;
  // A failed first read gates nothing (featureVisible of a missing flag): a broken read never hides an area for good.
  const loading = status === 'loading';
  return { visible: !loading && featureVisible(flag, { isSoftwareEng }), loading, flag };
}

/** Switches a flag on or off (rules: workspace admins; only `enabled`, signed by the caller at the server's time). */
export function useSwitchFeature() {
  const firestore = useFirestore();
  const user = useAuthStore((s) => s.user);
  return useCallback(
    async (name: string, enabled: boolean): Promise<boolean> => {
      const change = featureSwitchSchema.parse({ enabled });
      if (!user) return false;
      const done = await runStoreAction(
        FEATURES_STORE,
        () => undefined,
        async () => {
          await updateDoc(doc(firestore, 'features', name), { ...change, updatedBy: user, updatedAt: serverTimestamp() });
          return true;
        },
      );
      return done === true;
    },
    [firestore, user],
  );
}
