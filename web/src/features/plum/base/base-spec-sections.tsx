import type { ReactNode } from 'react';
import { DEFAULT_THEME, type BaseSpecContent, type BaseTheme } from '@workhub/domain';
import { layersByGroup, textOfProperties } from './base-spec-view';

/** The read-only sections of a base spec (/plum/base): layers, themes, goals, draw order, systems, properties. */

export const GROUP_LABELS: Record<string, string> = {
  client: 'Client',
  site: 'Site',
  sitework: 'Sitework',
  design: 'Design',
  assemblies: 'Assemblies',
  utilities: 'Utilities',
};
export const groupLabel = (group: string) => GROUP_LABELS[group] ?? group;

export function Swatch({ color, label }: { color: string; label?: string }) {
  return <span className="bs-swatch" style={{ background: color }} title={label ?? color} aria-hidden="true" />;
}

export function Section({
  id,
  title,
  count,
  children,
  actions,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="bs-section" id={id} aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <div className="bs-section-head">
        <h2 id={`${id}-title`}>
          {title}
          {count !== undefined && <span className="bs-count">{count}</span>}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

const countsText = (counts: readonly string[]) => (counts.length ? counts.join(', ') : '—');

export function LayersSection({ spec }: { spec: BaseSpecContent }) {
  const groups = layersByGroup(spec);
  const systemsOf = new Map<string, string[]>();
  for (const [system, s] of Object.entries(spec.systems)) for (const l of s.layers) systemsOf.set(l, [...(systemsOf.get(l) ?? []), system]);
  return (
    <Section id="layers" title="Layers" count={Object.keys(spec.layers).length}>
      <table className="bs-table">
        <thead>
          <tr>
            <th style={{ width: '26%' }}>Layer</th>
            <th style={{ width: '14%' }}>Colour</th>
            <th>Counts</th>
            <th style={{ width: '8%' }}>Unit</th>
            <th>Systems</th>
          </tr>
        </thead>
        {groups.map(({ group, layers }) => (
          <tbody key={group} data-group={group}>
            <tr className="bs-group-row">
              <th colSpan={5}>
                {groupLabel(group)} <span className="bs-muted">· {layers.length}</span>
              </th>
            </tr>
            {layers.map((name) => {
              const layer = spec.layers[name]!;
              return (
                <tr key={name} data-layer={name}>
                  <td className="bs-mono">{name}</td>
                  <td>
                    <Swatch color={layer.color} /> <span className="bs-mono bs-muted">{layer.color}</span>
                  </td>
                  <td>{countsText(layer.counts)}</td>
                  <td>{layer.uom}</td>
                  <td className="bs-muted">{(systemsOf.get(name) ?? []).join(', ') || '—'}</td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </Section>
  );
}

const THEME_COLOURS: { key: keyof BaseTheme; label: string }[] = [
  { key: 'background', label: 'Background' },
  { key: 'grid', label: 'Grid' },
  { key: 'minorGrid', label: 'Minor grid' },
  { key: 'selection', label: 'Selection' },
];

export function ThemesSection({ spec }: { spec: BaseSpecContent }) {
  const names = Object.keys(spec.themes).sort((a, b) => (a === DEFAULT_THEME ? -1 : b === DEFAULT_THEME ? 1 : a.localeCompare(b)));
  return (
    <Section id="themes" title="Themes" count={names.length}>
      <div className="bs-cards">
        {names.map((name) => {
          const theme = spec.themes[name]!;
          return (
            <div className="bs-card" key={name} data-theme={name}>
              <div className="bs-card-head">
                <strong>{name}</strong>
                {name === DEFAULT_THEME && <span className="bs-badge bs-badge-accent">default</span>}
                {theme.monochrome && <span className="bs-badge">monochrome</span>}
              </div>
              <div className="bs-theme-preview" style={{ background: theme.background, borderColor: theme.grid }}>
                <span style={{ borderColor: theme.selection }} />
              </div>
              <dl className="bs-theme-colours">
                {THEME_COLOURS.map(({ key, label }) => (
                  <div key={key}>
                    <dt>{label}</dt>
                    <dd>
                      <Swatch color={theme[key] as string} /> <span className="bs-mono">{theme[key] as string}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          );
        })}
      </div>
    </Section>
  );
}

const listText = (items: readonly string[]) => (items.length ? items.join(', ') : '—');

export function GoalsSection({ spec }: { spec: BaseSpecContent }) {
  return (
    <Section id="goals" title="Goals" count={spec.goals.length}>
      {spec.goals.length === 0 ? (
        <p className="bs-empty">This base spec has no goals.</p>
      ) : (
        <table className="bs-table">
          <thead>
            <tr>
              <th>Goal</th>
              <th>Layer</th>
              <th>Geometries</th>
              <th>Properties</th>
              <th>Objectives</th>
              <th>Rules</th>
              <th>Tools</th>
            </tr>
          </thead>
          <tbody>
            {spec.goals.map((goal, i) => (
              <tr key={`${goal.name}-${i}`} data-goal={goal.name}>
                <td>
                  <strong>{goal.name}</strong>
                </td>
                <td className="bs-mono">
                  {spec.layers[goal.layer] && <Swatch color={spec.layers[goal.layer]!.color} />} {goal.layer}
                </td>
                <td>{listText(goal.geometries)}</td>
                <td className="bs-mono">{textOfProperties(goal.properties) || '—'}</td>
                <td>{listText(goal.objectives)}</td>
                <td>{listText(goal.rules)}</td>
                <td>{listText(goal.tools)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

export function DrawOrderSection({ spec }: { spec: BaseSpecContent }) {
  const groups = layersByGroup(spec);
  let n = 0;
  return (
    <Section id="order" title="Draw order" count={spec.order.length}>
      <p className="bs-hint">Drawn first to last: the groups in their fixed order, each group in the order below.</p>
      <div className="bs-order">
        {groups.map(({ group, layers }) => (
          <div key={group} className="bs-order-group" data-group={group}>
            <h3>{groupLabel(group)}</h3>
            <ol>
              {layers.map((name) => (
                <li key={name} value={++n}>
                  <Swatch color={spec.layers[name]!.color} /> <span className="bs-mono">{name.split('/')[1]}</span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </Section>
  );
}

export function SystemsSection({ spec }: { spec: BaseSpecContent }) {
  const names = Object.keys(spec.systems).sort();
  return (
    <Section id="systems" title="Systems" count={names.length}>
      <table className="bs-table">
        <thead>
          <tr>
            <th style={{ width: '18%' }}>System</th>
            <th>Layers</th>
            <th style={{ width: '10%' }}>Default</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => {
            const system = spec.systems[name]!;
            return (
              <tr key={name} data-system={name}>
                <td>
                  <strong>{name}</strong>
                </td>
                <td>
                  <span className="bs-chips">
                    {system.layers.map((l) => (
                      <span className="bs-chip" key={l}>
                        {spec.layers[l] && <Swatch color={spec.layers[l]!.color} />} {l}
                      </span>
                    ))}
                    {system.layers.length === 0 && <span className="bs-muted">no layers</span>}
                  </span>
                </td>
                <td>{system.isDefault ? <span className="bs-badge bs-badge-accent">default</span> : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}

export function PropertiesSection({ spec }: { spec: BaseSpecContent }) {
  const names = Object.keys(spec.properties).sort();
  return (
    <Section id="properties" title="Properties" count={names.length}>
      <table className="bs-table">
        <thead>
          <tr>
            <th>Property</th>
            <th>Type</th>
            <th>Default</th>
            <th>Unit</th>
            <th>Options</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => {
            const p = spec.properties[name]!;
            return (
              <tr key={name} data-property={name}>
                <td className="bs-mono">{name}</td>
                <td>{p.type}</td>
                <td className="bs-mono">{String(p.default)}</td>
                <td>{p.uom ?? '—'}</td>
                <td>{p.options?.join(', ') ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}

/** Every section of a committed base spec, in page order (the page and the base-spec-open benchmark render this). */
export function BaseSpecSections({ spec }: { spec: BaseSpecContent & { version?: string } }) {
  return (
    <div className="bs-sections" data-testid="base-spec-sections" data-version={spec.version}>
      <LayersSection spec={spec} />
      <ThemesSection spec={spec} />
      <GoalsSection spec={spec} />
      <DrawOrderSection spec={spec} />
      <SystemsSection spec={spec} />
      <PropertiesSection spec={spec} />
    </div>
  );
}
