import type { z } from 'zod';
import { cloudRoutes, type OutsideSystemsAnswer } from '@workhub/domain';
import { config } from '../lib/env';
import { callRoute, download, ServiceError } from './service-client';

type Ref = { app_name: string; project: string; key: string };
type UrlQuery = z.input<typeof cloudRoutes.url.schema>;

/** The API root ('/api'): the local store's presigned URLs are paths under it; Cloud Storage's are absolute. */
const apiRoot = config.services.cloud.replace(/\/cloud$/, '');
export const resolveSignedUrl = (url: string) => (url.startsWith('/') ? `${apiRoot}${url}` : url);

/** Typed calls of the cloud service: presigned URLs, binary upload through them, get and delete by key. */
export const cloudService = {
  /** The outside systems: configured, reachable (each probed now; workspace admins only). */
  async outsideSystems(): Promise<OutsideSystemsAnswer> {
    return callRoute(cloudRoutes.outsideSystems, {});
  },
  /** A presigned URL (usable without a token, until it expires) for reading a blob, e.g. an <img> source. */
  async readUrl(ref: Ref, expiresIn = 900): Promise<string> {
    const answer = await callRoute(cloudRoutes.url, { ...ref, method: 'GET', expiresIn });
    return resolveSignedUrl(answer.url);
  },
  /** Uploads a file (binary) through a presigned PUT URL; the server checks its type and size. */
  async upload(ref: Ref, file: Blob, contentType: string): Promise<void> {
    // The server refuses a type it does not take (400 naming contentType).
    const answer = await callRoute(cloudRoutes.url, { ...ref, method: 'PUT', contentType: contentType as UrlQuery['contentType'] });
    const headers = answer.headers ?? { 'Content-Type': contentType };
    const res = await fetch(resolveSignedUrl(answer.url), { method: 'PUT', headers, body: file });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new ServiceError(body?.error?.message ?? `${res.status} ${res.statusText}`, res.status);
    }
  },
  /** An uploaded file by key, as binary (GET /cloud/upload; a refusal is the envelope's message). */
  async get(ref: Ref): Promise<Blob> {
    return (await download('cloud', cloudRoutes.upload.path, ref)).blob;
  },
  delete: (ref: Ref) => callRoute(cloudRoutes.delete, ref),
};
