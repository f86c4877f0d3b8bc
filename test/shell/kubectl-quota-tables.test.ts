// The server's tables for the kinds it gained (kubernetes pkg/printers/internalversion/printers.go):
// ResourceQuota as NAME AGE REQUEST LIMIT (used/hard of status.hard, limits.* under LIMIT),
// LimitRange by the default convertor (NAME CREATED AT), ReplicationController as a workload
// (DESIRED CURRENT READY AGE), ControllerRevision as NAME CONTROLLER REVISION AGE with the
// controller as kind.group/name (kind/name in the core group).
import { expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const OBJECTS = `apiVersion: v1
kind: ResourceQuota
metadata: {name: compute}
spec:
  hard: {requests.cpu: "2", limits.memory: 4Gi, pods: "10"}
---
apiVersion: v1
kind: LimitRange
metadata: {name: defaults}
spec:
  limits:
  - type: Container
    default: {memory: 256Mi}
---
apiVersion: v1
kind: ReplicationController
metadata: {name: web}
spec:
  replicas: 2
  selector: {app: web}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: web, image: nginx}]
`;

it('prints quota, limit ranges, replication controllers and controller revisions as the real server', async () => {
  const s = await ShellSession.create({ files: { '/home/user/objects.yaml': OBJECTS } });
  expect((await s.run('kubectl apply -f objects.yaml')).stderr).toBe('');
  // the quota controller is not running (as in envtest): status.hard is empty
  expect((await s.run('kubectl get quota')).stdout).toBe(
    'NAME      AGE   REQUEST   LIMIT\ncompute   0s              \n',
  );
  expect((await s.run('kubectl get limits')).stdout).toMatch(
    /^NAME {7}CREATED AT\ndefaults {3}\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n$/,
  );
  expect((await s.run('kubectl get rc -o wide')).stdout).toBe(
    'NAME   DESIRED   CURRENT   READY   AGE   CONTAINERS   IMAGES   SELECTOR\nweb    2         0         0       0s    web          nginx    app=web\n',
  );
  // A revision needs a live owner: the garbage collector removes one whose owner is absent (below).
  const uid = (await s.run("kubectl get rc web -o jsonpath='{.metadata.uid}'")).stdout;
  await s.run(`cat > revisions.yaml <<'EOF'
${revision('web-5d8f', 'v1', 'ReplicationController', 'web', uid)}
---
${revision('db-7c9f', 'apps/v1', 'StatefulSet', 'db', '0b2f1c3e-1111-2222-3333-444455556666')}
---
${revision('cache-1a2b', 'example.com/v1', 'Cache', 'cache', '0b2f1c3e-1111-2222-3333-777788889999')}
EOF`);
  expect((await s.run('kubectl apply -f revisions.yaml')).stderr).toBe('');
  // db-7c9f's StatefulSet does not exist: collected (garbagecollector.go attemptToDeleteItem);
  // cache-1a2b's kind is not served: the collector cannot look its owner up and leaves it
  expect((await s.run('kubectl get controllerrevisions')).stdout).toBe(
    'NAME         CONTROLLER                  REVISION   AGE\n' +
      'cache-1a2b   cache.example.com/cache     3          0s\n' +
      'web-5d8f     replicationcontroller/web   3          0s\n',
  );
});

/** A ControllerRevision controlled by the named owner. */
function revision(name: string, apiVersion: string, kind: string, owner: string, uid: string): string {
  return `apiVersion: apps/v1
kind: ControllerRevision
metadata:
  name: ${name}
  ownerReferences:
  - {apiVersion: ${apiVersion}, kind: ${kind}, name: ${owner}, uid: ${uid}, controller: true}
data: {spec: {}}
revision: 3`;
}
