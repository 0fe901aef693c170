import type { ReactNode } from 'react';
import { DEFAULT_THEME, type BaseSpecContent } from '@workhub/domain';
import { DrawOrderGroups, LayerChip, LayerGroupRows, LayerSwatch, NamedRows, SectionTable, Swatch, THEME_COLOURS } from './base-spec-table';
import { textOfProperties, themeNames } from './base-spec-view';

/** The read-only sections of a base spec (/plum/base): layers, themes, goals, draw order, systems, properties. */

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

/** A comma-separated list, or a dash for none. */
const listText = (items: readonly string[]) => (items.length ? items.join(', ') : '—');

export function LayersSection({ spec }: { spec: BaseSpecContent }) {
  const systemsOf = new Map<string, string[]>();
  for (const [system, s] of Object.entries(spec.systems)) for (const l of s.layers) systemsOf.set(l, [...(systemsOf.get(l) ?? []), system]);
  return (
    <Section id="layers" title="Layers" count={Object.keys(spec.layers).length}>
      <SectionTable
        columns={[
          { label: 'Layer', width: '26%' },
          { label: 'Colour', width: '14%' },
          { label: 'Counts' },
          { label: 'Unit', width: '8%' },
          { label: 'Systems' },
        ]}
      >
        <LayerGroupRows
          spec={spec}
          columns={5}
          cells={(name, layer) => (
            <>
              <td>
                <Swatch color={layer.color} /> <span className="bs-mono bs-muted">{layer.color}</span>
              </td>
              <td>{listText(layer.counts)}</td>
              <td>{layer.uom}</td>
              <td className="bs-muted">{listText(systemsOf.get(name) ?? [])}</td>
            </>
          )}
        />
      </SectionTable>
    </Section>
  );
}

export function ThemesSection({ spec }: { spec: BaseSpecContent }) {
  const names = themeNames(spec);
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
                      <Swatch color={theme[key]} /> <span className="bs-mono">{theme[key]}</span>
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

export function GoalsSection({ spec }: { spec: BaseSpecContent }) {
  return (
    <Section id="goals" title="Goals" count={spec.goals.length}>
      {spec.goals.length === 0 ? (
        <p className="bs-empty">This base spec has no goals.</p>
      ) : (
        <SectionTable columns={['Goal', 'Layer', 'Geometries', 'Properties', 'Objectives', 'Rules', 'Tools'].map((label) => ({ label }))}>
          <tbody>
            {spec.goals.map((goal, i) => (
              <tr key={`${goal.name}-${i}`} data-goal={goal.name}>
                <td>
                  <strong>{goal.name}</strong>
                </td>
                <td className="bs-mono">
                  <LayerSwatch spec={spec} layer={goal.layer} /> {goal.layer}
                </td>
                <td>{listText(goal.geometries)}</td>
                <td className="bs-mono">{textOfProperties(goal.properties) || '—'}</td>
                <td>{listText(goal.objectives)}</td>
                <td>{listText(goal.rules)}</td>
                <td>{listText(goal.tools)}</td>
              </tr>
            ))}
          </tbody>
        </SectionTable>
      )}
    </Section>
  );
}

export function DrawOrderSection({ spec }: { spec: BaseSpecContent }) {
  return (
    <Section id="order" title="Draw order" count={spec.order.length}>
      <p className="bs-hint">Drawn first to last: the groups in their fixed order, each group in the order below.</p>
      <DrawOrderGroups spec={spec} />
    </Section>
  );
}

export function SystemsSection({ spec }: { spec: BaseSpecContent }) {
  const names = Object.keys(spec.systems).sort();
  return (
    <Section id="systems" title="Systems" count={names.length}>
      <SectionTable columns={[{ label: 'System', width: '18%' }, { label: 'Layers' }, { label: 'Default', width: '10%' }]}>
        <NamedRows
          names={names}
          kind="system"
          cells={(name) => {
            const system = spec.systems[name]!;
            return (
              <>
                <td>
                  <strong>{name}</strong>
                </td>
                <td>
                  <span className="bs-chips">
                    {system.layers.map((l) => (
                      <LayerChip key={l} spec={spec} layer={l} />
                    ))}
                    {system.layers.length === 0 && <span className="bs-muted">no layers</span>}
                  </span>
                </td>
                <td>{system.isDefault ? <span className="bs-badge bs-badge-accent">default</span> : ''}</td>
              </>
            );
          }}
        />
      </SectionTable>
    </Section>
  );
}

export function PropertiesSection({ spec }: { spec: BaseSpecContent }) {
  const names = Object.keys(spec.properties).sort();
  return (
    <Section id="properties" title="Properties" count={names.length}>
      <SectionTable columns={['Property', 'Type', 'Default', 'Unit', 'Options'].map((label) => ({ label }))}>
        <NamedRows
          names={names}
          kind="property"
          cells={(name) => {
            const p = spec.properties[name]!;
            return (
              <>
                <td className="bs-mono">{name}</td>
                <td>{p.type}</td>
                <td className="bs-mono">{String(p.default)}</td>
                <td>{p.uom ?? '—'}</td>
                <td>{p.options?.join(', ') ?? '—'}</td>
              </>
            );
          }}
        />
      </SectionTable>
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
