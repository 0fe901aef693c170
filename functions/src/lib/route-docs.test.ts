import { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeRouter, route } from './route-docs.js';

describe('route docs', () => {
  it('describes each registered route from its schema, and flags a route registered without one', () => {
    const router = Router();
    const schema = z.strictObject({ id: z.string(), count: z.number().int().default(1), tags: z.array(z.string()).optional() });
    route(router, 'POST', '/thing', { input: 'body', schema, answer: '{ id }', summary: 'Makes a thing' }, (_req, res) => {
      res.end();
    });
    router.get('/bare', (_req, res) => {
      res.end();
    });
    const docs = describeRouter('/svc', router);
    expect(docs[0]).toMatchObject({
      method: 'POST',
      path: '/svc/thing',
      input: 'body',
      answer: '{ id }',
      fields: [
        { name: 'id', type: 'string', required: true },
        { name: 'count', type: 'integer', required: false },
        { name: 'tags', type: 'array', required: false },
      ],
    });
    expect(docs[1]).toEqual({ method: 'GET', path: '/svc/bare', undocumented: true });
  });
});
