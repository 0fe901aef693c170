import { useMemo } from 'react';
import { collection, doc, limit, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { buildSpecSchema, plumHomeSchemas, trunkOf, trunkParts, type TrunkPart } from '@workhub/domain';
import { useLiveDoc, useLiveQuery, type ConnectionState, type LiveStatus } from '../../../lib/live-read';
import { useClassParts } from '../class-parts';

const STORE = 'trunk parts';
/** Build specs are one document per release (13 seeded); far fewer than this. */
const BUILD_SPEC_LIMIT = 500;

export interface TrunkPartsRead {
  status: LiveStatus;
  /** The newest released build-spec version, or null when none is released (or still loading). */
  trunk: string | null;
  released: string;
  releasedBy: string;
  parts: TrunkPart[];
  connection: ConnectionState;
}

/**
 * The class parts on the trunk build-spec version, live (docs/base-spec.md "Home and trunk
 * parts"): the released versions (their version fields only) name the trunk, the trunk document
 * is read whole, and the class-part versions come from the class parts' own live read. A new
 * release or a class part released for the trunk shows at once.
 */
export function useTrunkParts(): TrunkPartsRead {
  const firestore = useFirestore();
  const versionsQuery = useMemo(() => query(collection(firestore, 'buildSpecs'), limit(BUILD_SPEC_LIMIT)), [firestore]);
  const versions = useLiveQuery(versionsQuery, plumHomeSchemas.buildSpecs, { store: STORE, what: 'the build-spec versions' });
  const trunk = trunkOf(versions.data)?.version ?? null;
  const trunkRef = useMemo(() => (trunk ? doc(firestore, 'buildSpecs', trunk) : null), [firestore, trunk]);
  const spec = useLiveDoc(trunkRef, buildSpecSchema, { store: STORE, what: `build specification ${trunk ?? ''}` });
  const classParts = useClassParts();
  const parts = useMemo(() => (spec.data ? trunkParts(spec.data, classParts.versions) : []), [spec.data, classParts.versions]);
  const reads = [versions, classParts, ...(trunk ? [spec] : [])];
  const status: LiveStatus = reads.some((r) => r.status === 'error')
    ? 'error'
    : reads.some((r) => r.status === 'loading')
      ? 'loading'
      : 'success';
  return {
    status,
    trunk,
    released: spec.data?.released ?? '',
    releasedBy: spec.data?.releasedBy ?? '',
    parts,
    connection: [versions, classParts, spec].find((r) => r.connection !== 'live')?.connection ?? 'live',
  };
}
