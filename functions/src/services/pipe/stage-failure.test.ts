import { describe, expect, it } from 'vitest';
import { pipeFailureMessages, STAGE_FAILURE } from './jobs.js';

describe('pipeline stage failure messages', () => {
  it('the parts and reassembly stages have their own failure messages, not the project assembly one', () => {
    expect(STAGE_FAILURE.parts).toBe('Could not generate parts.');
    expect(STAGE_FAILURE.reassembly).toBe('Could not generate reassembly.');
    expect(STAGE_FAILURE.projectAssembly).toBe('Could not generate project assembly.');
    expect(pipeFailureMessages['pipe.parts']).toBe('Could not generate parts.');
    expect(pipeFailureMessages['pipe.reassembly']).toBe('Could not generate reassembly.');
    expect(new Set(Object.values(STAGE_FAILURE)).size).toBe(Object.keys(STAGE_FAILURE).length);
  });
});
