import { BUILD_FIELDS, formatFieldValue, type BuildEntry, type BuildField, type BuildType } from '@workhub/domain';

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** One field's value laid out: lists as lists, groups and maps as their own label/value pairs. */
export function FieldValue({ field, value }: { field: BuildField; value: unknown }) {
  if (isEmpty(value)) return <span className="empty-value">{field.kind === 'list' ? 'None' : 'Not set'}</span>;
  if (field.kind === 'list' && Array.isArray(value)) {
    return (
      <ul className="value-list">
        {value.map((v, i) => (
          <li key={`${String(v)}-${i}`}>{String(v)}</li>
        ))}
      </ul>
    );
  }
  if (field.kind === 'group' && value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const known = new Set((field.fields ?? []).map((f) => f.key));
    const extra = Object.keys(record).filter((k) => !known.has(k));
    return (
      <dl className="facts nested-facts">
        {(field.fields ?? []).map((sub) =>
          record[sub.key] === undefined ? null : <FieldRow key={sub.key} field={sub} value={record[sub.key]} />,
        )}
        {extra.map((key) => (
          <FieldRow key={key} field={{ key, label: key, kind: 'text' }} value={record[key]} />
        ))}
      </dl>
    );
  }
  if (field.kind === 'map' && value && typeof value === 'object') {
    return (
      <dl className="facts nested-facts">
        {Object.entries(value as Record<string, unknown>).map(([key, v]) => (
          <FieldRow key={key} field={{ key, label: key, kind: 'text' }} value={v} />
        ))}
      </dl>
    );
  }
  return <>{formatFieldValue(field, value)}</>;
}

function FieldRow({ field, value }: { field: BuildField; value: unknown }) {
  return (
    <>
      <dt>{field.label}</dt>
      <dd data-field={field.key}>
        <FieldValue field={field} value={value} />
      </dd>
    </>
  );
}

/** Every field of an entry, labelled in words; fields the app does not know come last under their own names. */
export function EntryFields({ type, entry }: { type: BuildType; entry: BuildEntry }) {
  const fields = BUILD_FIELDS[type];
  const known = new Set(fields.map((f) => f.key));
  const extra = Object.keys(entry).filter((k) => !known.has(k));
  return (
    <dl className="facts entry-facts" data-testid="entry-fields">
      {fields.map((field) => (
        <FieldRow key={field.key} field={field} value={entry[field.key]} />
      ))}
      {extra.map((key) => (
        <FieldRow key={key} field={{ key, label: key, kind: Array.isArray(entry[key]) ? 'list' : 'text' }} value={entry[key]} />
      ))}
    </dl>
  );
}

/** A value in a table cell: short text; lists and groups joined. */
export function CellValue({ field, value }: { field: BuildField; value: unknown }) {
  if (isEmpty(value)) return <span className="empty-value">—</span>;
  if (field.kind === 'list' && Array.isArray(value)) {
    const shown = value.slice(0, 4).map(String).join(', ');
    return (
      <span title={value.map(String).join(', ')}>
        {shown}
        {value.length > 4 && <span className="more-count"> +{value.length - 4} more</span>}
      </span>
    );
  }
  if ((field.kind === 'group' || field.kind === 'map') && value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const subs: BuildField[] = field.kind === 'group' ? [...(field.fields ?? [])] : [];
    for (const key of Object.keys(record)) if (!subs.some((f) => f.key === key)) subs.push({ key, label: key, kind: 'text' });
    return (
      <span className="cell-lines">
        {subs
          .filter((f) => !isEmpty(record[f.key]))
          .map((f) => (
            <span key={f.key}>
              <span className="cell-key">{f.label}:</span> {formatFieldValue(f, record[f.key])}
            </span>
          ))}
      </span>
    );
  }
  return <>{formatFieldValue(field, value)}</>;
}
