// ~/.kube/config as `minikube start` (v1.34.0) leaves it: the cluster at 192.168.49.2:8443, the
// client certificate under ~/.minikube, the context's namespace and minikube's extensions. The
// terminal's kubectl and `go run` programs reach the cluster as this file's user (cluster.ts).
import type { Json } from '../../kube/apiserver/types.ts';

export const KUBECONFIG_CONTEXT = 'minikube';

/** Go's time.RFC1123 in UTC (minikube's `last-update`): toUTCString's format (ECMA-262 Date.prototype.toUTCString) with Go's zone name. */
const rfc1123 = (ms: number): string => new Date(ms).toUTCString().replace(/GMT$/, 'UTC');

/** The kubeconfig object (written with kubectl's serializer: sorted keys, `- ` sequences at the key's indent). */
export function minikubeKubeconfig(home: string, nowMs: number): Json {
  const extension = (name: string) => ({
    extension: { 'last-update': rfc1123(nowMs), provider: 'minikube.sigs.k8s.io', version: 'v1.34.0' },
    name,
  });
  return {
    apiVersion: 'v1',
    clusters: [
      {
        cluster: {
          'certificate-authority': `${home}/.minikube/ca.crt`,
          extensions: [extension('cluster_info')],
          server: 'https://192.168.49.2:8443',
        },
        name: KUBECONFIG_CONTEXT,
      },
    ],
    contexts: [
      {
        context: {
          cluster: KUBECONFIG_CONTEXT,
          extensions: [extension('context_info')],
          namespace: 'default',
          user: KUBECONFIG_CONTEXT,
        },
        name: KUBECONFIG_CONTEXT,
      },
    ],
    'current-context': KUBECONFIG_CONTEXT,
    kind: 'Config',
    preferences: {},
    users: [
      {
        name: KUBECONFIG_CONTEXT,
        user: {
          'client-certificate': `${home}/.minikube/profiles/minikube/client.crt`,
          'client-key': `${home}/.minikube/profiles/minikube/client.key`,
        },
      },
    ],
  };
}
