import { describe, expect, it } from 'vitest';
import {
  appRedirectTarget,
  environmentOf,
  ERR_REDIRECT,
  fetchDelay,
  FETCH_DELAY_MIN_MS,
  isChunkLoadError,
  RedirectError,
  shouldPrefetch,
  shouldReloadForChunkError,
} from './navigation-policy';

describe('chunk reload guard', () => {
  it('reloads at most once a minute', () => {
    expect(shouldReloadForChunkError(null, 1000)).toBe(true);
    expect(shouldReloadForChunkError(1000, 1000 + 59_999)).toBe(false);
    expect(shouldReloadForChunkError(1000, 1000 + 60_000)).toBe(true);
  });
  it('recognises failed chunk loads', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('prefetch policy', () => {
  it('skips 2g and data-saver', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('environment', () => {
  it('is production only on the configured hostnames', () => {
    const hosts = ['workhub.modulr.example', 'www.workhub.modulr.example'];
    expect(environmentOf('workhub.modulr.example', hosts)).toBe('production');
    expect(environmentOf('WWW.workhub.modulr.example', hosts)).toBe('production');
    expect(environmentOf('localhost', hosts)).toBe('dev');
  });
});

describe('appRedirectTarget (ERR_REDIRECT)', () => {
  const origin = 'https://workhub.example';
  it('keeps a redirect inside the app as path, query and hash', () => {
    expect(appRedirectTarget('/admin/jobs?x=1#top', origin)).toBe('/admin/jobs?x=1#top');
    expect(appRedirectTarget('https://workhub.example/block', origin)).toBe('/block');
  });
  it('throws ERR_REDIRECT for any target outside the app', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'http://workhub.example/']) {
      expect(() => appRedirectTarget(target, origin), target).toThrow(RedirectError);
      try {
        appRedirectTarget(target, origin);
      } catch (e) {
        expect((e as RedirectError).code).toBe(ERR_REDIRECT);
      }
    }
  });
});

describe('fetchDelay', () => {
  it('is at least 200 ms', () => {
    expect(FETCH_DELAY_MIN_MS).toBe(200);
    expect(fetchDelay()).toBe(200);
    expect(fetchDelay(50)).toBe(200);
    expect(fetchDelay(1000)).toBe(1000);
    expect(fetchDelay(Number.NaN)).toBe(200);
  });
});
