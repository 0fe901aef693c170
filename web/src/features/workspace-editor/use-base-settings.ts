import { useCallback, useMemo } from 'react';
import { doc, setDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { BASE_SETTINGS_GROUP, baseSettingsOf, settingsDocumentSchema, type BaseSettings } from '@workhub/domain';
import { useLiveDoc } from '../../lib/live-read';
import { runStoreAction } from '../../stores/store-action';

const STORE = 'settings';

/**
 * The signed-in user's base settings (showHiddenLayers, showMinorGrid, noTransitions), live from
 * their settings doc `settings/{uid}`; a change is written there (rules: owner only).
 */
export function useBaseSettings(uid: string) {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, 'settings', uid), [firestore, uid]);
  const { data, connection } = useLiveDoc(ref, settingsDocumentSchema, { store: STORE, what: 'your settings' });
  const stored = data?.[BASE_SETTINGS_GROUP];
  const settings = useMemo(() => baseSettingsOf(stored), [stored]);
  const update = useCallback(
    (change: Partial<BaseSettings>) =>
      runStoreAction(
        STORE,
        () => undefined,
        () => setDoc(ref, { [BASE_SETTINGS_GROUP]: { ...settings, ...change } }, { merge: true }),
      ),
    [ref, settings],
  );
  return { settings, update, connection };
}
