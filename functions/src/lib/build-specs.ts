import { compareVersionTexts } from '@workhub/domain';
import { firestore } from './admin.js';

/** Released build specifications: `buildSpecs/{version}` (docs/versioned-data.md); the build service writes them. */
export const buildSpecsCollection = () => firestore.collection('buildSpecs');

/** Every released version (document ids only), oldest first. */
export async function releasedVersions(): Promise<string[]> {
  const refs = await buildSpecsCollection().listDocuments();
  return refs.map((r) => r.id).sort(compareVersionTexts);
}
