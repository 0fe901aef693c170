import { useParams } from 'react-router';
import { BlockPage } from './block-page';
import { BlocksLayout } from './blocks-layout';

/** /admin/blocks/{name}: one block, with its open workspaces. */
export function Component() {
  const { name = '' } = useParams();
  return (
    <BlocksLayout base="admin">
      <BlockPage name={name} admin />
    </BlocksLayout>
  );
}
