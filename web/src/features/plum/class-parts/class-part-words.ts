import type { ClassPartRouting, OnshapeDocument } from '@workhub/domain';
import type { ClassPartUsageAnswer } from '../../../services/class-parts-service';

/** A routing in words: its id and the suffix it adds to the part number ('saw-cut · suffix SC'). */
export function routingLabel(routing: Pick<ClassPartRouting, 'id' | 'partNumberSuffix'>): string {
  return routing.partNumberSuffix ? `${routing.id} · part-number suffix ${routing.partNumberSuffix}` : routing.id;
}

/** An Onshape document as a link text ('Vanity carcass', else its document id), which of it it names, and its address. */
export function describeOnshapeDocument(document: OnshapeDocument): { label: string; detail: string; url: string } {
  const short = (id: string) => `${id.slice(0, 6)}…`;
  const at = document.vid ? `version ${short(document.vid)}` : document.wid ? `workspace ${short(document.wid)}` : '';
  const detail = [`document ${short(document.did)}`, at, document.eid ? `element ${short(document.eid)}` : ''].filter(Boolean).join(', ');
  return { label: document.name || `Onshape document ${document.did}`, detail, url: document.url };
}

const STATUS_WORDS: Record<string, string> = { done: 'Done', inProgress: 'In progress', error: 'Error', new: 'New' };

/** A stored status in words ('inProgress' → 'In progress'); an unknown one as it is. */
export const statusText = (status: string): string => STATUS_WORDS[status] ?? status;

const list = (items: readonly string[]) => items.join(', ');

/** What uses a class part, in words, grouped for the commit dialog: build types, class blocks, projects. */
export function describeUsage(usage: Omit<ClassPartUsageAnswer, 'name'>): { title: string; items: string[] }[] {
  return [
    {
      title: 'Build specifications',
      items: usage.buildSpecs.map((s) =>
        [
          `build spec ${s.version}`,
          s.classPartVersion ? `releases ${s.classPartVersion}` : '',
          s.items.length ? `items ${list(s.items)}` : '',
          s.assemblies.length ? `assemblies ${list(s.assemblies)}` : '',
        ]
          .filter(Boolean)
          .join(' — '),
      ),
    },
    {
      title: 'Class blocks',
      items: usage.classBlocks.map((b) => (b.assemblies.length ? `${b.key} (assemblies ${list(b.assemblies)})` : b.key)),
    },
    {
      title: 'Projects',
      items: usage.projects.map((p) => `${p.projectId} ${p.assembly}: ${list(p.parts.map((part) => `${part.qty} × ${part.name}`))}`),
    },
  ];
}
