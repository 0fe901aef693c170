import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@workhub/domain';
import { describeRouter, route, serve, type ContractHandler } from './route-docs.js';

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

describe('serve: a route from its contract', () => {
  const contract = defineRoute({
    service: 'things',
    method: 'POST',
    path: '/thing',
    input: 'body',
    schema: z.strictObject({ id: z.string().min(1) }),
    answer: z.object({ id: z.string(), size: z.number() }),
    status: 201,
    errors: '409 when the thing exists',
    summary: 'Makes a thing from its id.',
  });

  async function call(handler: ContractHandler<typeof contract.schema, typeof contract.answer>, body: unknown) {
    const router = Router();
    serve(router, contract, handler);
    const app = express().use(express.json()).use('/things', router);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/things/thing`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown>, docs: describeRouter('/things', router) };
    } finally {
      server.close();
    }
  }

  it('hands the handler the parsed input and sends its answer with the contract status', async () => {
    const seen: unknown[] = [];
    const { status, body } = await call(
      async (input) => {
        seen.push(input);
        return { id: input.id, size: 3 };
      },
      { id: 'a' },
    );
    expect({ status, body, seen }).toEqual({
      status: 201,
      body: { success: true, data: { id: 'a', size: 3 }, error: null },
      seen: [{ id: 'a' }],
    });
  });

  it('refuses input outside the schema with a 400 naming the field, without calling the handler', async () => {
    let called = false;
    const { status, body } = await call(
      async () => {
        called = true;
        return { id: 'x', size: 1 };
      },
      { id: '' },
    );
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('"id"');
    expect(called).toBe(false);
  });

  it('under the emulators, answers 500 naming the route when the handler answers outside the contract', async () => {
    const before = process.env.FUNCTIONS_EMULATOR;
    process.env.FUNCTIONS_EMULATOR = 'true';
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { status, body } = await call(async () => ({ id: 'a', size: 'big' }) as unknown as { id: string; size: number }, { id: 'a' });
      expect(status).toBe(500);
      expect(JSON.stringify(body)).toContain('POST /things/thing answered outside its contract (size:');
    } finally {
      quiet.mockRestore();
      if (before === undefined) delete process.env.FUNCTIONS_EMULATOR;
      else process.env.FUNCTIONS_EMULATOR = before;
    }
  });

  it('describes the route from the contract: summary, answer fields and schema, errors', async () => {
    const { docs } = await call(async (input) => ({ id: input.id, size: 1 }), { id: 'a' });
    expect(docs[0]).toMatchObject({
      method: 'POST',
      path: '/things/thing',
      summary: 'Makes a thing from its id.',
      answer: '{ id, size }',
      errors: '409 when the thing exists',
      answerSchema: { type: 'object' },
      fields: [{ name: 'id', type: 'string', required: true }],
    });
  });
});
