import { useParams } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { SpaceView } from './space-view';
import './spaces.css';

/** /space/{id}: one versioned space, with the patch → candidate → commit flow. */
export function Component() {
  const { id } = useParams();
  return (
    <main className="page spaces-page">
      <Breadcrumbs dropTrailing={0} />
      <SpaceView key={id} id={id!} />
    </main>
  );
}
