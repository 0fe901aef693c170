/**
 * The panel layout kept in the address (supporting spec §2 "Panel layout in the address";
 * docs/versioned-data.md "Pages").
 *
 * Two frames: `navigation` (panes centre, floating) and `plume` (panes centre, right, bottom,
 * floating). A frame's layout is one query parameter named after the frame; each pane property
 * is written `pane.key-value` and the parts are joined with underscores:
 *
 *     ?navigation=centre.space-kitchen_floating.open-true&filter=all
 *
 * Escaping (so that any key and any value round-trip): inside a key or a value the four
 * characters the format uses are written with `~` as the escape character —
 *
 *     `~` → `~~`    `_` → `~u`    `.` → `~d`    `-` → `~h`
 *
 * so every `_`, `.` and `-` left in the text is a separator. `~` is an unreserved URL character,
 * so the address stays readable; everything else (spaces, `&`, `=`, `%`, non-ASCII) is left to the
 * query string's own percent-encoding (URLSearchParams). Reading is forgiving: a part without a
 * `.` or a `-`, a bad escape, an unknown pane (or, when the caller names the keys it knows, an
 * unknown key) is ignored, never an error.
 *
 * The `filter` query parameter is separate and defaults to 'all' (it is left out of the address
 * while it is 'all').
 */

export const PANEL_FRAMES = {
  navigation: ['centre', 'floating'],
  plume: ['centre', 'right', 'bottom', 'floating'],
} as const;

export type PanelFrame = keyof typeof PANEL_FRAMES;
export type PaneOf<F extends PanelFrame> = (typeof PANEL_FRAMES)[F][number];
/** Each pane's properties, key → value; a pane without properties is absent. */
export type PanesOf<F extends PanelFrame> = Partial<Record<PaneOf<F>, Record<string, string>>>;

export interface PanelLayout<F extends PanelFrame> {
  frame: F;
  panes: PanesOf<F>;
  filter: string;
}

export const DEFAULT_PANEL_FILTER = 'all';
export const PANEL_FILTER_PARAM = 'filter';

/** Per pane, the keys a reader understands; properties under other keys are dropped on reading. */
export type KnownPaneKeys<F extends PanelFrame> = Partial<Record<PaneOf<F>, readonly string[]>>;

const ESCAPES: Record<string, string> = { '~': '~~', _: '~u', '.': '~d', '-': '~h' };
const UNESCAPES: Record<string, string> = { '~': '~', u: '_', d: '.', h: '-' };

/** Escapes a key or value so it holds no `_`, `.` or `-`. */
export function escapePanePart(text: string): string {
  return text.replace(/[~_.-]/g, (c) => ESCAPES[c]!);
}

/** The text an escaped key or value stands for; null when an escape is malformed. */
export function unescapePanePart(text: string): string | null {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '_' || c === '.' || c === '-') return null;
    if (c !== '~') {
      out += c;
      continue;
    }
    const next = UNESCAPES[text[i + 1] ?? ''];
    if (next === undefined) return null;
    out += next;
    i++;
  }
  return out;
}

export function isPaneOf<F extends PanelFrame>(frame: F, pane: string): pane is PaneOf<F> {
  return (PANEL_FRAMES[frame] as readonly string[]).includes(pane);
}

/** `centre.space-kitchen_floating.open-true`: panes in the frame's order, keys sorted; unknown panes left out. */
export function encodePanes<F extends PanelFrame>(frame: F, panes: PanesOf<F>): string {
  const parts: string[] = [];
  for (const pane of PANEL_FRAMES[frame] as readonly PaneOf<F>[]) {
    const props = panes[pane];
    if (!props) continue;
    for (const key of Object.keys(props).sort()) {
      const value = props[key];
      if (typeof value !== 'string') continue;
      parts.push(`${pane}.${escapePanePart(key)}-${escapePanePart(value)}`);
    }
  }
  return parts.join('_');
}

/** The panes written in `text` (see the module comment); whatever does not read is ignored. */
export function decodePanes<F extends PanelFrame>(frame: F, text: string | null | undefined, known?: KnownPaneKeys<F>): PanesOf<F> {
  const panes: PanesOf<F> = {};
  if (!text) return panes;
  for (const part of text.split('_')) {
    const dot = part.indexOf('.');
    if (dot < 0) continue;
    const pane = part.slice(0, dot);
    if (!isPaneOf(frame, pane)) continue;
    const rest = part.slice(dot + 1);
    const dash = rest.indexOf('-');
    if (dash < 0) continue;
    const key = unescapePanePart(rest.slice(0, dash));
    const value = unescapePanePart(rest.slice(dash + 1));
    if (key === null || value === null) continue;
    const allowed = known?.[pane];
    if (allowed && !allowed.includes(key)) continue;
    // A null-prototype record: a key such as `__proto__` is an ordinary property here.
    const props = panes[pane] ?? (Object.create(null) as Record<string, string>);
    props[key] = value;
    panes[pane] = props;
  }
  return panes;
}

function searchOf(search: URLSearchParams | string): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** The frame's layout read from a query string (`?a=b…` or URLSearchParams). */
export function readPanelLayout<F extends PanelFrame>(
  frame: F,
  search: URLSearchParams | string,
  known?: KnownPaneKeys<F>,
): PanelLayout<F> {
  const params = searchOf(search);
  const filter = params.get(PANEL_FILTER_PARAM);
  return { frame, panes: decodePanes(frame, params.get(frame), known), filter: filter ? filter : DEFAULT_PANEL_FILTER };
}

/**
 * A new query string with the frame's layout written into `search`; every other parameter is
 * kept. The frame's parameter is removed when no pane has a property, `filter` while it is 'all'.
 */
export function writePanelLayout<F extends PanelFrame>(
  layout: Pick<PanelLayout<F>, 'frame' | 'panes' | 'filter'>,
  search: URLSearchParams | string = '',
): URLSearchParams {
  const params = new URLSearchParams(searchOf(search));
  const encoded = encodePanes(layout.frame, layout.panes);
  if (encoded) params.set(layout.frame, encoded);
  else params.delete(layout.frame);
  if (!layout.filter || layout.filter === DEFAULT_PANEL_FILTER) params.delete(PANEL_FILTER_PARAM);
  else params.set(PANEL_FILTER_PARAM, layout.filter);
  return params;
}

/** The panes with one property set (a string) or removed (null/undefined); the others unchanged. Pure. */
export function withPaneProperty<F extends PanelFrame>(
  frame: F,
  panes: PanesOf<F>,
  pane: PaneOf<F>,
  key: string,
  value: string | null | undefined,
): PanesOf<F> {
  if (!isPaneOf(frame, pane)) return panes;
  const next: PanesOf<F> = { ...panes };
  const props = Object.assign(Object.create(null) as Record<string, string>, panes[pane]);
  if (value === null || value === undefined) delete props[key];
  else props[key] = value;
  if (Object.keys(props).length === 0) delete next[pane];
  else next[pane] = props;
  return next;
}
