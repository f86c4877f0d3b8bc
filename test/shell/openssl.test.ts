// The openssl subset the local webhook flow needs (OpenSSL 3.0 command lines and texts), and the
// manager's loading of what it writes (crypto/tls.LoadX509KeyPair's errors).
import { describe, expect, it } from 'vitest';
import { loadX509KeyPair, readCerts } from '../../src/shell/kube/pki.ts';
import { ShellSession } from '../../src/shell/session.ts';

async function shell() {
  const s = await ShellSession.create({ cwd: '/home/user' });
  return async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode, s };
  };
}

describe('openssl', () => {
  it('req -x509 writes a key and a self-signed CA certificate with the SANs of -addext', async () => {
    const run = await shell();
    const r = await run(
      'openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=host.minikube.internal/O=dev" -addext "subjectAltName=DNS:host.minikube.internal,IP:192.168.49.1" -keyout tls.key -out tls.crt',
    );
    expect(r.code).toBe(0);
    expect(r.err.endsWith('-----\n')).toBe(true);
    const crt = await r.s.readFile('tls.crt');
    expect(crt).toMatch(
      /^-----BEGIN CERTIFICATE-----\n([A-Za-z0-9+/=]{1,64}\n)+-----END CERTIFICATE-----\n$/,
    );
    expect(await r.s.readFile('tls.key')).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect((await run('openssl x509 -in tls.crt -noout -subject -issuer')).out).toBe(
      'subject=CN = host.minikube.internal, O = dev\nissuer=CN = host.minikube.internal, O = dev\n',
    );
    expect((await run('openssl x509 -in tls.crt -noout -dates')).out).toBe(
      'notBefore=Jan  5 09:00:00 2026 GMT\nnotAfter=Jan  5 09:00:00 2027 GMT\n',
    );
    expect((await run('openssl x509 -in tls.crt -noout -ext subjectAltName')).out).toBe(
      'X509v3 Subject Alternative Name: \n    DNS:host.minikube.internal, IP Address:192.168.49.1\n',
    );
    const text = (await run('openssl x509 -in tls.crt -noout -text')).out;
    expect(text).toContain('        Issuer: CN = host.minikube.internal, O = dev\n');
    expect(text).toContain('                CA:TRUE\n');
    const [cert] = readCerts(crt as string);
    expect(loadX509KeyPair(crt as string, (await r.s.readFile('tls.key')) as string)).toEqual({
      ok: true,
      cert,
    });
  });

  it('x509 -req signs a CSR with a CA; SANs come from -extfile only (OpenSSL 3.0 does not copy them)', async () => {
    const run = await shell();
    await run('openssl genrsa -out ca.key 2048');
    await run('openssl req -x509 -new -key ca.key -subj "/CN=dev-ca" -days 30 -out ca.crt');
    await run(
      'openssl req -new -newkey rsa:2048 -nodes -subj "/CN=svc" -addext "subjectAltName=DNS:svc" -keyout s.key -out s.csr',
    );
    const noExt = await run(
      'openssl x509 -req -in s.csr -CA ca.crt -CAkey ca.key -CAcreateserial -out s.crt',
    );
    expect(noExt.err).toBe('Certificate request self-signature ok\nsubject=CN = svc\n');
    expect((await run('openssl x509 -in s.crt -noout -ext subjectAltName')).out).toBe(
      'No extensions in certificate\n',
    );
    expect(await noExt.s.readFile('ca.srl')).toMatch(/^[0-9A-F]+\n$/);
    await run(
      "printf '[v3]\\nsubjectAltName = @alt\\n[alt]\\nDNS.1 = svc\\nDNS.2 = svc.ns.svc\\n' > ext.cnf",
    );
    await run(
      'openssl x509 -req -in s.csr -CA ca.crt -CAkey ca.key -out s.crt -extfile ext.cnf -extensions v3',
    );
    expect((await run('openssl x509 -in s.crt -noout -issuer -ext subjectAltName')).out).toBe(
      'issuer=CN = dev-ca\nX509v3 Subject Alternative Name: \n    DNS:svc, DNS:svc.ns.svc\n',
    );
  });

  it('reports missing inputs and unknown subcommands', async () => {
    const run = await shell();
    expect(await run('openssl x509 -in nope.crt -noout -text')).toMatchObject({
      err: 'Could not open file or uri for loading certificate from nope.crt\n',
      code: 1,
    });
    expect((await run('openssl frobnicate')).err).toBe(
      'Invalid command \'frobnicate\'; type "help" for a list.\n',
    );
  });

  it('LoadX509KeyPair texts: no PEM, a certificate where the key should be, a key of another pair', async () => {
    const run = await shell();
    const r = await run('openssl req -x509 -newkey rsa:2048 -nodes -subj "/CN=a" -keyout a.key -out a.crt');
    await run('openssl genrsa -out b.key 2048');
    const crt = (await r.s.readFile('a.crt')) as string;
    expect(loadX509KeyPair('garbage', 'x')).toEqual({
      ok: false,
      error: 'tls: failed to find any PEM data in certificate input',
    });
    expect(loadX509KeyPair(crt, crt)).toEqual({
      ok: false,
      error: 'tls: found a certificate rather than a key in the PEM for the private key',
    });
    expect(loadX509KeyPair(crt, (await r.s.readFile('b.key')) as string)).toEqual({
      ok: false,
      error: 'tls: private key does not match public key',
    });
  });
});
