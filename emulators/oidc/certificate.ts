/**
 * Self-signed TLS certificate for the local identity provider (see main.ts for the overview).
 *
 * MSAL only accepts https authorities, so the provider serves https on localhost with a
 * certificate generated here once: CN=localhost, subjectAltName DNS:localhost + IP:127.0.0.1,
 * valid two years, regenerated when missing, unreadable, not matching its key, or expiring
 * within seven days.
 *
 *   npx tsx emulators/oidc/certificate.ts   # ensures the certificate, prints the cert path
 */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generate } from 'selfsigned';

/** emulators/oidc/certs next to this module (git-ignored). */
export const DEFAULT_CERT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'certs');

const DAY_MS = 24 * 60 * 60 * 1000;
/** Regenerate when the certificate expires within this many days. */
export const RENEW_WITHIN_DAYS = 7;
const VALID_YEARS = 2;

export interface CertificateFiles {
  dir: string;
  certPath: string;
  keyPath: string;
  cert: string;
  key: string;
  /** Expiry of the certificate. */
  validTo: Date;
  /** True when this call generated a new certificate. */
  generated: boolean;
}

/** Returns the expiry if the pair is usable (matching, localhost SANs, valid long enough). */
function usableUntil(certPem: string, keyPem: string, now: Date): Date | undefined {
  try {
    const cert = new X509Certificate(certPem);
    if (!cert.checkPrivateKey(createPrivateKey(keyPem))) return undefined;
    const san = cert.subjectAltName ?? '';
    if (!san.includes('DNS:localhost') || !san.includes('IP Address:127.0.0.1')) return undefined;
    const validTo = new Date(cert.validTo);
    const validFrom = new Date(cert.validFrom);
    if (Number.isNaN(validTo.getTime()) || validFrom.getTime() > now.getTime() + DAY_MS) return undefined;
    if (validTo.getTime() - now.getTime() < RENEW_WITHIN_DAYS * DAY_MS) return undefined;
    return validTo;
  } catch {
    return undefined;
  }
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** Writes via a temporary file + rename so a concurrent reader never sees half a file. */
async function writeAtomically(file: string, content: string, mode: number): Promise<void> {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, content, { mode });
  await chmod(tmp, mode);
  await rename(tmp, file);
}

/**
 * Makes sure `<dir>/cert.pem` and `<dir>/key.pem` hold a usable self-signed localhost
 * certificate, generating one if needed.
 */
export async function ensureCertificate(dir: string = DEFAULT_CERT_DIR, now: Date = new Date()): Promise<CertificateFiles> {
  const certPath = path.join(dir, 'cert.pem');
  const keyPath = path.join(dir, 'key.pem');
  const [existingCert, existingKey] = await Promise.all([readIfExists(certPath), readIfExists(keyPath)]);
  if (existingCert && existingKey) {
    const validTo = usableUntil(existingCert, existingKey, now);
    if (validTo) return { dir, certPath, keyPath, cert: existingCert, key: existingKey, validTo, generated: false };
  }

  await mkdir(dir, { recursive: true, mode: 0o700 });
  const notBeforeDate = new Date(now.getTime() - 60 * 60 * 1000); // tolerate small clock skew
  const notAfterDate = new Date(now);
  notAfterDate.setFullYear(notAfterDate.getFullYear() + VALID_YEARS);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'rsa',
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  await writeAtomically(keyPath, pems.private, 0o600);
  await writeAtomically(certPath, pems.cert, 0o644);
  return {
    dir,
    certPath,
    keyPath,
    cert: pems.cert,
    key: pems.private,
    validTo: new Date(new X509Certificate(pems.cert).validTo),
    generated: true,
  };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === pathToFileURL(realpathSync(fileURLToPath(import.meta.url))).href;
  } catch {
    return false;
  }
}

if (isMainModule()) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_CERT_DIR;
  ensureCertificate(dir).then(
    (files) => {
      console.log(files.certPath);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
