import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';

describe('parseConfig', () => {
  it('defaults to loopback, port 1234, the Vite origins, 16 MiB and the demo project', () => {
    expect(parseConfig({})).toEqual({
      host: '127.0.0.1',
      port: 1234,
      allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'],
      maxMessageBytes: 16 * 1024 * 1024,
      projectId: 'demo-workhub',
    });
  });

  it('reads every variable, trimming origin lists and trailing slashes', () => {
    const config = parseConfig({
      COLLAB_HOST: '0.0.0.0',
      COLLAB_PORT: '0',
      COLLAB_ALLOWED_ORIGINS: ' https://hub.example.com/ ,http://localhost:3000,',
      COLLAB_MAX_MESSAGE_BYTES: '1024',
      GCLOUD_PROJECT: 'workhub-prod',
    });
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 0,
      allowedOrigins: ['https://hub.example.com', 'http://localhost:3000'],
      maxMessageBytes: 1024,
      projectId: 'workhub-prod',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ COLLAB_PORT: '', COLLAB_ALLOWED_ORIGINS: '  ' }).port).toBe(1234);
    expect(parseConfig({ COLLAB_ALLOWED_ORIGINS: '' }).allowedOrigins).toHaveLength(4);
  });

  it('names every bad variable in one error', () => {
    let message = '';
    try {
      parseConfig({ COLLAB_PORT: '70000', COLLAB_MAX_MESSAGE_BYTES: 'lots', COLLAB_ALLOWED_ORIGINS: 'localhost:5173' });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toMatch(/^Invalid collab-server environment: /);
    for (const name of ['COLLAB_PORT', 'COLLAB_MAX_MESSAGE_BYTES', 'COLLAB_ALLOWED_ORIGINS']) expect(message).toContain(name);
    expect(() => parseConfig({ COLLAB_ALLOWED_ORIGINS: 'http://localhost:5173/app' })).toThrow(/must be an origin/);
  });
});
