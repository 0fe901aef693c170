import { useCallback, useMemo } from 'react';
import { BASE_SETTINGS_GROUP, baseSettingsOf, type BaseSettings } from '@workhub/domain';
import { useSettings } from '../settings';

/**
 * The signed-in user's base settings (showHiddenLayers, showMinorGrid, noTransitions), live from
 * their settings doc `settings/{uid}` through the settings feature's one reader and writer; a
 * change merges the changed keys there (rules: owner only). `uid` is the signed-in user's.
 */
export function useBaseSettings(_uid: string) {
  const { doc, connection, writeGroup } = useSettings();
  const stored = doc?.[BASE_SETTINGS_GROUP];
  const settings = useMemo(() => baseSettingsOf(stored), [stored]);
  const update = useCallback((change: Partial<BaseSettings>) => writeGroup(BASE_SETTINGS_GROUP, change), [writeGroup]);
  return { settings, update, connection };
}
