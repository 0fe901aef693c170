import { Link } from 'react-router';
import { describeConfiguration, type BlockCategory } from '@workhub/domain';
import { paths } from '../../../lib/paths';

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
          <table className="data-table">
            <thead>
              <tr>
                <th>Class block</th>
                <th>Version</th>
                <th>Blocks</th>
                <th>Configurations</th>
                <th>Assemblies</th>
              </tr>
            </thead>
            <tbody>
              {category.classBlocks.map((c) => (
                <tr key={c.key} data-testid="class-block-row">
                  <td>
                    <Link to={paths.classBlock(c.categoryName, c.name)}>{c.name}</Link>
                  </td>
                  <td>{c.version}</td>
                  <td>{c.blocks.length}</td>
                  <td className="configurations">
                    {c.configurations.map((conf) => (
                      <span key={conf.name} className="configuration">
                        {conf.name}: {describeConfiguration(conf)}
                      </span>
                    ))}
                  </td>
                  <td>{c.assemblies.map((a) => a.name).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
