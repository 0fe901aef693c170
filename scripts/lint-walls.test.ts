/**
 * The walls of the functions (issue 25, item 3; eslint.config.js `functionsZones`,
 * `emulatorZones`): ESLint refuses a service importing another service's file, the kit importing
 * a service, and emulators/ reaching past functions/src/public.ts; it accepts the allowed paths.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function wallErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// ESLint loads the TypeScript resolver on first use: seconds on a busy machine.
describe('functions walls', { timeout: 120_000 }, () => {
  it("refuses a service importing another service's file, and allows its own files and the kit", async () => {
    const bad = await wallErrors(
      'functions/src/services/zone/wall-probe.ts',
      "import { storedMilestones } from '../projects/store.js';\nexport const probe = storedMilestones;\n",
    );
    expect(bad).toEqual([expect.stringContaining("A service must not import another service's files")]);
    const good = await wallErrors(
      'functions/src/services/zone/wall-probe.ts',
      "import { zoneRouter } from './router.js';\nimport { loadProject } from '../../lib/projects.js';\nexport const probe = [zoneRouter, loadProject];\n",
    );
    expect(good).toEqual([]);
  });

  it('refuses the kit importing a service', async () => {
    const bad = await wallErrors(
      'functions/src/lib/wall-probe.ts',
      "import { loadAssembly } from '../services/pipe/store.js';\nexport const probe = loadAssembly;\n",
    );
    expect(bad).toEqual([expect.stringContaining('functions/src/lib must not import a service')]);
  });

  it('lets emulators/ import functions/src/public.ts only', async () => {
    const bad = await wallErrors(
      'emulators/erp/wall-probe.ts',
      "import { putObject } from '../../functions/src/lib/blob-store.js';\nexport const probe = putObject;\n",
    );
    expect(bad).toEqual([expect.stringContaining('functions/src/public.ts')]);
    const good = await wallErrors(
      'emulators/erp/wall-probe.ts',
      "import { signWebhookBody } from '../../functions/src/public.js';\nexport const probe = signWebhookBody;\n",
    );
    expect(good).toEqual([]);
  });
});
