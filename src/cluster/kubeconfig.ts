// The kubeconfig `oplab cluster serve` writes: the cluster with its CA, one user and one context per
// identity (client certificate and key inline), the admin's context current.
import { stringify } from 'yaml';
import type { Pki } from './pki.ts';

const b64 = (s: string) => Buffer.from(s).toString('base64');

export function kubeconfigYaml(url: string, pki: Pki, current: string): string {
  const names = [...pki.clients.keys()];
  return stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: 'oplab', cluster: { server: url, 'certificate-authority-data': b64(pki.ca.cert) } }],
    users: names.map((n) => {
      const pem = pki.clients.get(n);
      return {
        name: n,
        user: { 'client-certificate-data': b64(pem?.cert ?? ''), 'client-key-data': b64(pem?.key ?? '') },
      };
    }),
    contexts: names.map((n) => ({
      name: n === current ? 'oplab' : `oplab-${n}`,
      context: { cluster: 'oplab', user: n },
    })),
    'current-context': 'oplab',
  });
}
