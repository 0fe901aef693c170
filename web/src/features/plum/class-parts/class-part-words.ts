import type { ClassPartUsage, ClassPartChange } from '../../../services/class-parts-service';

/** A routing id in words: its catalogue name when known ('CNC cut (cnc-cut)'), else the id. */
export function routingLabel(id: string, catalogue: readonly { id: string; name?: string }[]): string {
  const known = catalogue.find((r) => r.id === id);
  return known?.name && known.name !== id ? `${known.name} (${id})` : id;
}

/** An Onshape document as a link text and its address. */
export function describeOnshapeDocument(document: unknown): { label: string; url?: string } {
  if (typeof document === 'string') return { label: document, url: document };
  const d = (document ?? {}) as { name?: unknown; url?: unknown; onshapeUrl?: unknown; documentId?: unknown };
  const url = typeof d.url === 'string' ? d.url : typeof d.onshapeUrl === 'string' ? d.onshapeUrl : undefined;
  const name = typeof d.name === 'string' && d.name ? d.name : typeof d.documentId === 'string' ? d.documentId : undefined;
  return { label: name ?? url ?? 'Onshape document', ...(url ? { url } : {}) };
}

/** One change between two versions, in words. */
export function describeChange(change: ClassPartChange): string {
  return change.text;
}

/** What uses a class part, grouped for the commit dialog. */
export function describeUsage(usage: ClassPartUsage): { title: string; items: string[] }[] {
  return [
    { title: 'Build types', items: usage.buildSpecs.map(String) },
    { title: 'Class blocks', items: usage.classBlocks.map(String) },
    { title: 'Projects', items: usage.projects.map(String) },
  ];
}
