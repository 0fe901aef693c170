import { Link, useLocation, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PaneContent, usePanelLayout } from '../../components/panel-layout';
import { paths } from '../../lib/paths';
import { SpaceList } from './space-list';
import { SPACE_SECTIONS, SpaceView } from './space-view';
import { useSpaces } from './use-spaces';
import './spaces.css';

/** The pane properties /space0 keeps in the address (others are ignored). */
const SPACE0_KEYS = { centre: ['layer'], floating: ['open', 'tab'] } as const;
const FLOATING_TABS = { spaces: 'Spaces', details: 'Metadata & warnings' } as const;
type FloatingTab = keyof typeof FLOATING_TABS;

const SECTION_LABELS: Record<string, string> = { all: 'Everything', layers: 'Layers', metadata: 'Metadata', warnings: 'Warnings' };

/**
 * /space0/{id?}: the space in the navigation frame of the panel layout: the centre pane shows the
 * space (or asks to choose one), the floating pane the list of spaces or the space's metadata and
 * warnings. Which pane is open, its tab, the focused layer and the filter live in the address.
 */
export function Component() {
  const { id } = useParams();
  const { search } = useLocation();
  const layout = usePanelLayout('navigation', SPACE0_KEYS);
  const floatingOpen = layout.pane('floating', 'open', id ? 'false' : 'true') === 'true';
  const tabValue = layout.pane('floating', 'tab', 'spaces')!;
  const tab: FloatingTab = tabValue in FLOATING_TABS ? (tabValue as FloatingTab) : 'spaces';
  const layer = layout.pane('centre', 'layer');

  return (
    <main className="page spaces-page space0-page">
      <Breadcrumbs dropTrailing={0} />
      <div className="space0-toolbar" role="toolbar" aria-label="Panes">
        <label>
          Show{' '}
          <select value={layout.filter} onChange={(e) => layout.setFilter(e.target.value)} aria-label="Filter">
            {SPACE_SECTIONS.map((s) => (
              <option key={s} value={s}>
                {SECTION_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          aria-pressed={floatingOpen}
          onClick={() => layout.setPane('floating', 'open', floatingOpen ? 'false' : 'true')}
        >
          {floatingOpen ? 'Hide the side pane' : 'Show the side pane'}
        </button>
        {id && (
          <Link to={paths.space(id)} className="space0-edit">
            Edit this space →
          </Link>
        )}
      </div>
      <div className={`space0-frame${floatingOpen ? ' with-floating' : ''}`} data-frame="navigation">
        <section className="space0-pane space0-centre" data-pane="centre" aria-label="Centre pane">
          {id ? (
            <PaneContent contentKey={`space:${id}`} placeholder="Loading the space…">
              <SpaceView
                key={id}
                id={id}
                readOnly
                filter={layout.filter}
                focusedLayer={layer}
                onFocusLayer={(name) => layout.setPane('centre', 'layer', name)}
              />
            </PaneContent>
          ) : (
            <div className="space0-prompt">
              <h1>Choose a space</h1>
              <p>Pick a space from the side pane to open it here.</p>
            </div>
          )}
        </section>
        {floatingOpen && (
          <aside className="space0-pane space0-floating" data-pane="floating" aria-label="Side pane">
            <div className="space0-tabs" role="tablist">
              {(Object.keys(FLOATING_TABS) as FloatingTab[]).map((t) => (
                <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => layout.setPane('floating', 'tab', t)}>
                  {FLOATING_TABS[t]}
                </button>
              ))}
            </div>
            <PaneContent contentKey={`${tab}:${id ?? ''}`}>
              {tab === 'spaces' ? (
                <FloatingSpaceList current={id} search={search} />
              ) : id ? (
                <SpaceView key={id} id={id} readOnly only={['metadata', 'warnings']} />
              ) : (
                <p className="hint">Choose a space first.</p>
              )}
            </PaneContent>
          </aside>
        )}
      </div>
    </main>
  );
}

/** The spaces in the side pane: choosing one opens it in the centre pane, keeping the panes. */
function FloatingSpaceList({ current, search }: { current?: string; search: string }) {
  const { spaces, status } = useSpaces(false);
  if (status === 'loading') return <p className="page-loading">Loading the spaces…</p>;
  if (spaces.length === 0) return <p className="hint">No spaces yet.</p>;
  return <SpaceList spaces={spaces} compact current={current} linkTo={(s) => `${paths.space0(s.id)}${search}`} />;
}
