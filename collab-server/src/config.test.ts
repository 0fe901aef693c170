import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, parseConfig } from './config.js';

describe('parseConfig', () => {
  it('defaults to loopback, port 1234, the Vite origins, 16 MiB, .run/collab-data, no Redis and the demo project', () => {
    expect(parseConfig({})).toEqual({
      host: '127.0.0.1',
      port: 1234,
      allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'],
      maxMessageBytes: 16 * 1024 * 1024,
      dataDir: DEFAULT_DATA_DIR,
      redisUrl: null,
      writeBackDebounceMs: 1_000,
      sessionCheckMs: 60_000,
      projectId: 'demo-workhub',
    });
    // Relative to the repository, not to the working directory.
    expect(DEFAULT_DATA_DIR).toMatch(/\/\.run\/collab-data$/);
    expect(DEFAULT_DATA_DIR).not.toContain('collab-server');
  });

  it('reads every variable, trimming origin lists and trailing slashes', () => {
    const config = parseConfig({
      COLLAB_HOST: '0.0.0.0',
      COLLAB_PORT: '0',
      COLLAB_ALLOWED_ORIGINS: ' https://hub.example.com/ ,http://localhost:3000,',
      COLLAB_MAX_MESSAGE_BYTES: '1024',
      COLLAB_DATA_DIR: '/var/lib/collab',
      COLLAB_REDIS_URL: 'redis://127.0.0.1:6390',
      COLLAB_WRITE_BACK_DEBOUNCE_MS: '250',
      COLLAB_SESSION_CHECK_MS: '5000',
      GCLOUD_PROJECT: 'workhub-prod',
    });
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 0,
      allowedOrigins: ['https://hub.example.com', 'http://localhost:3000'],
      maxMessageBytes: 1024,
      dataDir: '/var/lib/collab',
      redisUrl: 'redis://127.0.0.1:6390',
      writeBackDebounceMs: 250,
      sessionCheckMs: 5000,
      projectId: 'workhub-prod',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ COLLAB_PORT: '', COLLAB_ALLOWED_ORIGINS: '  ' }).port).toBe(1234);
    expect(parseConfig({ COLLAB_ALLOWED_ORIGINS: '' }).allowedOrigins).toHaveLength(4);
    expect(parseConfig({ COLLAB_REDIS_URL: ' ' }).redisUrl).toBeNull();
  });

  it('names every bad variable in one error', () => {
    let message = '';
    try {
      parseConfig({
        COLLAB_PORT: '70000',
        COLLAB_MAX_MESSAGE_BYTES: 'lots',
        COLLAB_ALLOWED_ORIGINS: 'localhost:5173',
        COLLAB_REDIS_URL: 'localhost:6379',
      });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toMatch(/^Invalid collab-server environment: /);
    for (const name of ['COLLAB_PORT', 'COLLAB_MAX_MESSAGE_BYTES', 'COLLAB_ALLOWED_ORIGINS', 'COLLAB_REDIS_URL'])
      expect(message).toContain(name);
    expect(() => parseConfig({ COLLAB_ALLOWED_ORIGINS: 'http://localhost:5173/app' })).toThrow(/must be an origin/);
  });
});
