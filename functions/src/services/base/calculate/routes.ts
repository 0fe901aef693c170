import {
  calculateQuerySchema,
  changespaceInputSchema,
  latestInputSchema,
  structureAssetsQuerySchema,
  structureCalculateInputSchema,
  updatePricesInputSchema,
  variationListQuerySchema,
} from '@workhub/domain';
import type { Router } from 'express';
import { route } from '../../../lib/route-docs.js';
import { getCalculate } from './calculate-get.js';
import { postStructure } from './structure-post.js';
import { getStructureAssets } from './structure-assets-get.js';
import { postChangespace } from './changespace-post.js';
import { postUpdatePrices } from './update-prices-post.js';
import { postLatest } from './latest-post.js';
import { getVariationList } from './variation-list-get.js';

/**
 * The calculation routes of the base service (docs/base-spec.md "Calculations"): calculate GET,
 * calculate/structure POST, calculate/structure/assets GET, changespace POST, updatePrices POST,
 * latest POST, variation/list GET. Registered with `route(router, …)` so docsJson describes them.
 */
export function registerCalculateRoutes(router: Router): void {
  route(
    router,
    'GET',
    '/calculate',
    {
      input: 'query',
      schema: calculateQuerySchema,
      answer: '{ projectId, version, currency, lines: [{ system, areaSqFt, costPerSqFt, total }], total, previous?: { version, total } }',
      summary: "A project's price from its latest base and a costs version (default: its build spec)",
    },
    getCalculate,
  );
  route(
    router,
    'POST',
    '/calculate/structure',
    {
      input: 'body',
      schema: structureCalculateInputSchema,
      answer: '202 { jobId }',
      summary:
        'Starts the structure calculation (job base.structure on structure/{projectId}.calculation); appends a version and a package',
    },
    postStructure,
  );
  route(
    router,
    'GET',
    '/calculate/structure/assets',
    {
      input: 'query',
      schema: structureAssetsQuerySchema,
      answer: '{ projectId, packages: [{ id, version, createdAt, assets: [{ name, kind, bytes }] }] } (newest first)',
      summary: "A project's structure packages and their assets",
    },
    getStructureAssets,
  );
  route(
    router,
    'POST',
    '/changespace',
    {
      input: 'body',
      schema: changespaceInputSchema,
      answer: '201 { changespaceId }',
      summary: 'Creates a changespace (application, creator = caller, name, deleted false) with its contents',
    },
    postChangespace,
  );
  route(
    router,
    'POST',
    '/updatePrices',
    {
      input: 'body',
      schema: updatePricesInputSchema,
      answer: '{ costs, previous }',
      summary: 'Writes costs/{version} from another costs version, by a percentage or new prices per system',
    },
    postUpdatePrices,
  );
  route(
    router,
    'POST',
    '/latest',
    {
      input: 'body',
      schema: latestInputSchema,
      answer: '{ project }',
      summary:
        "Makes a committed version of a project's base its latest: base.latest derived from its drawing, the pipe and assemblyCount reconciled (one transaction)",
    },
    postLatest,
  );
  route(
    router,
    'GET',
    '/variation/list',
    {
      input: 'query',
      schema: variationListQuerySchema,
      answer: '{ projectId, versions: [{ id, name, version, major, minor, patch, creator, created, message }], workspaces? }',
      summary: "A project's committed variations (latest=patch: newest patch of each minor), and its open workspaces",
    },
    getVariationList,
  );
}
