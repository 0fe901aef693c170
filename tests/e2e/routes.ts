import { buildSeed } from '../../emulators/seed/index';

/*
 * The core routes (spec section 2), one concrete address each: read by tests/e2e/shell.spec.ts (every
 * route resolves to its own page) and bench/first-loads.ts (every route's first load), so both cover
 * the same pages.
 */

/** A block that exists (a missing one is the 404 page). */
const seededBlock = String(buildSeed().blocks.find((b) => !('version' in b.data))!.data.name);
/** An item of the newest released build specification (the build pages open without v on it). */
const seededBuildItem = Object.keys(buildSeed().buildSpecs.at(-1)!.data.items as Record<string, unknown>)[0]!;

/** One concrete address per route of the core spec (section 2). */
export const CORE_ROUTES: readonly string[] = [
  '/',
  '/space',
  '/space/space-adu-massing',
  '/space0',
  '/space0/space-kitchen-study',
  '/live',
  '/raw',
  '/build',
  '/block',
  `/block/${seededBlock}`,
  '/admin',
  '/admin/blocks',
  `/admin/blocks/${seededBlock}`,
  '/admin/email',
  '/admin/email/welcome',
  '/admin/jobs',
  '/admin/jobs/structuralEngineer',
  '/admin/live-viewer',
  '/admin/pick',
  '/dash',
  '/dash/P-1001',
  '/dash/P-1001/base',
  '/dash2',
  '/dash2/P-1001',
  '/client',
  '/cost',
  '/counts',
  '/design',
  '/base',
  '/opus',
  '/pipe',
  '/software',
  '/software/docs',
  '/software/docs/pipe',
  '/software/revs',
  '/stock',
  '/stock/items',
  '/stock/items2',
  '/stock/items2/query',
  '/items',
  '/items?code=LBR-10001',
  '/plum',
  '/plum/base',
  '/plum/base/workspace',
  '/plum/baseGenerate',
  '/plum/baseTest',
  '/plum/plume',
  '/plum/trunk-parts',
  '/plum/build',
  '/plum/build/items',
  `/plum/build/items/${seededBuildItem}`,
  '/plum/class-blocks',
  '/plum/class-blocks/kitchen',
  '/plum/class-blocks/kitchen/galley',
  '/plum/class-blocks/kitchen/galley/kitchen-galley-8x9',
  '/plum/class-parts',
  '/plum/class-parts/bath',
  '/plum/class-parts/bath/vanity-top',
  '/plum/class-parts/workspaces/class-part-ws-eero',
];
