import { useState } from 'react';
import { Link } from 'react-router';
import {
  ITEM_TABLE_SETTINGS_GROUP,
  SETTINGS_SECTIONS,
  savedItemViewsOf,
  settingState,
  type SettingEntry,
  type SettingsSection,
} from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LiveStatus } from '../../components/live-status';
import { Switch } from '../../components/switch';
import { paths } from '../../lib/paths';
import { useAuthStore } from '../../stores/auth-store';
import { useSettings, type UserSettings } from './use-settings';
import './settings.css';
import { ErrorNote } from '../../components/kit';

const valueText = (entry: SettingEntry, value: unknown): string => {
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  return entry.choices?.find((c) => c.value === value)?.label ?? String(value);
};

function SettingRow({ section, entry, settings }: { section: SettingsSection; entry: SettingEntry; settings: UserSettings }) {
  const { value, defaultValue, saved, changed } = settingState(settings.doc, section.group, entry.key);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `setting-${section.group}-${entry.key}`;
  const ready = settings.status !== 'loading';
  const save = async (next: unknown) => setProblem(await settings.saveSetting(section.group, entry.key, next));
  const reset = async () => setProblem(await settings.resetSetting(section.group, entry.key));

  const choices = entry.choices ?? [];
  const options =
    typeof value === 'number' && !choices.some((c) => c.value === value) ? [...choices, { value, label: String(value) }] : choices;

  return (
    <li className="setting-row" data-testid={id} data-saved={saved ? 'yes' : 'no'} data-changed={changed ? 'yes' : 'no'}>
      <div className="setting-text">
        <label htmlFor={id} className="setting-label">
          {entry.label}
        </label>
        <p className="setting-help" id={`${id}-help`}>
          {entry.help}
        </p>
        <p className="setting-key">
          <code>
            {section.group}.{entry.key}
          </code>
          {' · '}
          {changed ? (
            <span className="setting-changed">Changed — default is {valueText(entry, defaultValue)}</span>
          ) : (
            <span className="setting-default">Default</span>
          )}
        </p>
        {problem && <ErrorNote>{problem}</ErrorNote>}
      </div>
      <div className="setting-control">
        {typeof value === 'boolean' ? (
          <Switch id={id} checked={value} disabled={!ready} aria-describedby={`${id}-help`} onChange={(e) => void save(e.target.checked)}>
            <span className="switch-text" aria-hidden="true">
              {value ? 'On' : 'Off'}
            </span>
          </Switch>
        ) : (
          <select id={id} value={String(value)} disabled={!ready} onChange={(e) => void save(Number(e.target.value))}>
            {options.map((c) => (
              <option key={c.value} value={String(c.value)}>
                {c.label}
              </option>
            ))}
          </select>
        )}
        <button
          type="button"
          className="reset"
          disabled={!ready || !saved}
          onClick={() => void reset()}
          aria-label={`Reset ${entry.label} to default`}
        >
          Reset to default
        </button>
      </div>
    </li>
  );
}

/** The item table's saved views live in the same document; they are managed on the items page. */
function SavedViews({ settings }: { settings: UserSettings }) {
  const views = savedItemViewsOf(settings.doc?.[ITEM_TABLE_SETTINGS_GROUP]);
  return (
    <section className="settings-group" data-testid="settings-group-itemTable">
      <header>
        <h2>Item table views</h2>
        <p className="hint">Views you saved on the items page (read-only here; save and delete them there).</p>
      </header>
      {views.length === 0 ? (
        <p className="settings-empty">No saved views.</p>
      ) : (
        <ul className="saved-views">
          {views.map((v) => (
            <li key={v.name}>{v.name}</li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.stockItems()}>Open the items page</Link>
      </p>
    </section>
  );
}

/** /settings: the signed-in user's settings, every group and key, live (docs/staff-tools.md). */
export function Component() {
  const settings = useSettings();
  const user = useAuthStore((s) => s.user);
  return (
    <main className="page settings-page">
      <Breadcrumbs />
      <div className="settings-title">
        <h1>Settings</h1>
        <LiveStatus connection={settings.connection} />
      </div>
      <p className="hint">
        Your own settings{user ? ` (${user})` : ''}: they are saved as you change them and apply in every browser you are signed in to. A
        setting you never changed uses its default.
      </p>
      {settings.status === 'loading' && <p className="page-loading">Loading your settings…</p>}
      {settings.status === 'error' && (
        <ErrorNote>Your settings could not be read; the values below may be out of date. Trying again…</ErrorNote>
      )}
      {settings.status !== 'loading' &&
        SETTINGS_SECTIONS.map((section) => (
          <section key={section.group} className="settings-group" data-testid={`settings-group-${section.group}`}>
            <header>
              <h2>{section.title}</h2>
              <p className="hint">{section.about}</p>
            </header>
            <ul className="setting-list">
              {section.entries.map((entry) => (
                <SettingRow key={entry.key} section={section} entry={entry} settings={settings} />
              ))}
            </ul>
          </section>
        ))}
      {settings.status !== 'loading' && <SavedViews settings={settings} />}
    </main>
  );
}
