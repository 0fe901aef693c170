import { useState } from 'react';
import { audienceText, formatUtc, type FeatureFlag } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LiveStatus } from '../../components/live-status';
import { Switch } from '../../components/switch';
import { useAuthStore } from '../../stores/auth-store';
import { useFeatures, useSwitchFeature } from './use-features';
import './feature-flags.css';
import { ErrorNote } from '../../components/kit';

function FlagRow({ flag, canSwitch }: { flag: FeatureFlag; canSwitch: boolean }) {
  const switchFeature = useSwitchFeature();
  const [busy, setBusy] = useState(false);
  const id = `feature-${flag.name}`;
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    await switchFeature(flag.name, enabled);
    setBusy(false);
  };
  return (
    <tr data-testid={id} data-enabled={flag.enabled ? 'yes' : 'no'}>
      <td>
        <label htmlFor={id} className="flag-name">
          {flag.name}
        </label>
        <div className="flag-description">{flag.description || <span className="hint">No description</span>}</div>
      </td>
      <td>
        <span className={`audience audience-${flag.audience}`}>{audienceText(flag.audience)}</span>
      </td>
      <td>
        <Switch id={id} checked={flag.enabled} disabled={!canSwitch || busy} onChange={(e) => void toggle(e.target.checked)}>
          <span className={flag.enabled ? 'state-on' : 'state-off'}>{flag.enabled ? 'On' : 'Off'}</span>
        </Switch>
      </td>
      <td data-testid={`${id}-changed`}>
        <div className="flag-changed">
          {flag.updatedBy ? (
            <>
              <span>{flag.updatedBy}</span>
              <span className="hint">{flag.updatedAt ? `${formatUtc(flag.updatedAt)} UTC` : 'saving…'}</span>
            </>
          ) : (
            <span className="hint">Never switched</span>
          )}
        </div>
      </td>
    </tr>
  );
}

/** /admin/features: every feature flag, live; workspace admins switch them, everyone else reads. */
export function Component() {
  const { flags, status, connection, error } = useFeatures();
  const isAdmin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  return (
    <main className="page feature-flags-page">
      <Breadcrumbs />
      <div className="flags-title">
        <h1>Feature flags</h1>
        <LiveStatus connection={connection} />
      </div>
      <p className="hint">
        A flag shows or hides an area of WorkHub for everyone at once (or, with audience 'Software engineers only', for that group only). A
        switch takes effect in every open browser straight away.
      </p>
      {!isAdmin && (
        <p className="flags-note" role="note" data-testid="flags-read-only">
          Read-only: only workspace admins can switch feature flags.
        </p>
      )}
      {status === 'loading' && <p className="page-loading">Loading the feature flags…</p>}
      {status === 'error' && flags.length === 0 && (
        <ErrorNote>The feature flags could not be read{error ? `: ${error.message}` : ''}. Trying again…</ErrorNote>
      )}
      {status === 'success' && flags.length === 0 && <p className="flags-empty">No feature flags are defined.</p>}
      {flags.length > 0 && (
        <table className="flags-table">
          <thead>
            <tr>
              <th>Flag</th>
              <th>Audience</th>
              <th>State</th>
              <th>Last changed</th>
            </tr>
          </thead>
          <tbody>
            {flags.map((flag) => (
              <FlagRow key={flag.name} flag={flag} canSwitch={isAdmin} />
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
