import { describe, expect, it } from 'vitest';
import { breadcrumbs, carriedQuery, crumbLabel } from './breadcrumbs';

describe('crumbLabel', () => {
  it('capitalises, except segments starting with CS', () => {
    expect(crumbLabel('admin')).toBe('Admin');
    expect(crumbLabel('CSrevisions')).toBe('CSrevisions');
    expect(crumbLabel('cs-things')).toBe('Cs-things');
  });
  it('shows space0 as space', () => {
    expect(crumbLabel('space0')).toBe('Space');
  });
});

describe('breadcrumbs', () => {
  it("starts with 'Work' and drops the last segment by default", () => {
    expect(breadcrumbs('/admin/jobs', {})).toEqual([
      { label: 'Work', to: '/' },
      { label: 'Admin', to: '/admin' },
    ]);
  });
  it('skips segments equal to a route parameter', () => {
    const crumbs = breadcrumbs('/plum/class-parts/bath/wallPanel', { system: 'bath', classPart: 'wallPanel' }, { dropTrailing: 0 });
    expect(crumbs.map((c) => c.label)).toEqual(['Work', 'Plum', 'Class-parts']);
  });
  it('keeps later links pointing at their full path', () => {
    const crumbs = breadcrumbs('/dash/P-1001/base', { id: 'P-1001' }, { dropTrailing: 0 });
    expect(crumbs).toEqual([
      { label: 'Work', to: '/' },
      { label: 'Dash', to: '/dash' },
      { label: 'Base', to: '/dash/P-1001/base' },
    ]);
  });
  it('drops the given number of trailing segments', () => {
    expect(breadcrumbs('/a/b/c/d', {}, { dropTrailing: 2 }).map((c) => c.label)).toEqual(['Work', 'A', 'B']);
    expect(breadcrumbs('/a', {}, { dropTrailing: 5 }).map((c) => c.label)).toEqual(['Work']);
  });
  it('carries the query string minus ignored keys when asked', () => {
    const crumbs = breadcrumbs('/plum/build/items', {}, { carryQuery: true, ignoreQueryKeys: ['filter'], search: '?v=1.2.0&filter=all' });
    expect(crumbs.map((c) => c.to)).toEqual(['/?v=1.2.0', '/plum?v=1.2.0', '/plum/build?v=1.2.0']);
    expect(breadcrumbs('/plum/x', {}, { search: '?v=1' }).map((c) => c.to)).toEqual(['/', '/plum']);
  });
  it('carriedQuery drops ignored keys and empty results', () => {
    expect(carriedQuery('?a=1&b=2', ['a'])).toBe('?b=2');
    expect(carriedQuery('?a=1', ['a'])).toBe('');
  });
});
