import {
  baseFileName,
  datatypeBundleKey,
  ENVIRONMENTS_PREFIX,
  GLOBAL_PROJECT,
  MATERIALS_LIBRARY_KEY,
  materialsLibrarySchema,
  storageRoutes,
  textureNames,
  type AllowedContentType,
  type MaterialsLibrary,
} from '@workhub/domain';
import { callRoute } from './service-client';

/** The app whose shared folder holds the materials library, environments, datatype bundles and base files. */
export const SHARED_APP = 'workhub';

const shared = { app_name: SHARED_APP, project: GLOBAL_PROJECT };

/** Typed calls of the storage service (docs/staff-tools.md "Storage, materials and legacy assets as built"). */
export const storageService = {
  get: async (
    ref: { app_name: string; project: string; key: string },
    options: { version?: number; type?: 'json' | 'text' | 'base64' } = {},
  ) => callRoute(storageRoutes.get, { ...ref, ...options }),
  post: (ref: { app_name: string; project: string; key: string }, data: unknown, type: 'json' | 'text' | 'base64', isVersioned = false) =>
    callRoute(storageRoutes.post, { ...ref, data, type, isVersioned }),
  delete: (ref: { app_name: string; project: string; key: string }, version?: number) =>
    callRoute(storageRoutes.delete, { ...ref, ...(version ? { version } : {}) }),
  list: async (app_name: string, project: string, prefix?: string) =>
    (await callRoute(storageRoutes.list, { app_name, project, prefix })).keys,

  /** The materials library (materials/library.json), parsed with the domain schema. */
  materialsLibrary: async (): Promise<MaterialsLibrary> =>
    materialsLibrarySchema.parse((await storageService.get({ ...shared, key: MATERIALS_LIBRARY_KEY })).data),
  /** The environment textures: names from the files under environments/, the first entry (the folder) dropped. */
  environmentTextures: async () => textureNames(await storageService.list(SHARED_APP, GLOBAL_PROJECT, ENVIRONMENTS_PREFIX)),
  /** A datatype bundle file at {datatype}/{filename}.json. */
  getBundle: async (datatype: string, filename: string) =>
    (await storageService.get({ ...shared, key: datatypeBundleKey(datatype, filename) })).data,
  postBundle: (datatype: string, filename: string, data: unknown) =>
    storageService.post({ ...shared, key: datatypeBundleKey(datatype, filename) }, data, 'json'),
  deleteBundle: (datatype: string, filename: string) => storageService.delete({ ...shared, key: datatypeBundleKey(datatype, filename) }),
  /** Stores a base file (the shared folder, unversioned, the global_data/ prefix removed): its bytes as base64 with their type. */
  postBaseFile: (name: string, base64: string, contentType: AllowedContentType) =>
    callRoute(storageRoutes.post, { ...shared, key: baseFileName(name), data: base64, type: 'base64', contentType }),
  /** A base file (unversioned, full name) for images, with the global_data/ prefix removed: its bytes as base64. */
  baseFile: async (name: string) => storageService.get({ ...shared, key: baseFileName(name) }, { type: 'base64' }),
};
