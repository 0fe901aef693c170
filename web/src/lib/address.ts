import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';

/** What an address update may give: the whole search, or a function of the latest one. */
export type SearchInit = URLSearchParams | string | Record<string, string>;
export type SearchUpdate = SearchInit | ((latest: URLSearchParams) => SearchInit);

interface Address {
  pathname: string;
  search: string;
}

interface ShownAddress extends Address {
  /** The router's key of this history entry: each entry is taken into account once, however many pages read it. */
  key: string;
}

/**
 * The address as the page last saw it, and the addresses asked for since then that the router has
 * not shown yet (oldest first). A choice builds on the newest of these: two choices made before the
 * page re-renders (order, then direction) both hold, where react-router's own functional update
 * would compute the second from the address of the last render and drop the first.
 */
let seen: ShownAddress | null = null;
let asked: Address[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const changed = () => listeners.forEach((listener) => listener());

const same = (a: Address, b: Address) => a.pathname === b.pathname && a.search === b.search;
const normalSearch = (search: string) => {
  const text = new URLSearchParams(search).toString();
  return text ? `?${text}` : '';
};

/** The router showed `address`: what was asked up to it has landed; an address nobody asked for (a link, Back) drops the rest. */
export function addressShown(address: ShownAddress): void {
  const shown = { key: address.key, pathname: address.pathname, search: normalSearch(address.search) };
  // The same entry read by another page part (a second router's first entry has the same key, 'default').
  if (seen && seen.key === shown.key && same(seen, shown)) return;
  const at = asked.findIndex((a) => same(a, shown));
  const before = asked.length;
  asked = at >= 0 ? asked.slice(at + 1) : [];
  seen = shown;
  if (asked.length !== before) changed();
}

/** The search last asked for on `pathname` and not yet shown by the router, if any. */
function pendingSearch(pathname: string): string | null {
  const newest = asked.at(-1);
  return newest && newest.pathname === pathname ? newest.search : null;
}

/** The newest address on `pathname`: the last one asked for and not yet shown, else the one shown. */
export function latestAddress(fallback: Address): Address {
  const newest = asked.at(-1);
  if (newest && newest.pathname === fallback.pathname) return newest;
  if (seen && seen.pathname === fallback.pathname) return { pathname: seen.pathname, search: seen.search };
  return { pathname: fallback.pathname, search: normalSearch(fallback.search) };
}

/** Records an address about to be asked for; answers it (search normalised). */
export function addressAsked(address: Address): Address {
  const next = { pathname: address.pathname, search: normalSearch(address.search) };
  asked.push(next);
  changed();
  return next;
}

/** For tests: forget what was seen and asked. */
export function resetAddressMemory(): void {
  seen = null;
  asked = [];
  changed();
}

const searchOf = (init: SearchInit) => new URLSearchParams(init).toString();

/**
 * The page's search parameters and their update, like react-router's useSearchParams, except that an
 * update given as a function receives the latest address (including choices not yet rendered), so a
 * fast sequence of choices keeps all of them; and the parameters are those last asked for while the
 * router is still on its way to them, so a control shows its choice at once (a checked radio does not
 * snap back until the address lands). Every page whose controls write the address uses this.
 */
export function useAddressSearch(): [URLSearchParams, (update: SearchUpdate, options?: NavigateOptions) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => addressShown(location), [location]);
  const { pathname, search } = location;
  const pending = useSyncExternalStore(subscribe, () => pendingSearch(pathname));
  const shown = pending ?? search;
  const params = useMemo(() => new URLSearchParams(shown), [shown]);
  const update = useCallback(
    (change: SearchUpdate, options?: NavigateOptions) => {
      const latest = latestAddress({ pathname, search });
      const init = typeof change === 'function' ? change(new URLSearchParams(latest.search)) : change;
      const next = addressAsked({ pathname: latest.pathname, search: searchOf(init) });
      void navigate({ pathname: next.pathname, search: next.search }, options);
    },
    [navigate, pathname, search],
  );
  return [params, update];
}
