import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * One Node.js major everywhere (docs/decisions.md "Node.js runtime"): the functions' Cloud
 * Functions runtime, their bundle's target, collab-server's engine, the release the scripts bring
 * (scripts/lib.sh `ensure_node`) and the Node that runs these tests. A drift in any of them fails here.
 */

const root = new URL('../', import.meta.url);
const text = (path: string) => readFileSync(new URL(path, root), 'utf8');
const json = <T>(path: string) => JSON.parse(text(path)) as T;
type Pkg = { engines?: { node?: string } };
type FirebaseJson = { functions: { source: string; runtime?: string }[] };

const pinned = /^WORKHUB_NODE_VERSION=(\d+)\.(\d+)\.(\d+)$/m.exec(text('scripts/lib.sh'));
const major = Number(pinned?.[1]);

describe('the Node.js runtime', () => {
  it('is pinned to an exact release in scripts/lib.sh, of major 22 (an LTS line)', () => {
    expect(pinned, 'WORKHUB_NODE_VERSION=x.y.z in scripts/lib.sh').not.toBeNull();
    expect(major).toBe(22);
    expect(major % 2, 'LTS lines are the even majors').toBe(0);
  });

  it('runs these tests (npm test and the focused runs put the pinned Node first on PATH)', () => {
    expect(
      Number(process.versions.node.split('.')[0]),
      `Node ${process.version} runs the tests; run them through npm test / scripts/focused-test.sh, or put the project's Node first on PATH: source scripts/lib.sh && ensure_node`,
    ).toBe(major);
  });

  it("is the engine of the functions and of collab-server, and the workspace's least one", () => {
    expect(json<Pkg>('functions/package.json').engines?.node).toBe(String(major));
    expect(json<Pkg>('collab-server/package.json').engines?.node).toBe(String(major));
    expect(json<Pkg>('package.json').engines?.node).toBe(`>=${major}`);
  });

  it('is the Cloud Functions runtime in both Firebase configurations, one the Firebase CLI still deploys', () => {
    // The Firebase CLI's own table of runtimes (the one `firebase deploy` checks).
    const require = createRequire(import.meta.url);
    const { RUNTIMES } = require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js') as {
      RUNTIMES: Record<string, { status: string; decommissionDate: string }>;
    };
    for (const config of ['firebase.json', 'firebase.test.json']) {
      const functions = json<FirebaseJson>(config).functions.filter((f) => f.source === 'functions');
      expect(functions, config).toHaveLength(1);
      const runtime = functions[0]!.runtime;
      expect(runtime, config).toBe(`nodejs${major}`);
      const known = RUNTIMES[runtime!];
      expect(known, `${runtime} in firebase-tools`).toBeDefined();
      expect(known!.status, runtime).not.toBe('decommissioned');
      expect(new Date(known!.decommissionDate).getTime(), `${runtime} decommissioned on ${known!.decommissionDate}`).toBeGreaterThan(
        Date.now(),
      );
    }
  });

  it("is the target of the functions' bundle", () => {
    const targets = [...text('functions/build.mjs').matchAll(/target:\s*'([^']+)'/g)].map((m) => m[1]);
    expect(targets).toEqual([`node${major}`]);
  });
});
