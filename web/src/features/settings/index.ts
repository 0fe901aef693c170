/** The settings feature's public face: the one reader and writer of the signed-in user's `settings/{uid}`. */
export { useSettings, SETTINGS_STORE, type UserSettings } from './use-settings';
