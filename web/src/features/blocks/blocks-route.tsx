import { BlockList } from './block-list';
import { BlocksLayout } from './blocks-layout';

/** /block: the current blocks by category. */
export function Component() {
  return (
    <BlocksLayout base="public">
      <section className="page">
        <h1>Blocks</h1>
        <BlockList base="public" />
      </section>
    </BlocksLayout>
  );
}
