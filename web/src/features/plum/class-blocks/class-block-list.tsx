import { Link } from 'react-router';
import { describeConfiguration, type BlockCategory } from '@workhub/domain';
import { paths } from '../../../lib/paths';
import { DataTable, type Column } from '../../../components/kit';

type ClassBlockRow = BlockCategory['classBlocks'][number];

const CLASS_BLOCK_COLUMNS: Column<ClassBlockRow>[] = [
  { id: 'name', header: 'Class block', cell: (c) => <Link to={paths.classBlock(c.categoryName, c.name)}>{c.name}</Link> },
  { id: 'version', header: 'Version', cell: (c) => c.version },
  { id: 'blocks', header: 'Blocks', cell: (c) => c.blocks.length },
  {
    id: 'configurations',
    header: 'Configurations',
    cell: (c) => (
      <span className="configurations">
        {c.configurations.map((conf) => (
          <span key={conf.name} className="configuration">
            {conf.name}: {describeConfiguration(conf)}
          </span>
        ))}
      </span>
    ),
  },
  { id: 'assemblies', header: 'Assemblies', cell: (c) => c.assemblies.map((a) => a.name).join(', ') },
];

/** Categories, each with its class blocks: version, block count and configurations at a glance. */
export function ClassBlockList({ categories }: { categories: readonly BlockCategory[] }) {
  if (categories.length === 0) return <p className="hint">No class blocks.</p>;
  return (
    <>
      {categories.map((category) => (
        <section
          key={category.name}
          className="class-block-category"
          aria-label={`Category ${category.name}`}
          data-testid="class-block-category"
        >
          <h2>
            <Link to={paths.classBlockCategory(category.name)}>{category.name}</Link>{' '}
            <span className="hint">({category.classBlocks.length})</span>
          </h2>
          <DataTable
            columns={CLASS_BLOCK_COLUMNS}
            rows={category.classBlocks}
            rowKey={(c) => c.key}
            rowProps={() => ({ 'data-testid': 'class-block-row' })}
            empty="No class blocks in this category."
          />
        </section>
      ))}
    </>
  );
}
