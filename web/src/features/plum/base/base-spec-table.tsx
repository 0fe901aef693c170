import type { ReactNode } from 'react';
import type { BaseSpecContent, BaseTheme } from '@workhub/domain';
import { layersByGroup } from './base-spec-view';

/**
 * The markup the read-only sections of a base spec (/plum/base, base-spec-sections.tsx) and the
 * editable ones of a workspace (/plum/base/workspace, base-workspace-editor.tsx) share: the
 * section tables, the layer rows by draw-order group, the draw order list, the layer chips and
 * swatches. The two pages differ only in the cells they put in.
 */

export const GROUP_LABELS: Record<string, string> = {
  client: 'Client',
  site: 'Site',
  sitework: 'Sitework',
  design: 'Design',
  assemblies: 'Assemblies',
  utilities: 'Utilities',
};
export const groupLabel = (group: string) => GROUP_LABELS[group] ?? group;

/** The sections of a spec (their element ids and headings), in page order. */
export const SPEC_SECTIONS: readonly (readonly [id: string, label: string])[] = [
  ['layers', 'Layers'],
  ['themes', 'Themes'],
  ['goals', 'Goals'],
  ['order', 'Draw order'],
  ['systems', 'Systems'],
  ['properties', 'Properties'],
];

/** The links to a page's sections, at its top. */
export function SectionsNav({ sections }: { sections: readonly (readonly [id: string, label: string])[] }) {
  return (
    <nav className="bs-toc" aria-label="Sections">
      {sections.map(([id, label]) => (
        <a key={id} href={`#${id}`}>
          {label}
        </a>
      ))}
    </nav>
  );
}

/** The four colours of a theme, in the order the pages show them. */
export const THEME_COLOURS: { key: keyof Omit<BaseTheme, 'monochrome'>; label: string }[] = [
  { key: 'background', label: 'Background' },
  { key: 'grid', label: 'Grid' },
  { key: 'minorGrid', label: 'Minor grid' },
  { key: 'selection', label: 'Selection' },
];

export function Swatch({ color, label }: { color: string; label?: string }) {
  return <span className="bs-swatch" style={{ background: color }} title={label ?? color} aria-hidden="true" />;
}

/** The swatch of a layer of the spec, or nothing when the spec has no such layer. */
export function LayerSwatch({ spec, layer }: { spec: BaseSpecContent; layer: string }) {
  const found = spec.layers[layer];
  return found ? <Swatch color={found.color} /> : null;
}

/** A column of a section table: its heading (none for an actions column) and its width. */
export type Column = { label?: string; width?: string };

/** A section's table: the header row of its columns, then its bodies (`children`). */
export function SectionTable({ columns, editable = false, children }: { columns: Column[]; editable?: boolean; children: ReactNode }) {
  return (
    <table className={editable ? 'bs-table bs-edit-table' : 'bs-table'}>
      <thead>
        <tr>
          {columns.map(({ label, width }, i) => (
            <th key={i} style={width ? { width } : undefined}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** One body of rows, a row a name, marked `data-<kind>="<name>"`: systems and properties. */
export function NamedRows({ names, kind, cells }: { names: string[]; kind: string; cells: (name: string) => ReactNode }) {
  return (
    <tbody>
      {names.map((name) => (
        <tr key={name} {...{ [`data-${kind}`]: name }}>
          {cells(name)}
        </tr>
      ))}
    </tbody>
  );
}

/**
 * The layers of a spec, a body a draw-order group (headed by its label and count), a row a layer:
 * its name, then the `cells` of the layer.
 */
export function LayerGroupRows({
  spec,
  columns,
  cells,
}: {
  spec: BaseSpecContent;
  columns: number;
  cells: (name: string, layer: BaseSpecContent['layers'][string]) => ReactNode;
}) {
  return layersByGroup(spec).map(({ group, layers }) => (
    <tbody key={group} data-group={group}>
      <tr className="bs-group-row">
        <th colSpan={columns}>
          {groupLabel(group)} <span className="bs-muted">· {layers.length}</span>
        </th>
      </tr>
      {layers.map((layer) => (
        <tr key={layer} data-layer={layer}>
          <td className="bs-mono">{layer}</td>
          {cells(layer, spec.layers[layer]!)}
        </tr>
      ))}
    </tbody>
  ));
}

/** The draw order: a numbered list a group, each layer with its swatch and short name, then what `extra` adds (the editor's move buttons). */
export function DrawOrderGroups({
  spec,
  extra,
}: {
  spec: BaseSpecContent;
  extra?: (layer: string, index: number, layers: string[]) => ReactNode;
}) {
  let n = 0;
  return (
    <div className="bs-order">
      {layersByGroup(spec).map(({ group, layers }) => (
        <div key={group} className="bs-order-group" data-group={group}>
          <h3>{groupLabel(group)}</h3>
          <ol>
            {layers.map((layer, i) => (
              <li key={layer} value={++n} data-layer={layer}>
                <Swatch color={spec.layers[layer]!.color} /> <span className="bs-mono">{layer.split('/')[1]}</span>
                {extra?.(layer, i, layers)}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

/** A layer of a system as a chip: its swatch and name, then what `children` adds (the editor's remove button). */
export function LayerChip({ spec, layer, children }: { spec: BaseSpecContent; layer: string; children?: ReactNode }) {
  return (
    <span className="bs-chip">
      <LayerSwatch spec={spec} layer={layer} /> {layer}
      {children}
    </span>
  );
}
