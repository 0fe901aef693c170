/** An action button beside a menu entry (e.g. promote a job). */
export interface MenuAction {
  label: string;
  title?: string;
  onClick: () => void;
}

/** An entry: name shown, path (under the base path unless root), optional query and actions. */
export interface MenuEntry {
  name: string;
  path: string;
  root?: boolean;
  query?: Record<string, string>;
  actions?: MenuAction[];
  /** Shown dimmed (e.g. a job without publicAt). */
  dimmed?: boolean;
}

export interface MenuGroupTitle {
  title: string;
}

export interface MenuSeparator {
  separator: true;
}

/** The four kinds of menu item (supporting spec "Menu layout"); a plain name is used as the path. */
export type MenuItem = string | MenuEntry | MenuGroupTitle | MenuSeparator;

export const isSeparator = (item: MenuItem): item is MenuSeparator => typeof item === 'object' && 'separator' in item;
export const isGroupTitle = (item: MenuItem): item is MenuGroupTitle => typeof item === 'object' && 'title' in item;
