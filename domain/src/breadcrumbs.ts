export interface Crumb {
  label: string;
  to: string;
}

export interface BreadcrumbOptions {
  /** Trailing path segments not shown (default 1: the current page is the page's own heading). */
  dropTrailing?: number;
  /** Carry the query string into crumb links. */
  carryQuery?: boolean;
  /** Query keys never carried. */
  ignoreQueryKeys?: readonly string[];
  /** The current query string (with or without '?'). */
  search?: string;
}

/** A segment as shown: space0 shows as space; capitalised unless it starts with 'CS'. */
export function crumbLabel(segment: string): string {
  const decoded = safeDecode(segment);
  const name = decoded === 'space0' ? 'space' : decoded;
  if (name.startsWith('CS')) return name;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Keeps the query string minus the ignored keys, for crumb links. */
export function carriedQuery(search: string | undefined, ignore: readonly string[] = []): string {
  const params = new URLSearchParams(search ?? '');
  for (const key of ignore) params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Breadcrumbs of a path (supporting spec "Menu layout"): 'Work' first, then each path segment,
 * skipping any segment equal to a route parameter's value.
 */
export function breadcrumbs(pathname: string, params: Record<string, string | undefined>, options: BreadcrumbOptions = {}): Crumb[] {
  const dropTrailing = options.dropTrailing ?? 1;
  const query = options.carryQuery ? carriedQuery(options.search, options.ignoreQueryKeys) : '';
  const paramValues = new Set(Object.values(params).filter((v): v is string => typeof v === 'string' && v !== ''));
  const segments = pathname.split('/').filter(Boolean);
  const kept = segments.slice(0, Math.max(0, segments.length - dropTrailing));
  const crumbs: Crumb[] = [{ label: 'Work', to: `/${query}` }];
  kept.forEach((segment, index) => {
    if (paramValues.has(safeDecode(segment)) || paramValues.has(segment)) return;
    crumbs.push({ label: crumbLabel(segment), to: `/${segments.slice(0, index + 1).join('/')}${query}` });
  });
  return crumbs;
}
