/** Where a menu entry links to: under the menu's base path unless it is a root entry. */
export function menuHref(basePath: string, path: string, options: { root?: boolean; query?: Record<string, string> } = {}): string {
  const base = basePath === '/' ? '' : basePath.replace(/\/+$/, '');
  const target = options.root ? path : `${base}/${path.replace(/^\/+/, '')}`;
  const query = new URLSearchParams(options.query ?? {}).toString();
  return `${target || '/'}${query ? `?${query}` : ''}`;
}

/** Menu width and behaviour (supporting spec section 9). */
export const MENU_WIDTH = 150;
export const MENU_BREAKPOINT = 1024;
export const MENU_TOGGLE_MS = 250;

/** The menu closes by itself on windows narrower than the breakpoint. */
export function menuOpenForWidth(width: number): boolean {
  return width >= MENU_BREAKPOINT;
}
