/**
 * The `kubernetes` Service that kube-apiserver keeps in `default` (kubernetes
 * pkg/controlplane/controller/kubernetesservice/controller.go CreateOrUpdateMasterServiceIfNeeded):
 * port "https" 443 to the secure port 6443, labels component=apiserver and provider=kubernetes, the
 * first IP of the service range (pkg/controlplane/services.go ServiceIPRange).
 */

import type { ApiRequest } from './server.ts';

/** The first address of the service range (10.96.0.0/16, kind's and kubeadm's default). */
export const KUBERNETES_SERVICE_IP = '10.96.0.1';

/** A fresh create request for the Service (the server may change the body it is handed). */
export function kubernetesServiceCreate(): ApiRequest {
  return {
    verb: 'create',
    group: '',
    version: 'v1',
    resource: 'services',
    namespace: 'default',
    body: {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'kubernetes', labels: { component: 'apiserver', provider: 'kubernetes' } },
      spec: {
        type: 'ClusterIP',
        clusterIP: KUBERNETES_SERVICE_IP,
        sessionAffinity: 'None',
        ports: [{ name: 'https', port: 443, protocol: 'TCP', targetPort: 6443 }],
      },
    },
  };
}
