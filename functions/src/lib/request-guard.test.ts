import { describe, expect, it, vi } from 'vitest';
import type { Request, Response } from 'express';
import { RESTORED_HEADER, sharedObjectsGuard } from './request-guard.js';

function run() {
  const setHeader = vi.fn();
  const next = vi.fn();
  sharedObjectsGuard({} as Request, { setHeader } as unknown as Response, next);
  return { setHeader, next };
}

describe('sharedObjectsGuard', () => {
  it('lets a request through untouched while the shared prototypes are as they were', () => {
    const { setHeader, next } = run();
    expect(next).toHaveBeenCalledOnce();
    expect(setHeader).not.toHaveBeenCalled();
  });

  it('undoes a change of a shared prototype before the next request runs, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (Object.prototype as Record<string, unknown>).polluted = 'yes';
    const { setHeader, next } = run();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(next).toHaveBeenCalledOnce();
    expect(setHeader).toHaveBeenCalledWith(RESTORED_HEADER, 'Object.prototype.polluted');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
