import express, { Router, type Request, type RequestHandler } from 'express';
import { BLOB_MAX_BYTES, mediaTypeOf, signedQuerySchema, storageKeyProblem } from '@workhub/domain';
import { handle, HttpError, parse, sendOk } from '../../lib/http.js';
import { route } from '../../lib/route-docs.js';
import { blobStore, isLocal, localSigningSecret, signatureMatches, urlSignature } from '../../engines/storage/index.js';
import { putObject, viaStore } from '../../lib/blob-store.js';
import { checkBlob } from '../../lib/blob-check.js';
import { notAllowed } from '../../lib/errors.js';

/**
 * The local store's presigned URLs (mounted at /cloud/object, no token: the signature is the
 * credential, as with Cloud Storage's signed URLs). GET answers the blob's bytes; PUT stores the
 * binary body when its Content-Type is the signed one, its size at most BLOB_MAX_BYTES (413) and
 * its bytes what the type says. An expired or altered URL is a 403 and nothing is read or written.
 * In production the URLs point at Cloud Storage and this route refuses every request.
 */
export const cloudSignedRouter = Router();

/** Requests whose body is binary, kept out of the JSON body handling (api.ts bodyAsJson). */
export const takesRawBody = (req: Request) => req.method === 'PUT' && /^(\/api)?\/cloud\/object\/?$/.test(req.path);

function checkSignature(req: Request, method: 'GET' | 'PUT') {
  if (!isLocal()) throw new HttpError(404, 'not-found', 'Presigned URLs are served by Cloud Storage');
  const q = parse(signedQuerySchema, req.query);
  const expected = urlSignature(localSigningSecret(), q.name, q.method, q.expires, q.contentType ?? '');
  if (q.method !== method || !signatureMatches(expected, q.signature)) throw notAllowed('The URL signature does not match');
  if (Number(q.expires) < Date.now()) throw new HttpError(403, 'expired', 'The URL has expired');
  return q;
}

/** 'app/project/key' -> its parts (the name was signed by the cloud service, so it is a key's blob name). */
function refOfName(name: string) {
  const [app_name, project, ...rest] = name.split('/');
  const key = rest.join('/');
  if (!app_name || !project || storageKeyProblem(key)) throw new HttpError(400, 'bad-request', 'The URL names no key');
  return { app_name, project, key };
}

route(
  cloudSignedRouter,
  'GET',
  '/',
  {
    input: 'query',
    schema: signedQuerySchema,
    answer: "the blob's bytes (binary, with its Content-Type)",
    summary: 'Downloads through a presigned GET URL (no token; 403 when expired or altered)',
  },
  handle(async (req, res) => {
    const q = checkSignature(req, 'GET');
    const found = await viaStore(() => blobStore().get(q.name));
    if (!found) throw new HttpError(404, 'not-found', 'No such file');
    res
      .status(200)
      .set('Content-Type', found.stat.contentType)
      .set('X-Content-Type-Options', 'nosniff')
      .set('Cache-Control', 'private, max-age=300')
      .send(found.bytes);
  }),
);

const rawBody = express.raw({ type: () => true, limit: BLOB_MAX_BYTES });

/** Cloud Functions has read the body already (req.rawBody); elsewhere it is read here, with the blob limit (413 above it). */
const withRawBody =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) => {
    if (req.rawBody) return handler(req, res, next);
    rawBody(req, res, (err?: unknown) => (err ? next(err) : handler(req, res, next)));
  };

route(
  cloudSignedRouter,
  'PUT',
  '/',
  {
    input: 'query',
    schema: signedQuerySchema,
    answer: '{ object } (the stored metadata)',
    summary: `Uploads the binary body through a presigned PUT URL (Content-Type as signed; at most ${BLOB_MAX_BYTES} bytes, else 413)`,
  },
  withRawBody(
    handle(async (req, res) => {
      const q = checkSignature(req, 'PUT');
      const bytes = req.rawBody ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      const contentType = mediaTypeOf(req.header('content-type'));
      if (contentType !== q.contentType)
        throw new HttpError(400, 'bad-request', `The body's Content-Type must be ${q.contentType ?? '(none)'}`, {
          contentType: `must be ${q.contentType}`,
        });
      checkBlob(bytes, contentType);
      const object = await putObject(refOfName(q.name), bytes, {
        type: 'base64',
        contentType,
        isVersioned: false,
        user: 'presigned upload',
      });
      sendOk(res, { object }, 201);
    }),
  ),
);
