import { describe, expect, it } from 'vitest';
import { describeCall } from './stage-calls';

describe('describeCall', () => {
  it('names the system, the request, its answer and the error', () => {
    expect(
      describeCall({
        system: 'Onshape',
        method: 'GET',
        path: '/api/v6/assemblies/d/a/w/b/e/c/bom',
        status: 404,
        ms: 120,
        error: 'Onshape answered 404 for element c',
      }),
    ).toBe('Onshape GET /api/v6/assemblies/d/a/w/b/e/c/bom → 404 (120 ms): Onshape answered 404 for element c');
    expect(describeCall({ system: 'Onshape', method: 'POST', path: '/x', status: 0, ms: 15000 })).toBe(
      'Onshape POST /x → no answer (15000 ms)',
    );
  });
});
