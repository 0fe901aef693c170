import { useMemo } from 'react';
import { collection, doc, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  BASE_SPEC_NAME,
  baseSpecDocSchema,
  baseViewSchema,
  compareVersionTexts,
  versionCandidateSchema,
  versionDocSchema,
  versionedWorkspaceSchema,
  type BaseSpecDoc,
  type BaseView,
  type VersionDoc,
  type VersionedWorkspace,
} from '@workhub/domain';
import { useLiveDoc, useLiveQuery, type LiveRead } from '../../../lib/live-read';
import type { BaseSpecCandidate } from './base-spec-api';

/** The store the live reads of the base-spec pages report to (its error toast). */
export const BASE_SPEC_STORE = 'base spec';
export const BASE_VIEWS_PATH = ['plum', 'base', 'views'] as const;

/** The committed base-spec versions (`versions` where name == 'baseSpec'), oldest first. */
export function useBaseSpecVersions(): LiveRead<VersionDoc[]> {
  const firestore = useFirestore();
  const q = useMemo(() => query(collection(firestore, 'versions'), where('name', '==', BASE_SPEC_NAME)), [firestore]);
  const read = useLiveQuery(q, versionDocSchema, { store: BASE_SPEC_STORE, what: 'the base-spec versions' });
  const data = useMemo(() => [...read.data].sort((a, b) => compareVersionTexts(a.version, b.version)), [read.data]);
  return { ...read, data };
}

/** One committed base spec, `baseSpecs/{version}` (null: wait, or none). */
export function useBaseSpecDoc(version: string | null): LiveRead<BaseSpecDoc | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => (version ? doc(firestore, 'baseSpecs', version) : null), [firestore, version]);
  return useLiveDoc(ref, baseSpecDocSchema, { store: BASE_SPEC_STORE, what: `the base spec ${version ?? ''}` });
}

/** The base-spec drafts (workspaces of workspaceType 'baseSpec', not deleted). */
export function useBaseSpecWorkspaces(): LiveRead<VersionedWorkspace[]> {
  const firestore = useFirestore();
  const q = useMemo(
    () => query(collection(firestore, 'workspaces'), where('workspaceType', '==', 'baseSpec'), where('deleted', '==', false)),
    [firestore],
  );
  return useLiveQuery(q, versionedWorkspaceSchema, { store: BASE_SPEC_STORE, what: 'the base-spec workspaces', idField: 'id' });
}

/** The base-spec candidates (`versionCandidates` where name == 'baseSpec') with their approvals. */
export function useBaseSpecCandidates(): LiveRead<BaseSpecCandidate[]> {
  const firestore = useFirestore();
  const q = useMemo(() => query(collection(firestore, 'versionCandidates'), where('name', '==', BASE_SPEC_NAME)), [firestore]);
  return useLiveQuery(q, versionCandidateSchema, { store: BASE_SPEC_STORE, what: 'the base-spec candidates', idField: 'id' });
}

/** One base-spec workspace document, live. */
export function useBaseSpecWorkspace(workspaceId: string | null): LiveRead<VersionedWorkspace | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => (workspaceId ? doc(firestore, 'workspaces', workspaceId) : null), [firestore, workspaceId]);
  return useLiveDoc(ref, versionedWorkspaceSchema, { store: BASE_SPEC_STORE, what: `the workspace ${workspaceId ?? ''}`, idField: 'id' });
}

/** One candidate, live (its approvals change while the page is open). */
export function useBaseSpecCandidate(candidateId: string | null): LiveRead<BaseSpecCandidate | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => (candidateId ? doc(firestore, 'versionCandidates', candidateId) : null), [firestore, candidateId]);
  return useLiveDoc(ref, versionCandidateSchema, { store: BASE_SPEC_STORE, what: `the candidate ${candidateId ?? ''}`, idField: 'id' });
}

/** The base views (`plum/base/views`), by name. */
export function useBaseViews(): LiveRead<BaseView[]> {
  const firestore = useFirestore();
  const q = useMemo(() => collection(firestore, 'plum', 'base', 'views'), [firestore]);
  const read = useLiveQuery(q, baseViewSchema, { store: 'base views', what: 'the base views', idField: 'id' });
  const data = useMemo(() => [...read.data].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)), [read.data]);
  return { ...read, data };
}
