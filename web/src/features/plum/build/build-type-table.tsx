import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BUILD_FIELDS, BUILD_TYPE_LABELS, type BuildSpec, type BuildType } from '@workhub/domain';
import { paths } from '../../../lib/paths';
import { CellValue } from './entry-fields';

/** /plum/build/{type}: the type's entries of one release in a table with its fields. */
export function BuildTypeTable({ spec, type, explicit }: { spec: BuildSpec; type: BuildType; explicit: boolean }) {
  const [filter, setFilter] = useState('');
  const entries = spec[type];
  const names = useMemo(() => Object.keys(entries).sort(), [entries]);
  const shown = filter.trim() ? names.filter((n) => n.toLowerCase().includes(filter.trim().toLowerCase())) : names;
  const fields = BUILD_FIELDS[type];
  const v = explicit ? spec.version : null;
  return (
    <section className="page build-page wide" data-testid="build-type">
      <h2>
        {BUILD_TYPE_LABELS[type]} <span className="hint">in {spec.version}</span>
      </h2>
      <div className="build-toolbar">
        <p className="hint" data-testid="entry-count">
          {filter.trim() ? `${shown.length} of ${names.length} entries` : `${names.length} entries`}
        </p>
        {names.length > 0 && (
          <input
            type="search"
            className="build-filter"
            aria-label="Filter by name"
            placeholder="Filter by name"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        )}
      </div>
      {names.length === 0 ? (
        <p className="build-empty">
          Release {spec.version} has no {BUILD_TYPE_LABELS[type].toLowerCase()}.
        </p>
      ) : shown.length === 0 ? (
        <p className="build-empty">No entry matches “{filter}”.</p>
      ) : (
        <div className="table-scroll">
          <table className="build-table" data-testid="entries-table">
            <thead>
              <tr>
                <th>Name</th>
                {fields.map((f) => (
                  <th key={f.key}>{f.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((name) => (
                <tr key={name}>
                  <td className="entry-name">
                    <Link to={paths.buildEntry(type, name, v)}>{name}</Link>
                  </td>
                  {fields.map((f) => (
                    <td key={f.key} className={f.key === 'description' || f.kind === 'list' ? 'wrap' : undefined}>
                      <CellValue field={f} value={entries[name]?.[f.key]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
