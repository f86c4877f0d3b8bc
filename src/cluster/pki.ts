// The served cluster's certificates, made fresh at each start: a self-signed CA, the server's
// certificate for 127.0.0.1 and localhost, and a client certificate per identity with the user as
// CommonName and the groups as Organization, as kube-apiserver's x509 authenticator reads them
// (k8s.io/apiserver pkg/authentication/request/x509: CommonNameUserConversion).
// @peculiar/x509 resolves its algorithms through tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const alg = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY = 24 * 60 * 60 * 1000;

export interface Pem {
  cert: string;
  key: string;
}

export interface Pki {
  ca: Pem;
  server: Pem;
  /** One client certificate per identity name. */
  clients: Map<string, Pem>;
}

export interface Identity {
  name: string;
  groups: string[];
}

async function keyPem(key: CryptoKey): Promise<string> {
  const der = await webcrypto.subtle.exportKey('pkcs8', key);
  return x509.PemConverter.encode(der, 'PRIVATE KEY');
}

/** RFC 4514 escaping for a name component. */
const rdn = (s: string) => s.replace(/([,+"\\<>;=#])/g, '\\$1');

export async function makePki(identities: readonly Identity[], validDays = 365): Promise<Pki> {
  const now = new Date();
  const notAfter = new Date(now.getTime() + validDays * DAY);
  let serial = 1;
  const caKeys = (await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify'])) as CryptoKeyPair;
  const caCert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: String(serial++).padStart(2, '0'),
    name: 'CN=oplab-cluster-ca',
    notBefore: new Date(now.getTime() - DAY),
    notAfter,
    keys: caKeys,
    signingAlgorithm: alg,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  const issue = async (subject: string, server: boolean): Promise<Pem> => {
    const keys = (await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify'])) as CryptoKeyPair;
    const cert = await x509.X509CertificateGenerator.create({
      serialNumber: String(serial++).padStart(2, '0'),
      subject,
      issuer: caCert.subject,
      notBefore: new Date(now.getTime() - DAY),
      notAfter,
      publicKey: keys.publicKey,
      signingKey: caKeys.privateKey,
      signingAlgorithm: alg,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment,
          true,
        ),
        new x509.ExtendedKeyUsageExtension([
          server ? x509.ExtendedKeyUsage.serverAuth : x509.ExtendedKeyUsage.clientAuth,
        ]),
        await x509.AuthorityKeyIdentifierExtension.create(caKeys.publicKey),
        ...(server
          ? [
              new x509.SubjectAlternativeNameExtension([
                { type: 'ip', value: '127.0.0.1' },
                { type: 'dns', value: 'localhost' },
              ]),
            ]
          : []),
      ],
    });
    return { cert: cert.toString('pem'), key: await keyPem(keys.privateKey) };
  };
  const server = await issue('CN=oplab-cluster', true);
  const clients = new Map<string, Pem>();
  for (const id of identities) {
    const subject = [`CN=${rdn(id.name)}`, ...id.groups.map((g) => `O=${rdn(g)}`)].join(', ');
    clients.set(id.name, await issue(subject, false));
  }
  return { ca: { cert: caCert.toString('pem'), key: await keyPem(caKeys.privateKey) }, server, clients };
}
