import { useParams } from 'react-router';
import { BlockPage } from './block-page';
import { BlocksLayout } from './blocks-layout';

/** /block/{name}: one block. */
export function Component() {
  const { name = '' } = useParams();
  return (
    <BlocksLayout base="public">
      <BlockPage name={name} admin={false} />
    </BlocksLayout>
  );
}
