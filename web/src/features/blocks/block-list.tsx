import { useState } from 'react';
import { Link } from 'react-router';
import { formatFeetInches, type InvalidBlock } from '@workhub/domain';
import { blocksByCategory } from './block-categories';
import { useBlockList } from './use-block-list';
import { blockPathOf, type BlocksBase } from '../../lib/paths';

/** The current blocks by category, with their size, layers and designer; each links to its page. */
export function BlockList({ base }: { base: BlocksBase }) {
  const { blocks, invalid, loading } = useBlockList();
  const [filter, setFilter] = useState('');
  if (blocks === null) return <p className="page-loading">{loading ? 'Loading blocks…' : 'No blocks loaded.'}</p>;
  const categories = blocksByCategory(blocks, filter);
  return (
    <section className="block-list" aria-label="Blocks">
      <div className="inline-form">
        <label>
          Find a block
          <input
            type="search"
            name="block-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="name contains…"
          />
        </label>
        <span className="hint" data-testid="block-count">
          {blocks.length} blocks in {blocksByCategory(blocks).length} categories
        </span>
      </div>
      <UnreadableBlocks invalid={invalid} />
      {categories.length === 0 && <p className="hint">No block matches.</p>}
      {categories.map((category) => (
        <section key={category.name} className="block-category" aria-label={`Category ${category.name}`} data-testid="block-category">
          <h2>
            {category.name} <span className="hint">({category.blocks.length})</span>
          </h2>
          <table className="data-table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Type</th>
                <th>Width × depth</th>
                <th>Layers</th>
                <th>Designer</th>
              </tr>
            </thead>
            <tbody>
              {category.blocks.map((block) => (
                <tr key={block.key ?? block.name} data-testid="block-row">
                  <td>
                    <Link to={blockPathOf(base, block.name)}>{block.name}</Link>
                  </td>
                  <td>{block.type ?? ''}</td>
                  <td>
                    {formatFeetInches(block.width)} × {formatFeetInches(block.height)}
                  </td>
                  <td>{block.layerNames?.length ?? Object.keys(block.layers ?? {}).length}</td>
                  <td>{block.designer ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </section>
  );
}

/** Stored blocks the list could not read: named with what is wrong, so the rest still shows. */
function UnreadableBlocks({ invalid }: { invalid: readonly InvalidBlock[] }) {
  if (invalid.length === 0) return null;
  return (
    <div className="error-text" role="alert" data-testid="invalid-blocks">
      <p>
        {invalid.length} {invalid.length === 1 ? 'block' : 'blocks'} could not be read: {invalid.map((b) => b.id).join(', ')}
      </p>
      <ul>
        {invalid.map((block) => (
          <li key={block.id}>
            {block.id}: {block.problems.join('; ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
