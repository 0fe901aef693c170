import { describe, expect, it } from 'vitest';
import { menuHref, menuOpenForWidth } from './menu';

describe('menuHref', () => {
  it('puts entries under the base path', () => {
    expect(menuHref('/', 'jobs')).toBe('/jobs');
    expect(menuHref('/admin/jobs', 'welder')).toBe('/admin/jobs/welder');
    expect(menuHref('/admin/jobs/', '')).toBe('/admin/jobs/');
  });
  it('leaves root entries alone and adds the query', () => {
    expect(menuHref('/plum/build', '/plum', { root: true })).toBe('/plum');
    expect(menuHref('/plum/build', 'items', { query: { v: '1.2.0' } })).toBe('/plum/build/items?v=1.2.0');
  });
});

describe('menuOpenForWidth', () => {
  it('closes below 1024 px', () => {
    expect(menuOpenForWidth(1024)).toBe(true);
    expect(menuOpenForWidth(1023)).toBe(false);
  });
});
