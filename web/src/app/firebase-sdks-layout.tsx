import { Outlet } from 'react-router';
import { FirebaseSdks } from '../lib/firebase-sdks';

/** Layout route of every page that reads data: reactfire's providers around the page. */
export function Component() {
  return (
    <FirebaseSdks>
      <Outlet />
    </FirebaseSdks>
  );
}
