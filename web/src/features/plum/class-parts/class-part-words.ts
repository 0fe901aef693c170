import type { ClassPartRouting, OnshapeDocument } from '@workhub/domain';
import type { ClassPartUsageAnswer } from '../../../services/class-parts-service';

/** A routing in words: its id and the suffix it adds to the part number ('saw-cut · suffix SC'). */
export function routingLabel(routing: Pick<ClassPartRouting, 'id' | 'partNumberSuffix'>): string {
  return routing.partNumberSuffix ? `${routing.id} · part-number suffix ${routing.partNumberSuffix}` : routing.id;
}

/** An Onshape document as a link text ('Vanity carcass', else its document id) and its address. */
export function describeOnshapeDocument(document: OnshapeDocument): { label: string; url: string } {
  return { label: document.name || `Onshape document ${document.did}`, url: document.url };
}

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
