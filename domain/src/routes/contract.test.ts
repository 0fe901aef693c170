import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, routeInputOf, routeKey } from './contract.js';
import { routeContracts } from './index.js';

describe('route contracts', () => {
  const remove = defineRoute({
    service: 'pick',
    method: 'DELETE',
    path: '/lists',
    input: 'body or query',
    schema: z.strictObject({ id: z.string() }),
    answer: z.object({ deleted: z.boolean() }),
    summary: 'Deletes a list.',
  });

  it('reads a body-or-query route from the query when the body is empty, and from the body otherwise', () => {
    expect(routeInputOf(remove, {}, { id: 'q' })).toEqual({ id: 'q' });
    expect(routeInputOf(remove, undefined, { id: 'q' })).toEqual({ id: 'q' });
    expect(routeInputOf(remove, { id: 'b' }, { id: 'q' })).toEqual({ id: 'b' });
    expect(routeInputOf({ input: 'query' }, { id: 'b' }, { id: 'q' })).toEqual({ id: 'q' });
    expect(routeInputOf({ input: 'body' }, { id: 'b' }, { id: 'q' })).toEqual({ id: 'b' });
  });

  it('names a route by its method and mounted path', () => {
    expect(routeKey(remove)).toBe('DELETE /pick/lists');
    expect(routeKey({ service: 'db', method: 'GET', path: '/' })).toBe('GET /db');
  });

  it('holds each route once, with a prose summary', () => {
    const keys = routeContracts.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of routeContracts) {
      expect(c.path, routeKey(c)).toMatch(/^\//);
      expect(c.summary.length, routeKey(c)).toBeGreaterThan(10);
      expect(c.summary, routeKey(c)).not.toMatch(/=>|\bconst\b|\);$|\{\s*$/);
    }
  });
});
