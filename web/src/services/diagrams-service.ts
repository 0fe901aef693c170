import { diagramsRoutes } from '@workhub/domain';
import { callRoute } from './service-client';

/** The Diagrams service (docs/base-spec.md "Generators", Diagrams): SVG diagrams of a base-spec version. */
export const diagramsService = {
  /** GET /generators: the diagrams it draws. */
  generators: async () => (await callRoute(diagramsRoutes.generators, {})).generators,
  /** POST /invoke: one diagram of a base-spec version (default the newest) as SVG text. */
  invoke: async (generator: string, version?: string) => callRoute(diagramsRoutes.invoke, { generator, ...(version ? { version } : {}) }),
};
