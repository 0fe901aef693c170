import { useCallback, useMemo } from 'react';
import { deleteField, doc, setDoc, type DocumentReference } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { settingChange, settingKeyError, type StoredSettings } from '@workhub/domain';
import { type ConnectionState, type LiveStatus } from '../../lib/live-read';
import { useLiveDocument } from '../../lib/live-collections';
import { runStoreAction } from '../../stores/store-action';
import { useAuthStore } from '../../stores/auth-store';

/** The store name of every settings read and write: failures show in the 'settings' error toast. */
export const SETTINGS_STORE = 'settings';

export interface UserSettings {
  /** The stored settings document (null: nothing saved yet, or still loading). */
  doc: StoredSettings | null;
  /** 'loading' until the document has been read once (no user: stays 'loading'). */
  status: LiveStatus;
  connection: ConnectionState;
  /** Saves one key of a group (checked first: a refused change throws nothing and writes nothing, it returns the reason). */
  saveSetting: (group: string, key: string, value: unknown) => Promise<string | null>;
  /** Removes the saved value of one key: it reads as its default again. */
  resetSetting: (group: string, key: string) => Promise<string | null>;
  /** Merges a whole group (keys the app owns, e.g. the item table's saved views); true when written. */
  writeGroup: (group: string, values: Record<string, unknown>) => Promise<boolean>;
}

/** Writes `{ group: patch }` into the user's own settings doc, merged (rules: owner only, known keys). */
async function mergeGroup(ref: DocumentReference, group: string, patch: Record<string, unknown>): Promise<boolean> {
  const done = await runStoreAction(
    SETTINGS_STORE,
    () => undefined,
    async () => {
      await setDoc(ref, { [group]: patch }, { merge: true });
      return true;
    },
  );
  return done === true;
}

/**
 * The signed-in user's settings, live from `settings/{uid}` (the one reader and writer of that
 * document in the app: the settings page, the editors' base settings and the item table's saved
 * views all go through it). A change in one tab shows in every other tab of the same user.
 */
export function useSettings(): UserSettings {
  const firestore = useFirestore();
  const uid = useAuthStore((s) => s.uid);
  const ref = useMemo(() => (uid ? doc(firestore, 'settings', uid) : null), [firestore, uid]);
  const { data, status, connection } = useLiveDocument('settings', uid, { store: SETTINGS_STORE, what: 'your settings' });

  const writeGroup = useCallback(
    async (group: string, values: Record<string, unknown>) => (ref ? mergeGroup(ref, group, values) : false),
    [ref],
  );

  const saveSetting = useCallback(
    async (group: string, key: string, value: unknown): Promise<string | null> => {
      const change = settingChange(group, key, value);
      if (!change.ok) return change.message;
      if (!ref) return 'Not signed in';
      return (await mergeGroup(ref, change.group, { [change.key]: change.value })) ? null : 'The setting could not be saved';
    },
    [ref],
  );

  const resetSetting = useCallback(
    async (group: string, key: string): Promise<string | null> => {
      const keyError = settingKeyError(group, key);
      if (keyError) return keyError;
      if (!ref) return 'Not signed in';
      return (await mergeGroup(ref, group, { [key]: deleteField() })) ? null : 'The setting could not be reset';
    },
    [ref],
  );

  return { doc: data, status, connection, saveSetting, resetSetting, writeGroup };
}
