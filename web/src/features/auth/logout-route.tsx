import { useEffect, useState } from 'react';
import { signOut } from 'firebase/auth';
import { auth } from '../../lib/firebase';

/** /logout signs the user out and offers to sign in again. */
export function Component() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    signOut(auth).finally(() => setDone(true));
  }, []);
  return (
    <main className="page sign-in">
      <div className="card">
        <h1>{done ? 'Signed out' : 'Signing out…'}</h1>
        {done && <a href="/">Sign in again</a>}
      </div>
    </main>
  );
}
