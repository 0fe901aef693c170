import { type BaseSpecContent, type Goal } from '@workhub/domain';
import { CommitInput } from '../../../components/commit-input';
import { Section } from './base-spec-sections';
import { listOfText, propertiesOfText, textOfProperties } from './base-spec-view';
import { useBaseWorkspaceStore } from './base-workspace-store';
import { type Edit, RemoveButton } from './base-editor-parts';

/* The goals section editor of a base-spec workspace. */

export const LIST_FIELDS: { key: 'geometries' | 'objectives' | 'rules' | 'tools'; label: string }[] = [
  { key: 'geometries', label: 'Geometries' },
  { key: 'objectives', label: 'Objectives' },
  { key: 'rules', label: 'Rules' },
  { key: 'tools', label: 'Tools' },
];

export function GoalsEditor({ spec, edit, disabled }: { spec: BaseSpecContent; edit: Edit; disabled: boolean }) {
  const reportInput = useBaseWorkspaceStore((s) => s.reportInput);
  const layers = Object.keys(spec.layers).sort();
  const setGoal = (index: number, change: Partial<Goal>) =>
    edit((s) => ({ ...s, goals: s.goals.map((g, i) => (i === index ? { ...g, ...change } : g)) }));
  const addGoal = () =>
    edit((s) => ({
      ...s,
      goals: [
        ...s.goals,
        {
          name: `New goal ${s.goals.length + 1}`,
          layer: layers[0] ?? 'design/walls',
          geometries: [],
          properties: {},
          objectives: [],
          rules: [],
          tools: [],
        },
      ],
    }));
  return (
    <Section
      id="goals"
      title="Goals"
      count={spec.goals.length}
      actions={
        <button type="button" onClick={addGoal} disabled={disabled || layers.length === 0}>
          Add goal
        </button>
      }
    >
      {spec.goals.length === 0 && <p className="bs-empty">No goals. Add one to tell the generators what to aim for on a layer.</p>}
      <div className="bs-goals">
        {spec.goals.map((goal, index) => (
          <div className="bs-card bs-goal" key={index} data-goal-index={index}>
            <div className="bs-goal-grid">
              <label className="bs-field">
                <span>Name</span>
                <CommitInput
                  className="bs-input"
                  aria-label={`Goal ${index + 1} name`}
                  value={goal.name}
                  disabled={disabled}
                  onCommit={(name) => (name.trim() ? setGoal(index, { name: name.trim() }) : reportInput('A goal needs a name'))}
                />
              </label>
              <label className="bs-field">
                <span>Layer</span>
                <select
                  aria-label={`Goal ${index + 1} layer`}
                  value={goal.layer}
                  disabled={disabled}
                  onChange={(e) => setGoal(index, { layer: e.target.value })}
                >
                  {!layers.includes(goal.layer) && <option value={goal.layer}>{goal.layer} (not a layer)</option>}
                  {layers.map((l) => (
                    <option key={l}>{l}</option>
                  ))}
                </select>
              </label>
              {LIST_FIELDS.map(({ key, label }) => (
                <label className="bs-field" key={key}>
                  <span>{label}</span>
                  <CommitInput
                    className="bs-input"
                    aria-label={`Goal ${index + 1} ${label.toLowerCase()}`}
                    placeholder="comma-separated"
                    value={goal[key].join(', ')}
                    disabled={disabled}
                    onCommit={(text) => setGoal(index, { [key]: listOfText(text) })}
                  />
                </label>
              ))}
              <label className="bs-field bs-wide">
                <span>Properties</span>
                <CommitInput
                  className="bs-input bs-mono"
                  aria-label={`Goal ${index + 1} properties`}
                  placeholder="name=value, e.g. minWidth=144, shape=rect"
                  value={textOfProperties(goal.properties)}
                  disabled={disabled}
                  onCommit={(text) => setGoal(index, { properties: propertiesOfText(text) })}
                />
              </label>
            </div>
            <RemoveButton
              label={`Remove goal ${goal.name}`}
              disabled={disabled}
              onClick={() => edit((s) => ({ ...s, goals: s.goals.filter((_, i) => i !== index) }))}
            >
              Remove goal
            </RemoveButton>
          </div>
        ))}
      </div>
    </Section>
  );
}
