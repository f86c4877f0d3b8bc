/**
 * The `kubernetes` Service that kube-apiserver keeps in `default` (kubernetes
 * pkg/controlplane/controller/kubernetesservice/controller.go CreateOrUpdateMasterServiceIfNeeded):
 * port "https" 443 to the secure port 6443, labels component=apiserver and provider=kubernetes, the
 * first IP of the service range (pkg/controlplane/services.go ServiceIPRange).
 */

import type { ApiRequest, RequestContext } from './server.ts';

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

/** The endpoint reconciler's period, which the Service loop shares (kube-apiserver --endpoint-reconciler: 10 s). */
export const KUBERNETES_SERVICE_INTERVAL_MS = 10_000;

interface LoopServer {
  store: {
    get(table: string, namespace: string, name: string): unknown;
    subscribe(
      listener: (e: { type: string; table: string; namespace: string; name: string }) => void,
    ): () => void;
  };
  handle(ctx: RequestContext, req: ApiRequest): unknown;
}

/**
 * kube-apiserver's own loop for the Service (controller.go Run: wait.NonSlidingUntil every
 * EndpointInterval from the server's start, CreateOrUpdateMasterServiceIfNeeded creating it when the
 * lister has none), so a deleted `kubernetes` Service is back at the loop's next tick, within 10 s, on
 * envtest too. Only the deletion puts a tick on the clock: a loop that found the Service has nothing to do.
 */
export function startKubernetesServiceLoop(
  server: LoopServer,
  clock: { now(): number; after(ms: number, fn: () => void): unknown },
): () => void {
  const started = clock.now();
  let queued = false;
  return server.store.subscribe((e) => {
    if (
      e.type !== 'DELETED' ||
      e.table !== 'services' ||
      e.namespace !== 'default' ||
      e.name !== 'kubernetes'
    )
      return;
    if (queued) return;
    queued = true;
    const elapsed = clock.now() - started;
    const tick =
      started + (Math.floor(elapsed / KUBERNETES_SERVICE_INTERVAL_MS) + 1) * KUBERNETES_SERVICE_INTERVAL_MS;
    clock.after(tick - clock.now(), () => {
      queued = false;
      if (server.store.get('services', 'default', 'kubernetes') !== undefined) return;
      server.handle(
        { user: APISERVER_LOOP_USER, clientPath: 'internal', userAgent: 'kube-apiserver' },
        kubernetesServiceCreate(),
      );
    });
  });
}

/** The loop's client is the API server's loopback client (system:apiserver, system:masters). */
const APISERVER_LOOP_USER = {
  username: 'system:apiserver',
  groups: ['system:authenticated', 'system:masters'],
};
