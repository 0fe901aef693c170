/**
 * The stylesheet wall of the pages (issue 25, item 4; eslint.config.js `boundaryZones`): ESLint
 * refuses a feature importing another feature's .css and accepts its own stylesheet.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function wallErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// ESLint loads the TypeScript resolver on first use: seconds on a busy machine.
describe('stylesheet wall', { timeout: 120_000 }, () => {
  it("refuses a feature importing another feature's stylesheet (a top-level one and one of an area's feature)", async () => {
    const bad = await wallErrors(
      'web/src/features/live-viewer/wall-probe.tsx',
      "import '../blocks/blocks.css';\nexport const probe = 1;\n",
    );
    expect(bad).toEqual([expect.stringContaining("A feature must not import another feature's stylesheet")]);
    const sibling = await wallErrors(
      'web/src/features/plum/class-parts/wall-probe.tsx',
      "import '../class-blocks/class-blocks.css';\nexport const probe = 1;\n",
    );
    expect(sibling).toEqual([expect.stringContaining("A feature must not import another feature's stylesheet")]);
  });

  it('accepts its own stylesheet and the kit', async () => {
    const good = await wallErrors(
      'web/src/features/plum/class-parts/wall-probe.tsx',
      "import './class-parts.css';\nimport { ErrorNote } from '../../../components/kit';\nexport const probe = ErrorNote;\n",
    );
    expect(good).toEqual([]);
  });
});
