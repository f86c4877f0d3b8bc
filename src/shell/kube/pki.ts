// Simulated X.509: certificates and keys are PEM files whose base64 body carries a small JSON
// description instead of DER (the terminal needs subjects, SANs, validity, issuer and key identity,
// not real cryptography). `openssl` writes them; the local manager's webhook server loads them the
// way crypto/tls.LoadX509KeyPair does, and the API server side decides trust from the caBundle.

export interface SimCert {
  serial: string;
  subject: string;
  issuer: string;
  /** Identity of the key the certificate certifies. */
  keyId: string;
  /** Identity of the key that signed it (= keyId when self-signed). */
  signerKeyId: string;
  dnsNames: string[];
  ipAddresses: string[];
  isCA: boolean;
  notBefore: number;
  notAfter: number;
}

export interface SimCsr {
  subject: string;
  keyId: string;
  dnsNames: string[];
  ipAddresses: string[];
}

const MARK = 'oplab-sim:';

function b64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function unb64(text: string): string | undefined {
  try {
    const bin = atob(text.replace(/\s+/g, ''));
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** PEM with 64-column base64 lines. */
export function pem(type: string, payload: unknown): string {
  const body = b64(MARK + JSON.stringify(payload));
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${type}-----\n${lines.join('\n')}\n-----END ${type}-----\n`;
}

/** Every PEM block of a type in a text, decoded (undefined entries for blocks that are not ours). */
export function pemBlocks(text: string, type: string): Array<Record<string, unknown> | undefined> {
  const out: Array<Record<string, unknown> | undefined> = [];
  const re = new RegExp(`-----BEGIN ${type}-----([\\s\\S]*?)-----END ${type}-----`, 'g');
  for (const m of text.matchAll(re)) {
    const decoded = unb64(m[1]);
    if (!decoded?.startsWith(MARK)) {
      out.push(undefined);
      continue;
    }
    try {
      out.push(JSON.parse(decoded.slice(MARK.length)) as Record<string, unknown>);
    } catch {
      out.push(undefined);
    }
  }
  return out;
}

export const certPem = (c: SimCert) => pem('CERTIFICATE', c);
export const keyPem = (keyId: string) => pem('PRIVATE KEY', { keyId });
export const csrPem = (c: SimCsr) => pem('CERTIFICATE REQUEST', c);

export function readCerts(text: string): SimCert[] {
  return pemBlocks(text, 'CERTIFICATE').filter(
    (c): c is Record<string, unknown> => !!c,
  ) as unknown as SimCert[];
}
export function readKeyId(text: string): string | undefined {
  const [k] = pemBlocks(text, 'PRIVATE KEY');
  return k && typeof k.keyId === 'string' ? k.keyId : undefined;
}
export function readCsr(text: string): SimCsr | undefined {
  const [c] = pemBlocks(text, 'CERTIFICATE REQUEST');
  return c as unknown as SimCsr | undefined;
}

/** Decodes a webhook caBundle (base64 of a PEM bundle) into its certificates. */
export function caBundleCerts(caBundle: string): SimCert[] {
  const text = unb64(caBundle);
  return text ? readCerts(text) : [];
}

/** Whether a bundle trusts a serving certificate: it holds the certificate itself or the certificate that signed it. */
export function bundleTrusts(bundle: readonly SimCert[], serving: SimCert): boolean {
  return bundle.some(
    (ca) =>
      ca.serial === serving.serial || (ca.keyId === serving.signerKeyId && ca.subject === serving.issuer),
  );
}

export type KeyPairResult = { ok: true; cert: SimCert } | { ok: false; error: string };

/** crypto/tls.LoadX509KeyPair's outcomes on our files (Go's error texts). */
export function loadX509KeyPair(certText: string, keyText: string): KeyPairResult {
  const certs = readCerts(certText);
  if (!/-----BEGIN CERTIFICATE-----/.test(certText))
    return { ok: false, error: 'tls: failed to find any PEM data in certificate input' };
  if (certs.length === 0) return { ok: false, error: 'x509: malformed certificate' };
  if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(keyText)) {
    return {
      ok: false,
      error: /-----BEGIN CERTIFICATE-----/.test(keyText)
        ? 'tls: found a certificate rather than a key in the PEM for the private key'
        : 'tls: failed to find any PEM data in key input',
    };
  }
  const keyId = readKeyId(keyText);
  if (keyId !== certs[0].keyId) return { ok: false, error: 'tls: private key does not match public key' };
  return { ok: true, cert: certs[0] };
}
