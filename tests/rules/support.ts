import { mkdir, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';

/** The rules tests' own project, so clearing it never touches the app's emulator data. */
export const RULES_PROJECT_ID = 'demo-workhub-rules';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const [HOST = '127.0.0.1', PORT = '8180'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180').split(':');
export const COVERAGE_FILE = resolve(ROOT, 'test-results/rules-coverage.html');

export type Db = firebase.firestore.Firestore;
export type Data = Record<string, unknown>;

export const IDENTITIES = ['signedOut', 'outsider', 'staff', 'softwareEng', 'workspaceAdmin', 'oldSession', 'unregistered'] as const;
export type IdentityKey = (typeof IDENTITIES)[number];

export interface Identity {
  key: IdentityKey;
  /** How test names show it. */
  label: string;
  /** Firebase uid, or null when signed out. */
  uid: string | null;
  /** The spec's `user` (email before '@'); for the signed-out caller, a name nobody holds. */
  user: string;
  token?: TokenOptions;
}

/** An auth_time (seconds since the epoch) `ageMs` before now: the sign-in of a session that old. */
export const signedInAgo = (ageMs: number): number => Math.floor((Date.now() - ageMs) / 1000);

/** The callers every rule is checked against: claims as the `auth` function mints them. */
export const WHO: Record<IdentityKey, Identity> = {
  signedOut: { key: 'signedOut', label: 'signed out', uid: null, user: 'nobody' },
  outsider: {
    key: 'outsider',
    label: 'outside-domain user',
    uid: 'u-mallory',
    user: 'mallory',
    token: { email: 'mallory@outside.example' },
  },
  staff: {
    key: 'staff',
    label: 'staff',
    uid: 'u-eero',
    user: 'eero',
    token: { email: 'eero@modulr.example', allowed: true, user: 'eero' },
  },
  softwareEng: {
    key: 'softwareEng',
    label: 'software engineer',
    uid: 'u-ada',
    user: 'ada',
    token: { email: 'ada@modulr.example', allowed: true, user: 'ada', isSoftwareEng: true },
  },
  workspaceAdmin: {
    key: 'workspaceAdmin',
    label: 'workspace admin',
    uid: 'u-frances',
    user: 'frances',
    token: { email: 'frances@modulr.example', allowed: true, user: 'frances', isWorkspaceAdmin: true },
  },
  // Every claim, but signed in 8 days ago (SESSION_MAX_AGE_MS is 7): the rules refuse everything.
  oldSession: {
    key: 'oldSession',
    label: 'every claim, signed in 8 days ago',
    uid: 'u-grace',
    user: 'grace',
    token: {
      email: 'grace@modulr.example',
      allowed: true,
      user: 'grace',
      isSoftwareEng: true,
      isWorkspaceAdmin: true,
      auth_time: signedInAgo(8 * 24 * 60 * 60 * 1000),
    },
  },
  // Every claim but the registered `user` (a session minted before the sign-in registered names):
  // the rules refuse everything, so one identity per person holds for old sessions too.
  unregistered: {
    key: 'unregistered',
    label: 'every claim, no registered user name',
    uid: 'u-margaret',
    user: 'margaret',
    token: { email: 'margaret@modulr.example', allowed: true, isSoftwareEng: true, isWorkspaceAdmin: true },
  },
};

/** Another member of staff, who owns the "someone else's" documents. */
export const OTHER = { uid: 'u-zaha', user: 'zaha', token: { email: 'zaha@modulr-build.example', allowed: true, user: 'zaha' } };

export interface RulesHarness {
  env: RulesTestEnvironment;
  /** One Firestore client per identity, made once per file (a client can connect only once). */
  db(who: IdentityKey): Db;
  /** A client for a caller with any claims (for odd tokens). */
  dbFor(uid: string, token: TokenOptions): Db;
  /** Writes documents (path → data) with rules disabled. */
  seed(docs: Record<string, Data>): Promise<void>;
  /** Reads a document with rules disabled (undefined when missing). */
  read(path: string): Promise<Data | undefined>;
}

/** One test environment for a test file. Call from beforeAll; call env.cleanup() in afterAll. */
export async function createHarness(): Promise<RulesHarness> {
  // Denied writes are the point of most tests; keep the SDK from logging each as a warning.
  firebase.firestore.setLogLevel('error');
  const env = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync(resolve(ROOT, 'firestore.rules'), 'utf8'), host: HOST, port: Number(PORT) },
  });
  const clients = new Map<IdentityKey, Db>();
  // The mock token's sign-in (auth_time) defaults to its iat, 0 (1970): a fresh sign-in unless the test says otherwise.
  const signedInNow = (token: TokenOptions | undefined): TokenOptions => ({ iat: signedInAgo(0), auth_time: signedInAgo(0), ...token });
  const contextOf = (who: Identity): RulesTestContext =>
    who.uid === null ? env.unauthenticatedContext() : env.authenticatedContext(who.uid, signedInNow(who.token));
  return {
    env,
    db(key) {
      let client = clients.get(key);
      if (!client) {
        client = contextOf(WHO[key]).firestore();
        clients.set(key, client);
      }
      return client;
    },
    dbFor: (uid, token) => env.authenticatedContext(uid, signedInNow(token)).firestore(),
    seed: (docs) =>
      env.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        const batch = db.batch();
        for (const [path, data] of Object.entries(docs)) batch.set(db.doc(path), data);
        await batch.commit();
      }),
    read: async (path) => {
      let data: Data | undefined;
      await env.withSecurityRulesDisabled(async (context) => {
        data = (await context.firestore().doc(path).get()).data();
      });
      return data;
    },
  };
}

/**
 * Saves the emulator's rules coverage report (which rule expressions ran, and how they came
 * out) for the rules project, and returns where it went.
 */
export async function writeCoverageReport(): Promise<string> {
  const res = await fetch(`http://${HOST}:${PORT}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`);
  if (!res.ok) throw new Error(`rules coverage: HTTP ${res.status}`);
  await mkdir(dirname(COVERAGE_FILE), { recursive: true });
  await writeFile(COVERAGE_FILE, await res.text());
  return COVERAGE_FILE;
}

// ── Valid documents, one factory per browser-writable collection ────────────────────────────

export function workspaceDoc(id: string, creator: string, extra: Data = {}): Data {
  return {
    id,
    creator,
    deleted: false,
    major: 0,
    minor: 0,
    patch: 0,
    name: 'structure/wall-panel',
    projectId: 'P-1001',
    status: 'new',
    workspaceName: 'wall-panel w0.0.0',
    workspaceType: 'classPart',
    ...extra,
  };
}

/** A space (or, with workspaceType 'baseSpec', base-spec) workspace as the version service writes it. */
export function spaceWorkspaceDoc(id: string, creator: string, extra: Data = {}): Data {
  return {
    id,
    creator,
    deleted: false,
    major: 1,
    minor: 2,
    patch: 0,
    name: 'base.v1',
    projectId: '',
    status: 'new',
    workspaceName: 'base.v1 w1.2.0',
    workspaceType: 'space',
    ...extra,
  };
}

/** A chunk of a space workspace's versioned content (`content/json-0000`). */
export function spaceContentChunkDoc(extra: Data = {}): Data {
  return { documentId: 'json', documentType: 'json', index: 0, count: 1, text: '{"layers":{}}', ...extra };
}

/** A block workspace as the base service writes it (domain: newBlockWorkspace), stamped with its schema version. */
export function blockWorkspaceDoc(id: string, creator: string, extra: Data = {}): Data {
  return {
    id,
    name: 'base/blocks/bath full 8x8',
    workspaceName: 'bath full 8x8',
    creator,
    user: creator,
    units: 'in',
    major: 1,
    minor: 2,
    patch: 0,
    deleted: false,
    workspaceType: 'block',
    editors: [],
    s3Name: `base/blocks/bath full 8x8/${id}.json`,
    schemaVersion: 1,
    ...extra,
  };
}

/** The content entry of a block workspace (`content/block`; domain: blockContentSchema). */
export function blockContentDoc(extra: Data = {}): Data {
  return {
    documentId: 'block',
    documentType: 'block',
    data: {
      name: 'bath full 8x8',
      width: 96,
      height: 96,
      layers: { 'design/walls': { objects: [{ name: 'wall', type: 'rect', points: [0, 0, 96, 0, 96, 6, 0, 6] }] } },
    },
    ...extra,
  };
}

export function workspaceContentDoc(extra: Data = {}): Data {
  return { documentId: 'structure~wall-panel-v1,0,0', documentType: 'classPart', data: { note: 'free-form' }, ...extra };
}

export function changespaceDoc(creator: string, extra: Data = {}): Data {
  return { application: 'plume', creator, name: 'Kitchen rework', deleted: false, ...extra };
}

export function baseViewDoc(id: string, extra: Data = {}): Data {
  return { id, type: 'system', system: 'structure', name: 'Structure only', isDefault: false, ...extra };
}

export function settingsDoc(extra: Data = {}): Data {
  return {
    base: { showHiddenLayers: false, showMinorGrid: true, noTransitions: true },
    plume: { logLevel: 2, devWriteLogs: true, runAsJob: true },
    zoneLayout: { showNewModel: false },
    sitePlan: { showNewModel: true },
    ...extra,
  };
}

export function tagDoc(verifier: string | undefined, extra: Data = {}): Data {
  return { references: { 'Bv3,2,1-2': 'v3.2.1', 'Lv0,3,0-1': 'v0.3.0' }, ...(verifier === undefined ? {} : { verifier }), ...extra };
}
