import { describe, expect, it } from 'vitest';
import { environmentOf, isChunkLoadError, shouldPrefetch, shouldReloadForChunkError } from './navigation-policy';

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
