import { useState } from 'react';
import { type Project } from '@workhub/domain';
import { CONTACT_OPTIONS, CRANE_OPTIONS, STORAGE_OPTIONS, preferenceForm, preferencesOf, type PreferenceForm } from './client-preferences';
import { useProjectsStore } from './projects-store';

/* The client tab's preferences form (storage, crane access, contact). */

export function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
}) {
  const known = options.includes(value) || value === '';
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">not answered</option>
        {!known && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

export function PreferencesForm({ project }: { project: Project }) {
  const initial = preferenceForm(project.clientPreferences);
  const [form, setForm] = useState<PreferenceForm>(initial);
  const [saved, setSaved] = useState(false);
  const saving = useProjectsStore((s) => s.savingPreferences);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const field =
    <K extends keyof PreferenceForm>(key: K) =>
    (value: PreferenceForm[K]) => {
      setSaved(false);
      setForm((f) => ({ ...f, [key]: value }));
    };
  const save = async () => {
    const ok = await useProjectsStore.getState().savePreferences(project.id, preferencesOf(form));
    setSaved(ok);
  };
  return (
    <section className="tab-section">
      <h2>Client preferences</h2>
      <form
        className="preferences-form"
        data-testid="preferences-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset>
          <legend>Construction hours</legend>
          <label>
            Monday to Friday
            <input value={form.hoursWeekdays} onChange={(e) => field('hoursWeekdays')(e.target.value)} />
          </label>
          <label>
            Saturday
            <input value={form.hoursSaturday} onChange={(e) => field('hoursSaturday')(e.target.value)} />
          </label>
          <label>
            Sunday
            <input value={form.hoursSunday} onChange={(e) => field('hoursSunday')(e.target.value)} />
          </label>
        </fieldset>
        <Select
          label="A 10'x12' storage space on site"
          value={form.storageSpace}
          options={STORAGE_OPTIONS}
          onChange={field('storageSpace')}
        />
        <Select label="Crane access" value={form.craneAccess} options={CRANE_OPTIONS} onChange={field('craneAccess')} />
        <Select label="Preferred contact" value={form.preferredContact} options={CONTACT_OPTIONS} onChange={field('preferredContact')} />
        <label className="checkbox">
          <input type="checkbox" checked={form.petsOnSite} onChange={(e) => field('petsOnSite')(e.target.checked)} />
          Pets on site
        </label>
        <label>
          Site notes
          <textarea rows={2} value={form.notes} onChange={(e) => field('notes')(e.target.value)} />
        </label>
        <div className="form-actions">
          <button type="submit" disabled={!dirty || saving}>
            {saving ? 'Saving…' : 'Save preferences'}
          </button>
          {dirty && (
            <button type="button" onClick={() => setForm(initial)}>
              Discard changes
            </button>
          )}
          {saved && !dirty && <span className="hint">Saved.</span>}
        </div>
      </form>
    </section>
  );
}
