import type { SeedDoc } from './types.js';

/** Feature flags the app subscribes to (doc id = flag name). */
export function buildFeatures(): SeedDoc[] {
  const flags = [
    { id: 'zoneLayoutNewModel', enabled: true, audience: 'softwareEng', description: 'New zone layout model behind the settings toggle' },
    { id: 'sitePlanNewModel', enabled: false, audience: 'softwareEng', description: 'New site plan model' },
    { id: 'liveViewer', enabled: true, audience: 'all', description: 'Admin live viewer of open workspaces' },
    { id: 'bulkCadAssign', enabled: true, audience: 'all', description: 'Bulk CAD assignment on the pipe board' },
    { id: 'materialsLibrary', enabled: true, audience: 'all', description: '3D materials library with environment textures' },
  ];
  return flags.map(({ id, ...data }) => ({ id, data: { name: id, ...data } }));
}
