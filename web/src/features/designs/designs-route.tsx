import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useFirestore } from 'reactfire';
import {
  TAG_KIND_LABELS,
  TAG_RESULTS,
  changeDesignPage,
  designSkipFromSearch,
  designPageLabel,
  hasDesignPage,
  tagDisplayId,
  tagFiltersFromSearch,
  tagFiltersKey,
  tagFiltersToSearch,
  tagIdProblem,
  tagKind,
  tagReferences,
  type Design,
  type Tag,
  type TagFilters,
  type TagValue,
} from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useAuthStore } from '../../stores/auth-store';
import { useDesignsStore } from './designs-store';
import { useTag, useTags } from './use-tags';
import './designs.css';
import { useAddressSearch } from '../../lib/address';
import { LinkButton, useDebounced } from '../../components/kit';

const valueLabel = (value: TagValue) => value ?? 'null';

/**
 * /designs (supporting spec §3, §7): designs ten to a page, filtered by tags (each 'exists' or
 * 'is null'; the filters and the page are in the address); a tag set or unset on a design; the
 * tags listed live with their kind, references and verifier, all or only mine; a new tag.
 */
export function Component() {
  const [search, setSearch] = useAddressSearch();
  const filterValues = search.getAll('tag');
  const filters = useMemo(() => tagFiltersFromSearch(filterValues), [filterValues.join('&')]); // eslint-disable-line react-hooks/exhaustive-deps
  const skip = designSkipFromSearch(search.get('page'));
  const mine = search.get('mine') === '1';
  const user = useAuthStore((s) => s.user);
  const tags = useTags(mine ? user : null);
  const allTags = useTags(null);

  const store = useDesignsStore();
  const { load } = store;
  // The fetch waits until the filters (and page) have not changed for the spec's minimum fetch delay.
  const wanted = useMemo(() => ({ filters, skip }), [filters, skip]);
  const fetched = useDebounced(wanted);
  useEffect(() => {
    void load(fetched.filters, fetched.skip);
  }, [load, fetched]);

  // The page the address asks for, from the store when it holds it: shown in the same render as the
  // address change (the refresh follows), else loading until the store has it.
  const filterKey = tagFiltersKey(filters);
  const ids = store.pages[filterKey]?.[skip];
  const designs = (ids ?? []).map((id) => store.designsById[id]).filter((d): d is Design => d !== undefined);
  const asked = store.filterKey === filterKey && store.skip === skip;
  const failed = !ids && asked && store.status === 'error';
  const loading = !ids && !failed;
  const page = { skip, limit: store.limit, count: store.counts[filterKey] ?? (asked ? store.count : 0) };

  // Each change edits the latest address (a choice made before the last one has rendered is kept).
  const change = (edit: (next: URLSearchParams) => void) =>
    setSearch((latest) => {
      edit(latest);
      return latest;
    });
  const goTo = (nextSkip: number) =>
    change((next) => (nextSkip === 0 ? next.delete('page') : next.set('page', String(nextSkip / store.limit + 1))));
  const setFilters = (edit: (latest: TagFilters) => TagFilters) =>
    change((next) => {
      const nextFilters = edit(tagFiltersFromSearch(next.getAll('tag')));
      next.delete('tag');
      next.delete('page');
      for (const value of tagFiltersToSearch(nextFilters)) next.append('tag', value);
    });

  const tagIds = allTags.data.map((t) => t.id).sort();

  return (
    <main className="page designs-page">
      <Breadcrumbs />
      <header className="designs-header">
        <div>
          <h1>Designs</h1>
          <p className="hint">Catalogue designs, ten to a page. Filter by tags, and set or unset a tag on a design.</p>
        </div>
      </header>
      <div className="designs-layout">
        <div className="designs-main">
          <FilterBar filters={filters} tagIds={tagIds} onChange={setFilters} />
          <div className="designs-pager" aria-label="Pages">
            <button type="button" onClick={() => goTo(changeDesignPage(page, 'previous'))} disabled={!hasDesignPage(page, 'previous')}>
              ← Previous
            </button>
            <span data-testid="designs-range" aria-live="polite">
              {loading ? 'Loading designs…' : designPageLabel(page)}
            </span>
            <button type="button" onClick={() => goTo(changeDesignPage(page, 'next'))} disabled={!hasDesignPage(page, 'next')}>
              Next →
            </button>
          </div>
          <DesignsTable designs={designs} loading={loading} failed={failed} filtered={Object.keys(filters).length > 0} tagIds={tagIds} />
        </div>
        <aside className="tags-panel" aria-label="Tags">
          <div className="tags-panel-head">
            <h2>Tags</h2>
            <div className="segmented" role="group" aria-label="Which tags">
              <button type="button" aria-pressed={!mine} onClick={() => change((next) => next.delete('mine'))}>
                All tags
              </button>
              <button type="button" aria-pressed={mine} onClick={() => change((next) => next.set('mine', '1'))} disabled={!user}>
                My tags
              </button>
            </div>
          </div>
          <TagList tags={tags.data} status={tags.status} mine={mine} />
          <NewTagForm tagIds={tagIds} />
        </aside>
      </div>
    </main>
  );
}

function FilterBar({
  filters,
  tagIds,
  onChange,
}: {
  filters: TagFilters;
  tagIds: string[];
  onChange: (edit: (latest: TagFilters) => TagFilters) => void;
}) {
  const [key, setKey] = useState('');
  const [mode, setMode] = useState<'exists' | 'null'>('exists');
  const chosen = useTag(key || null);
  const entries = Object.entries(filters);
  const free = tagIds.filter((id) => !(id in filters));
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!key) return;
    onChange((latest) => ({ ...latest, [key]: mode === 'exists' ? true : null }));
    setKey('');
  };
  return (
    <div className="designs-filters">
      <form className="filter-form" onSubmit={add} aria-label="Add a tag filter">
        <label>
          Tag
          <select value={key} onChange={(e) => setKey(e.target.value)} aria-label="Filter tag">
            <option value="">Choose a tag…</option>
            {free.map((id) => (
              <option key={id} value={id}>
                {tagDisplayId(id)} ({TAG_KIND_LABELS[tagKind(id)].toLowerCase()})
              </option>
            ))}
          </select>
        </label>
        <label>
          Condition
          <select value={mode} onChange={(e) => setMode(e.target.value as 'exists' | 'null')} aria-label="Filter condition">
            <option value="exists">exists</option>
            <option value="null">is null</option>
          </select>
        </label>
        <button type="submit" disabled={!key}>
          Add filter
        </button>
        {key && chosen.data && (
          <span className="hint" data-testid="filter-tag-info">
            {TAG_KIND_LABELS[tagKind(key)]} · verified by {chosen.data.verifier ?? 'nobody'}
          </span>
        )}
      </form>
      <div className="filter-chips" aria-label="Tag filters">
        {entries.length === 0 ? (
          <span className="hint">No tag filter: every design.</span>
        ) : (
          entries.map(([id, value]) => (
            <span key={id} className="filter-chip" data-testid="tag-filter">
              <strong>{tagDisplayId(id)}</strong> {value === true ? 'exists' : 'is null'}
              <button
                type="button"
                aria-label={`Remove the filter ${tagDisplayId(id)}`}
                onClick={() => onChange((latest) => Object.fromEntries(Object.entries(latest).filter(([k]) => k !== id)))}
              >
                ×
              </button>
            </span>
          ))
        )}
        {entries.length > 1 && <LinkButton onClick={() => onChange(() => ({}))}>Clear filters</LinkButton>}
      </div>
    </div>
  );
}

function DesignsTable(props: { designs: Design[]; loading: boolean; failed: boolean; filtered: boolean; tagIds: string[] }) {
  if (props.loading) return <p className="designs-empty">Loading designs…</p>;
  if (props.failed)
    return <p className="designs-empty error">The designs could not be read. The error is shown above; try again shortly.</p>;
  if (props.designs.length === 0)
    return <p className="designs-empty">{props.filtered ? 'No design matches these tag filters.' : 'There are no designs yet.'}</p>;
  return (
    <table className="designs-table">
      <thead>
        <tr>
          <th scope="col">Design</th>
          <th scope="col">Name</th>
          <th scope="col">Tags</th>
          <th scope="col">Set a tag</th>
        </tr>
      </thead>
      <tbody>
        {props.designs.map((design) => (
          <DesignRow key={design.id} design={design} tagIds={props.tagIds} />
        ))}
      </tbody>
    </table>
  );
}

function DesignRow({ design, tagIds }: { design: Design; tagIds: string[] }) {
  const setTag = useDesignsStore((s) => s.setTag);
  const unsetTag = useDesignsStore((s) => s.unsetTag);
  const [key, setKey] = useState('');
  const [value, setValue] = useState<string>('pass');
  const [busy, setBusy] = useState(false);
  const entries = Object.entries(design.tag).sort(([a], [b]) => a.localeCompare(b));
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (done) setKey('');
  };
  return (
    <tr data-testid={`design-${design.id}`}>
      <td className="mono">{design.id}</td>
      <td>{design.name ?? <span className="hint">unnamed</span>}</td>
      <td>
        {entries.length === 0 ? (
          <span className="hint">no tags</span>
        ) : (
          <ul className="tag-values">
            {entries.map(([id, v]) => (
              <li key={id} className={`tag-value ${v ?? 'null'}`} data-testid="design-tag">
                <span className={`kind-dot ${tagKind(id)}`} title={TAG_KIND_LABELS[tagKind(id)]} />
                {tagDisplayId(id)}: <strong>{valueLabel(v)}</strong>
                <button
                  type="button"
                  aria-label={`Unset ${tagDisplayId(id)} on ${design.id}`}
                  title="Unset this tag"
                  disabled={busy}
                  onClick={() => void run(() => unsetTag(design, id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <form
          className="set-tag"
          aria-label={`Set a tag on ${design.id}`}
          onSubmit={(e) => {
            e.preventDefault();
            if (key) void run(() => setTag(design, key, value === 'null' ? null : (value as TagValue)));
          }}
        >
          <select value={key} onChange={(e) => setKey(e.target.value)} aria-label={`Tag for ${design.id}`}>
            <option value="">Tag…</option>
            {tagIds.map((id) => (
              <option key={id} value={id}>
                {tagDisplayId(id)}
              </option>
            ))}
          </select>
          <select value={value} onChange={(e) => setValue(e.target.value)} aria-label={`Value for ${design.id}`}>
            {[...TAG_RESULTS, 'null'].map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
          <button type="submit" disabled={!key || busy}>
            Set
          </button>
        </form>
      </td>
    </tr>
  );
}

function TagList({ tags, status, mine }: { tags: Tag[]; status: string; mine: boolean }) {
  const sorted = [...tags].sort((a, b) => a.id.localeCompare(b.id));
  if (status === 'loading' && tags.length === 0) return <p className="hint">Loading tags…</p>;
  if (sorted.length === 0) return <p className="hint">{mine ? 'You have not verified any tag yet.' : 'There are no tags yet.'}</p>;
  return (
    <ul className="tag-list" data-testid="tag-list">
      {sorted.map((tag) => {
        const refs = tagReferences(tag.references);
        const kind = tagKind(tag.id);
        return (
          <li key={tag.id} data-testid={`tag-${tag.id}`}>
            <div className="tag-line">
              <strong>{tagDisplayId(tag.id)}</strong>
              <span className={`kind-badge ${kind}`}>{TAG_KIND_LABELS[kind]}</span>
            </div>
            <div className="hint">
              {refs.build && refs.build !== tag.id && <>build {tagDisplayId(refs.build)} · </>}
              {refs.layer && refs.layer !== tag.id && <>layer {tagDisplayId(refs.layer)} · </>}
              verifier {tag.verifier ?? '—'}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function NewTagForm({ tagIds }: { tagIds: string[] }) {
  const firestore = useFirestore();
  const user = useAuthStore((s) => s.user);
  const createTag = useDesignsStore((s) => s.createTag);
  const [id, setId] = useState('');
  const [against, setAgainst] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const problem = id ? tagIdProblem(id) : undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user || problem || !id) return;
    const made = await createTag(firestore, id.trim(), user, against || undefined);
    if (made) {
      setCreated(made);
      setId('');
      setAgainst('');
    }
  };
  return (
    <form className="new-tag" onSubmit={submit} aria-label="New tag">
      <h3>New tag</h3>
      <label>
        Tag id
        <input value={id} onChange={(e) => setId(e.target.value)} placeholder="Bv3.3.0-1" aria-invalid={problem ? true : undefined} />
      </label>
      {problem && <span className="field-error">{problem}</span>}
      <label>
        Verified against (optional)
        <select value={against} onChange={(e) => setAgainst(e.target.value)}>
          <option value="">—</option>
          {tagIds.map((t) => (
            <option key={t} value={t}>
              {tagDisplayId(t)}
            </option>
          ))}
        </select>
      </label>
      <span className="hint">Verifier: {user ?? '—'} (you)</span>
      <button type="submit" disabled={!id || Boolean(problem) || !user}>
        Create tag
      </button>
      {created && (
        <span className="hint" role="status">
          Created {tagDisplayId(created)}.
        </span>
      )}
    </form>
  );
}
