import { Link } from 'react-router';
import { describeConfiguration, type ClassBlock } from '@workhub/domain';
import { BlockPage } from '../../blocks';
import { paths } from '../../../lib/paths';

const showValue = (value: string | number | boolean) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One class block: its fields, configurations, assemblies with their Onshape configurations, and blocks; one block drawn when chosen. */
export function ClassBlockDetails({ classBlock, block }: { classBlock: ClassBlock; block?: string }) {
  return (
    <section className="page class-block-page" data-testid="class-block">
      <h1>{classBlock.name}</h1>
      <dl className="facts" data-testid="class-block-facts">
        <dt>Key</dt>
        <dd>{classBlock.key}</dd>
        <dt>Category</dt>
        <dd>
          <Link to={paths.classBlockCategory(classBlock.categoryName)}>{classBlock.categoryName}</Link>
        </dd>
        <dt>Version</dt>
        <dd data-testid="class-block-version">{classBlock.version}</dd>
        {classBlock.modified && (
          <>
            <dt>Refreshed</dt>
            <dd>
              {classBlock.modified.replace('T', ' ').slice(0, 19)} by {classBlock.modifiedBy ?? 'unknown'}
            </dd>
          </>
        )}
      </dl>

      <section aria-label="Configurations">
        <h2>Configurations</h2>
        <table className="data-table">
          <tbody>
            {classBlock.configurations.map((c) => (
              <tr key={c.name} data-testid="configuration">
                <th scope="row">{c.name}</th>
                <td>{describeConfiguration(c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-label="Assemblies">
        <h2>Assemblies</h2>
        <table className="data-table">
          <thead>
            <tr>
              <th>Assembly</th>
              <th>Onshape configurations</th>
            </tr>
          </thead>
          <tbody>
            {classBlock.assemblies.map((a) => (
              <tr key={a.name} data-testid="assembly">
                <td>{a.name}</td>
                <td className="configurations">
                  {Object.entries(a.onshapeConfigurations).map(([parameter, value]) => (
                    <span key={parameter} className="configuration">
                      {parameter} = {showValue(value)}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-label="Blocks of this class">
        <h2>Blocks</h2>
        <ul className="class-block-blocks">
          {classBlock.blocks.map((name) => (
            <li key={name} data-testid="class-block-block">
              <Link
                to={paths.classBlockBlock(classBlock.categoryName, classBlock.name, name)}
                aria-current={name === block ? 'page' : undefined}
              >
                {name}
              </Link>{' '}
              <span className="hint">{classBlock.blockVersions?.[name] ?? ''}</span>
            </li>
          ))}
        </ul>
      </section>

      {block && (
        <section aria-label={`Block ${block}`} className="class-block-drawing">
          <BlockPage name={block} admin={false} embedded />
        </section>
      )}
    </section>
  );
}
