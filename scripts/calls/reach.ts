/**
 * Every spec call and the page that reaches it (issue 27, item 1). A call is a route contract
 * (domain/src/routes, `routeContracts`); the web reaches it when a service client in
 * web/src/services calls `callRoute(<contract>, …)` (or, for a file, `download(<contract>.service, …)`)
 * inside a method of its exported object (`pipeService.bom`), and a web file outside the services (a feature's page, a store) uses that
 * method, directly or through another service's method. `scripts/calls/reach.test.ts` fails for a
 * contract no page reaches unless it is in UNREACHED (one place, each with its reason), and for an
 * entry there that a page now reaches; `docs/calls-and-pages.md` is written from the same data
 * (`npx tsx scripts/calls/reach.ts --write`).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import * as domain from '@workhub/domain';
import { DOCUMENTED_SERVICES, routeContracts, routeKey, type RouteContract } from '@workhub/domain';
import { UNREACHED } from './unreached.js';

export const repoRoot = new URL('../..', import.meta.url).pathname;
const webSrc = join(repoRoot, 'web/src');
const servicesDir = join(webSrc, 'services');
export const callsDocPath = join(repoRoot, 'docs/calls-and-pages.md');

/** A contract with the name it is exported under ('pipeRoutes.bom') and its key ('GET /pipe/bom'). */
export interface NamedContract {
  name: string;
  key: string;
  contract: RouteContract;
}

/** Every contract of `routeContracts`, named by the `…Routes` object of `@workhub/domain` that holds it. */
export function namedContracts(): NamedContract[] {
  const names = new Map<RouteContract, string>();
  for (const [group, value] of Object.entries(domain)) {
    if (!group.endsWith('Routes') || !value || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const [name, contract] of Object.entries(value as Record<string, RouteContract>)) names.set(contract, `${group}.${name}`);
  }
  return routeContracts.map((contract) => {
    const name = names.get(contract);
    if (!name) throw new Error(`${routeKey(contract)} is in routeContracts but in no exported …Routes object of @workhub/domain`);
    return { name, key: routeKey(contract), contract };
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** One method of a service client object: the contracts it calls and the service methods it uses. */
interface ServiceMethod {
  id: string; // 'pipeService.bom'
  file: string;
  contracts: Set<string>; // contract names ('pipeRoutes.bom')
  uses: Set<string>; // other methods ('versionService.list')
}

const methodKey = /^ {2}(?:async\s+)?([A-Za-z_$][\w$]*)\s*(?::|\(|<)/;
/** A contract named in a method: `callRoute(pipeRoutes.bom, …)`, or a file's `download(opusRoutes.exportFile.service, …)`. */
const contractRef = /(?<![\w$.])([A-Za-z_$][\w$]*Routes)\.([A-Za-z_$][\w$]*)/g;

/** The methods of every `export const <x>Service = { … };` in web/src/services (Prettier's layout: keys at two spaces). */
export function serviceMethods(contracts: NamedContract[] = namedContracts()): Map<string, ServiceMethod> {
  const methods = new Map<string, ServiceMethod>();
  const texts = new Map<string, string>();
  const known = new Set(contracts.map((c) => c.name));
  const docsJsonNames = contracts
    .filter((c) => c.contract.path === '/docsJson' && DOCUMENTED_SERVICES.some((s) => s.name === c.contract.service))
    .map((c) => c.name);
  for (const file of sourceFiles(servicesDir)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    let object: string | null = null;
    let current: ServiceMethod | null = null;
    const flush = () => {
      if (current) methods.set(current.id, current);
      current = null;
    };
    for (const line of lines) {
      const start = /^export const ([A-Za-z_$][\w$]*) = \{\s*$/.exec(line);
      if (start) {
        object = start[1]!;
        continue;
      }
      if (!object) continue;
      if (/^\};?\s*$/.test(line)) {
        flush();
        object = null;
        continue;
      }
      const key = methodKey.exec(line);
      if (key) {
        flush();
        current = { id: `${object}.${key[1]}`, file: relative(repoRoot, file), contracts: new Set(), uses: new Set() };
        texts.set(current.id, '');
      }
      if (!current) continue;
      const method: ServiceMethod = current;
      texts.set(method.id, `${texts.get(method.id)}${line}\n`);
      for (const m of line.matchAll(contractRef)) if (known.has(`${m[1]}.${m[2]}`)) method.contracts.add(`${m[1]}.${m[2]}`);
      // The software docs call each documented service's docsJson through one contract factory.
      if (line.includes('callRoute(docsJsonRoute(')) for (const name of docsJsonNames) method.contracts.add(name);
    }
    flush();
  }
  for (const method of methods.values()) {
    const text = texts.get(method.id) ?? '';
    for (const other of methods.keys()) if (other !== method.id && usesMethod(text, other)) method.uses.add(other);
  }
  return methods;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
/** `pipeService.bom` in a text, also split over lines as Prettier writes a chain (`calculationService\n  .price(…)`). */
const usesMethod = (text: string, id: string) => {
  const [object, method] = id.split('.') as [string, string];
  return new RegExp(`(?<![\\w$.])${escape(object)}\\s*\\??\\.\\s*${escape(method)}(?![\\w$])`).test(text);
};

/** Each contract and the web files outside the services (pages, stores) that reach it. */
export interface Reach {
  name: string;
  key: string;
  summary: string;
  /** Files relative to the repository ('web/src/features/pipeline/pipe-tab-route.tsx'), sorted. */
  pages: string[];
}

export function reachOf(): Reach[] {
  const contracts = namedContracts();
  const methods = serviceMethods(contracts);
  const callers = new Map<string, Set<string>>([...methods.keys()].map((id) => [id, new Set<string>()]));
  for (const file of sourceFiles(webSrc)) {
    if (file.startsWith(`${servicesDir}/`)) continue;
    const text = readFileSync(file, 'utf8');
    for (const id of methods.keys()) if (usesMethod(text, id)) callers.get(id)!.add(relative(repoRoot, file));
  }
  // A method reaches a page through itself and every method that uses it (transitively).
  const pagesOfMethod = (id: string, seen = new Set<string>()): Set<string> => {
    const pages = new Set(callers.get(id));
    seen.add(id);
    for (const user of methods.values())
      if (user.uses.has(id) && !seen.has(user.id)) for (const page of pagesOfMethod(user.id, seen)) pages.add(page);
    return pages;
  };
  return contracts.map(({ name, key, contract }) => {
    const pages = new Set<string>();
    for (const method of methods.values()) if (method.contracts.has(name)) for (const page of pagesOfMethod(method.id)) pages.add(page);
    return { name, key, summary: contract.summary, pages: [...pages].sort() };
  });
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** docs/calls-and-pages.md: every call, the pages that reach it, and the calls no page reaches with their reason. */
export async function callsDoc(reach: Reach[] = reachOf()): Promise<string> {
  const reached = reach.filter((r) => r.pages.length > 0);
  const unreached = reach.filter((r) => r.pages.length === 0);
  const lines = [
    '# Every call and the page that reaches it',
    '',
    '<!-- Written by `npx tsx scripts/calls/reach.ts --write` from the route contracts (domain/src/routes) and the',
    'web sources; scripts/calls/reach.test.ts fails when it is out of date. Do not edit by hand. -->',
    '',
    `${reach.length} calls (route contracts): ${reached.length} reached from a page, ${unreached.length} without one, each with its reason`,
    '(issue 27, item 1). A page reaches a call when a web file outside web/src/services uses the service',
    "client's method that calls the route's contract (`callRoute(contract, …)`), directly or through another service method.",
    '',
    '## Calls and their pages',
    '',
    '| call | contract | reached from |',
    '|---|---|---|',
    ...reached.map((r) => `| \`${r.key}\` | \`${r.name}\` | ${r.pages.map((p) => `\`${p.replace(/^web\/src\//, '')}\``).join(', ')} |`),
    '',
    '## Calls without a page',
    '',
    '| call | contract | why no page calls it |',
    '|---|---|---|',
    ...unreached.map((r) => `| \`${r.key}\` | \`${r.name}\` | ${cell(UNREACHED[r.name] ?? 'NOT ALLOWED: no reason given')} |`),
    '',
  ];
  // As `npm run format` leaves it, so the Prettier check and this doc agree.
  return format(lines.join('\n'), { ...(await resolveConfig(callsDocPath)), parser: 'markdown' });
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1] && process.argv.includes('--write')) {
  writeFileSync(callsDocPath, await callsDoc());
  console.log(`wrote ${relative(repoRoot, callsDocPath)}`);
}
