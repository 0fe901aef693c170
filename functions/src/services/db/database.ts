import { getApps } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DATABASE_HEADER, databaseRefusal, parseDatabaseChoice, type DatabaseChoice } from '@workhub/domain';
import type { Request } from 'express';
import { firestore } from '../../lib/admin.js';
import { badRequest } from '../../lib/http.js';
import { notAllowed } from '../../lib/errors.js';

/**
 * The database a request to the database service uses (core spec section 7: production or
 * development; docs/decisions.md "Two databases"): chosen by the X-WorkHub-Database header, each a
 * Firestore named database — production the default database every other service reads,
 * development the database 'development', a test database 'test-…' (core spec section 5). A bad
 * name is a 400, a database the caller may not use a 403, both before anything is read.
 */
const named = new Map<string, Firestore>();

function firestoreOf(databaseId: string): Firestore {
  if (databaseId === '(default)') return firestore;
  let db = named.get(databaseId);
  if (!db) {
    db = getFirestore(getApps()[0]!, databaseId);
    named.set(databaseId, db);
  }
  return db;
}

/** Test databases exist where the emulators run (every named database is served there), never in a deployment. */
const underEmulators = () => process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

export interface ChosenDatabase {
  choice: DatabaseChoice;
  db: Firestore;
}

export function databaseOf(req: Request): ChosenDatabase {
  const header = req.get(DATABASE_HEADER);
  const parsed = parseDatabaseChoice(header);
  if ('problem' in parsed) throw badRequest(parsed.problem, { [DATABASE_HEADER]: parsed.problem });
  const refusal = databaseRefusal(parsed.choice, req.caller ?? {}, underEmulators());
  if (refusal) throw notAllowed(refusal);
  return { choice: parsed.choice, db: firestoreOf(parsed.choice.databaseId) };
}
