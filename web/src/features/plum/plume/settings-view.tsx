import type { PlumeSettings } from '@workhub/domain';
import { usePlumeSettings } from './use-plume-data';

/** The logLevel choices, by level (domain LOG_LEVELS: error 0, warn 1, info 2, debug 3). */
const LEVEL_CHOICES = [
  '0 — errors only',
  '1 — warnings and errors',
  '2 — information, warnings and errors (default)',
  '3 — everything, with debug lines',
];

/**
 * The `settings` view: the signed-in user's plume settings (supporting spec §3; settings/{uid}.plume,
 * written by the browser): how much of a run's log is kept, whether logs are kept at all, and
 * whether a run goes to a background job. They apply to the next run started.
 */
export function SettingsView() {
  const { settings, status, save } = usePlumeSettings();
  if (status === 'loading') return <p className="page-loading">Reading your settings…</p>;
  const change = (patch: Partial<PlumeSettings>) => void save({ ...settings, ...patch });
  return (
    <form className="plume-settings" data-testid="settings-view" onSubmit={(e) => e.preventDefault()}>
      <h3>Plume settings</h3>
      <p className="hint">Yours only; they apply to the next run you start.</p>
      <label>
        Log level kept
        <select value={settings.logLevel} onChange={(e) => change({ logLevel: Number(e.target.value) })} name="logLevel">
          {LEVEL_CHOICES.map((label, level) => (
            <option key={level} value={level}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="plume-check">
        <input
          type="checkbox"
          name="devWriteLogs"
          checked={settings.devWriteLogs}
          onChange={(e) => change({ devWriteLogs: e.target.checked })}
        />
        Write log lines (off: only the run's summary is kept)
      </label>
      <label className="plume-check">
        <input type="checkbox" name="runAsJob" checked={settings.runAsJob} onChange={(e) => change({ runAsJob: e.target.checked })} />
        Run as a background job (off: the request waits for the run to finish)
      </label>
    </form>
  );
}
