import { useMemo } from 'react';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { currentBlockVersion, formatBlockVersion, sortVersionTexts, storedBlockReader, type BlockLayers } from '@workhub/domain';
import { useLiveQuery, type LiveStatus } from '../../lib/live-read';
import type { ConnectionState } from '../../lib/live-documents';

export interface BlockHistoryItem {
  version: string;
  message: string;
  author: string;
  at: string;
}

/** One block as its page shows it: the current document, its version and its history. */
export interface BlockDocument {
  name: string;
  designer?: string;
  type?: string;
  categoryName?: string;
  key?: string;
  path?: string;
  width: number;
  height: number;
  version: string;
  layers: BlockLayers;
  /** Oldest first, in version order (v1.2 before v1.10). */
  archivedVersions: string[];
  history: BlockHistoryItem[];
  /** Whose Onshape document the block is assigned to: user -> { onshapeUrl, workspaceId?, at }. */
  assigns: Record<string, { onshapeUrl: string; workspaceId?: string; at?: string }>;
}

/**
 * A block by name, live from Firestore (staff read blocks directly), read with the block's one
 * schema (domain storedBlockSchema through storedBlockReader, as the block list): the current document is the one without
 * `version`; the others are its archived versions. A stored block that does not fit is reported
 * (toast, `invalid`), never drawn in part.
 */
export function useBlockDocument(name: string): {
  status: LiveStatus;
  block: BlockDocument | null;
  invalid: number;
  connection: ConnectionState;
} {
  const firestore = useFirestore();
  const blockQuery = useMemo(() => query(collection(firestore, 'blocks'), where('name', '==', name), limit(200)), [firestore, name]);
  const { status, data, invalid, connection } = useLiveQuery(blockQuery, storedBlockReader, { store: 'blocks', what: `the block ${name}` });
  const block = useMemo<BlockDocument | null>(() => {
    const current = data.find((d) => d.version === undefined);
    if (!current) return null;
    const archived = data.map((d) => d.version).filter((v): v is string => typeof v === 'string');
    return {
      name,
      designer: current.designer,
      type: current.type,
      categoryName: current.categoryName,
      key: current.key,
      path: current.path,
      width: current.width,
      height: current.height,
      version: formatBlockVersion(currentBlockVersion(current, archived)),
      layers: current.layers,
      archivedVersions: sortVersionTexts(archived),
      history: (current.history ?? []).map(({ version, message, author, at }) => ({ version, message, author, at })),
      assigns: current.assigns ?? {},
    };
  }, [data, name]);
  return { status, block, invalid: invalid.length, connection };
}
