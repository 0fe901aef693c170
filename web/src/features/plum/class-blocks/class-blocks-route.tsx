import { paths } from '../../../lib/paths';
import { Link, useLocation } from 'react-router';
import { groupByCategory, resolveClassBlockPath } from '@workhub/domain';
import './class-blocks.css';
import { LiveStatus } from '../../../components/live-status';
import { NotFound } from '../../../components/not-found';
import { ClassBlockDetails } from './class-block-details';
import { ClassBlockList } from './class-block-list';
import { CLASS_BLOCKS_PATH, ClassBlocksLayout } from './class-blocks-layout';
import { useClassBlocks } from './use-class-blocks';
import { ErrorNote } from '../../../components/kit';

/** The segments after /plum/class-blocks, decoded. */
function segmentsOf(pathname: string): string[] {
  return pathname
    .slice(CLASS_BLOCKS_PATH.length)
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
}

/**
 * /plum/class-blocks, /{category}, /{category?}/{name} and /{category?}/{name}/{block}: one page
 * that resolves the address against the class blocks (the category is optional, so a segment's
 * meaning depends on the data; see resolveClassBlockPath).
 */
export function Component() {
  const { pathname } = useLocation();
  const { status, classBlocks, skipped, connection } = useClassBlocks();
  const target = status === 'success' ? resolveClassBlockPath(segmentsOf(pathname), classBlocks) : null;
  if (target?.kind === 'notFound') return <NotFound />;

  let page;
  if (status === 'error') page = <ErrorNote>The class blocks could not be read.</ErrorNote>;
  else if (!target) page = <p className="page-loading">Loading class blocks…</p>;
  else if (target.kind === 'classBlock') {
    const classBlock = classBlocks.find((c) => c.key === target.key)!;
    page = <ClassBlockDetails key={classBlock.key} classBlock={classBlock} {...(target.block ? { block: target.block } : {})} />;
  } else {
    const categories = groupByCategory(classBlocks).filter((c) => target.kind === 'index' || c.name === target.category);
    page = (
      <section className="page">
        <h1>{target.kind === 'category' ? `Class blocks: ${target.category}` : 'Class blocks'}</h1>
        <p className="hint" data-testid="class-block-count">
          {target.kind === 'index'
            ? `${classBlocks.length} class blocks in ${categories.length} categories`
            : `${categories[0]?.classBlocks.length ?? 0} class blocks`}
          {skipped > 0 && ` (${skipped} stored class blocks could not be read)`}
        </p>
        {target.kind === 'category' && <Link to={paths.classBlocks()}>All class blocks</Link>}
        <ClassBlockList categories={categories} />
      </section>
    );
  }
  return (
    <ClassBlocksLayout classBlocks={classBlocks} loading={status === 'loading'}>
      <LiveStatus connection={connection} />
      {page}
    </ClassBlocksLayout>
  );
}
