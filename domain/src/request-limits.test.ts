import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS, bodyLimitsOfPath, namesObjectInternal, requestProblem } from './request-limits';
import { VERSION_REQUEST_LIMITS } from './versioning/limits';

/** JSON.parse makes `__proto__` an own key, as the platform's body parser does. */
const parsed = (text: string) => JSON.parse(text) as unknown;
const nest = (levels: number): unknown => (levels === 0 ? 0 : [nest(levels - 1)]);

describe('request limits', () => {
  it('recognises object internals as keys and as dotted segments', () => {
    expect(namesObjectInternal('__proto__')).toBe(true);
    expect(namesObjectInternal('a.__proto__.b')).toBe(true);
    expect(namesObjectInternal('constructor.prototype.x')).toBe(true);
    expect(namesObjectInternal('constructors')).toBe(false);
    expect(namesObjectInternal('title')).toBe(false);
  });

  it('finds object internals anywhere in a parsed body', () => {
    expect(requestProblem(parsed('{"a":{"b":[{"__proto__":{"polluted":1}}]}}'), 'body')).toMatchObject({
      where: 'a.b.0.__proto__',
      kind: 'bad-request',
    });
    expect(requestProblem({ update_vals: { $set: { 'x.constructor.prototype.y': 1 } } }, 'body')?.where).toBe(
      'update_vals.$set.x.constructor.prototype.y',
    );
    expect(requestProblem({ collection: 'jobs', to_insert: { id: 'a', title: 'b' } }, 'body')).toBeUndefined();
  });

  it('refuses empty keys and keys of the form __name__ (Firestore refuses both)', () => {
    expect(requestProblem({ layers: { __x__: {} } }, 'body')).toMatchObject({ where: 'layers.__x__' });
    expect(requestProblem({ style: { '': 1 } }, 'body')).toMatchObject({ where: 'style.', message: 'Empty keys are not allowed' });
    expect(requestProblem({ __name: 1, name__: 1 }, 'body')).toBeUndefined();
  });

  it('names the whole body when the problem is at its top', () => {
    expect(requestProblem(new Array(REQUEST_LIMITS.arrayItems + 1).fill(0), 'body')?.where).toBe('(body)');
  });

  it('reads JSON held in query-string values only when asked', () => {
    const query = { collection: 'jobs', query: '{"a":{"__proto__":{"x":1}}}' };
    expect(requestProblem(query, 'query', { jsonInStrings: true })?.where).toBe('query.a.__proto__');
    expect(requestProblem(query, 'query')).toBeUndefined();
    expect(requestProblem({ query: '{not json' }, 'query', { jsonInStrings: true })).toBeUndefined();
  });

  it('refuses nesting deeper than the limit', () => {
    expect(requestProblem(nest(REQUEST_LIMITS.depth), 'body')).toBeUndefined();
    expect(requestProblem(nest(REQUEST_LIMITS.depth + 1), 'body')?.message).toMatch(/Nested too deep/);
    expect(requestProblem({ query: JSON.stringify(nest(40)) }, 'query', { jsonInStrings: true })?.message).toMatch(/Nested too deep/);
  });

  it('refuses over-long keys, strings and arrays', () => {
    expect(requestProblem({ ['k'.repeat(1501)]: 1 }, 'body')?.message).toMatch(/Key too long/);
    expect(requestProblem({ text: 'x'.repeat(REQUEST_LIMITS.stringBytes + 1) }, 'body')?.message).toMatch(/String too long/);
    expect(requestProblem({ list: new Array(REQUEST_LIMITS.arrayItems + 1).fill(0) }, 'body')?.message).toMatch(/Too many items/);
  });
});

describe('bodyLimitsOfPath', () => {
  it('raises the limits only for the version service', () => {
    expect(bodyLimitsOfPath('/version/workspace')).toEqual(VERSION_REQUEST_LIMITS);
    expect(bodyLimitsOfPath('/api/version/commit')).toEqual(VERSION_REQUEST_LIMITS);
    expect(bodyLimitsOfPath('/versions/x').bodyBytes).toBe(REQUEST_LIMITS.bodyBytes);
    expect(bodyLimitsOfPath('/base/blocks/workspace').bodyBytes).toBe(REQUEST_LIMITS.bodyBytes);
    expect(bodyLimitsOfPath('/api/__proto__/x').bodyBytes).toBe(REQUEST_LIMITS.bodyBytes);
    expect(bodyLimitsOfPath('/').stringBytes).toBe(REQUEST_LIMITS.stringBytes);
  });
  it('checks strings against the limit given', () => {
    const text = 'x'.repeat(REQUEST_LIMITS.stringBytes + 1);
    expect(requestProblem({ content: text }, 'body')?.where).toBe('content');
    expect(requestProblem({ content: text }, 'body', { stringBytes: VERSION_REQUEST_LIMITS.stringBytes })).toBeUndefined();
  });
});
