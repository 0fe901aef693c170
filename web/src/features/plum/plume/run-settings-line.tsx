import type { PlumeSettings } from '@workhub/domain';
import { levelName } from './log-lines';

/** How the next run will go, from the user's plume settings (changed in the settings view). */
export function RunSettingsLine({ settings }: { settings: PlumeSettings }) {
  return (
    <p className="hint plume-settings-line" data-testid="run-settings-line">
      Your next run: {settings.runAsJob ? 'as a background job' : 'inline (the request waits for it)'}, log{' '}
      {settings.devWriteLogs ? `kept up to level ${settings.logLevel} (${levelName(settings.logLevel)})` : 'not written'}. Change this in a
      pane's “Plume settings” view.
    </p>
  );
}
