// One API surface: the simulated terminal's kubectl goes through the same REST handlers as
// `oplab cluster serve`, so real kubectl against the served cluster and the terminal's kubectl print
// the same thing for the same commands, to the letter (ages, timestamps and uids masked). Real
// kubectl is the machine's; skipped, with the reason printed, only where none is installed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { kubeconfigYaml } from '../../src/cluster/kubeconfig.ts';
import { makePki } from '../../src/cluster/pki.ts';
import { type ClusterServer, startClusterServer } from '../../src/cluster/server.ts';
import { ApiServer } from '../../src/kube/apiserver/index.ts';
import { startNamespaceControllers } from '../../src/kube/cluster/namespaces.ts';
import { ShellSession } from '../../src/shell/session.ts';

const kubectl = process.env.KUBECTL ?? 'kubectl';
const haveKubectl = spawnSync(kubectl, ['version', '--client'], { encoding: 'utf8' }).status === 0;
/** The machine's kubectl minor version (e.g. 32), for what changed since. */
const realMinor = haveKubectl
  ? Number(
      /"minor":\s*"(\d+)/.exec(
        spawnSync(kubectl, ['version', '--client', '-o', 'json'], { encoding: 'utf8' }).stdout,
      )?.[1] ?? '0',
    )
  : 0;
if (!haveKubectl)
  console.log(`test/cluster/terminal-parity.test.ts: skipped: no kubectl on this machine (${kubectl})`);

const FILES: Record<string, string> = {
  'path.tmpl': '{.metadata.name} {.data.mode}\n',
  'held.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: held\n  finalizers:\n  - example.com/hold\n',
  'cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  mode: fast\n  level: "3"\n',
  'deploy.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels: {app: web}
  annotations: {team: blue}
spec:
  replicas: 2
  selector:
    matchLabels: {app: web}
    matchExpressions:
    - {key: tier, operator: In, values: [front, back]}
  template:
    metadata:
      labels: {app: web, tier: front}
      annotations: {prometheus.io/scrape: "true"}
    spec:
      serviceAccountName: builder
      initContainers:
      - {name: init, image: busybox, command: [sh, -c, "echo hi"]}
      containers:
      - name: nginx
        image: nginx:1.25
        args: ["--port", "8080"]
        ports:
        - containerPort: 8080
        - {containerPort: 9090, protocol: UDP, name: metrics}
        env:
        - {name: MODE, value: fast}
        - name: PASS
          valueFrom: {secretKeyRef: {name: creds, key: password}}
        - name: LEVEL
          valueFrom: {configMapKeyRef: {name: settings, key: level, optional: true}}
        envFrom:
        - configMapRef: {name: settings}
        - {prefix: S_, secretRef: {name: creds}}
        resources:
          limits: {cpu: 500m, memory: 128Mi}
          requests: {cpu: "0.25", memory: 64Mi}
        livenessProbe: {httpGet: {path: /healthz, port: 8080}}
        readinessProbe: {tcpSocket: {port: 8080}, initialDelaySeconds: 5}
        volumeMounts:
        - {name: data, mountPath: /data}
        - {name: cfg, mountPath: /etc/cfg, readOnly: true, subPath: app.conf}
      volumes:
      - {name: data, emptyDir: {}}
      - {name: cfg, configMap: {name: settings}}
      - {name: sec, secret: {secretName: creds}}
      - {name: host, hostPath: {path: /var/log}}
      - {name: pvc, persistentVolumeClaim: {claimName: data}}
      nodeSelector: {disk: ssd}
      tolerations:
      - {key: dedicated, operator: Equal, value: web, effect: NoSchedule}
      - {operator: Exists}
`,
  // A namespace's describe lists its ResourceQuotas and LimitRanges (none in default).
  'quota.yaml': `apiVersion: v1
kind: Namespace
metadata: {name: quotas}
---
apiVersion: v1
kind: ResourceQuota
metadata: {name: compute, namespace: quotas}
spec:
  hard: {cpu: "4", memory: 8Gi, pods: "20"}
---
apiVersion: v1
kind: LimitRange
metadata: {name: defaults, namespace: quotas}
spec:
  limits:
  - type: Container
    default: {memory: 256Mi}
    defaultRequest: {memory: 128Mi}
    max: {memory: 1Gi}
`,
  // Typed describers: one object of each kind kubectl has its own layout for.
  'kinds.yaml': `apiVersion: apps/v1
kind: DaemonSet
metadata: {name: agent, labels: {app: agent}}
spec:
  selector: {matchLabels: {app: agent}}
  template:
    metadata: {labels: {app: agent}}
    spec:
      nodeSelector: {kubernetes.io/os: linux}
      containers: [{name: agent, image: busybox}]
---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata: {name: front, annotations: {team: web}}
spec:
  ingressClassName: nginx
  tls: [{hosts: [a.example.com], secretName: tls-a}]
  rules:
  - host: a.example.com
    http:
      paths:
      - {path: /, pathType: Prefix, backend: {service: {name: web, port: {number: 80}}}}
      - {path: /api, pathType: Exact, backend: {service: {name: missing, port: {name: http}}}}
  - http:
      paths:
      - {path: /x, pathType: ImplementationSpecific, backend: {resource: {kind: Bucket, name: b1}}}
---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata: {name: bare}
spec:
  defaultBackend: {service: {name: web, port: {name: http}}}
---
apiVersion: v1
kind: Pod
metadata: {name: p1, labels: {app: p}}
spec:
  containers:
  - {name: main, image: busybox, command: [sleep, "3600"], resources: {limits: {cpu: "1", memory: 1Gi}}}
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}
  ports:
  - {port: 80, targetPort: 8080, name: http}
  - {port: 9090, targetPort: metrics, protocol: UDP, name: m}
---
apiVersion: v1
kind: Service
metadata: {name: np}
spec:
  type: NodePort
  ports: [{port: 80}]
---
apiVersion: v1
kind: Secret
metadata: {name: creds, labels: {app: web}}
type: Opaque
data: {password: czNjcmV0, user: YWRtaW4=, ca.crt: LS0tLS1CRUdJTg==}
---
apiVersion: batch/v1
kind: Job
metadata: {name: once}
spec:
  backoffLimit: 2
  template:
    spec:
      restartPolicy: Never
      containers: [{name: c, image: busybox, command: [echo, hi]}]
---
apiVersion: apps/v1
kind: StatefulSet
metadata: {name: db}
spec:
  serviceName: db
  replicas: 1
  selector: {matchLabels: {app: db}}
  template:
    metadata: {labels: {app: db}}
    spec:
      containers: [{name: pg, image: postgres}]
  volumeClaimTemplates:
  - metadata: {name: data}
    spec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}
---
apiVersion: batch/v1
kind: CronJob
metadata: {name: nightly}
spec:
  schedule: "0 3 * * *"
  timeZone: Etc/UTC
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers: [{name: c, image: busybox}]
---
apiVersion: v1
kind: Node
metadata:
  name: kind-worker
  labels: {node-role.kubernetes.io/worker: ""}
spec: {unschedulable: true}
---
apiVersion: apps/v1
kind: ReplicaSet
metadata: {name: rs1}
spec:
  replicas: 1
  selector: {matchLabels: {app: rs1}}
  template:
    metadata: {labels: {app: rs1}}
    spec:
      containers: [{name: c, image: nginx}]
`,
  'crd.yaml': `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: guestbooks.webapp.my.domain
spec:
  group: webapp.my.domain
  names: {kind: Guestbook, listKind: GuestbookList, plural: guestbooks, singular: guestbook, shortNames: [gb]}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    subresources: {status: {}}
    additionalPrinterColumns:
    - {name: Size, type: integer, jsonPath: .spec.size}
    - {name: Phase, type: string, jsonPath: .status.phase}
    - {name: Tags, type: string, jsonPath: .spec.tags, priority: 1}
    - {name: Age, type: date, jsonPath: .metadata.creationTimestamp}
    schema:
      openAPIV3Schema:
        description: Guestbook is the Schema for the guestbooks API
        type: object
        properties:
          apiVersion: {type: string, description: APIVersion defines the versioned schema of this representation of an object.}
          kind: {type: string}
          metadata: {type: object}
          spec:
            description: GuestbookSpec defines the desired state of Guestbook
            type: object
            required: [size]
            properties:
              size: {type: integer, format: int32, minimum: 1, description: Size is the number of replicas.}
              tags: {type: array, items: {type: string}}
          status: {type: object, properties: {phase: {type: string}}}
`,
  'gb.yaml':
    'apiVersion: webapp.my.domain/v1\nkind: Guestbook\nmetadata:\n  name: demo\n  labels: {tier: web}\n  annotations: {note: hello}\nspec:\n  size: 3\n  tags: [a, b]\n',
  'stale.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  resourceVersion: "1"\ndata:\n  mode: slow\n',
  'sa-rbac.yaml':
    'apiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata:\n  name: pod-reader\nrules:\n- apiGroups: [""]\n  resources: [pods]\n  verbs: [list]\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: RoleBinding\nmetadata:\n  name: sa-pod-reader\nroleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: pod-reader}\nsubjects:\n- {kind: Group, name: "system:serviceaccounts:default", apiGroup: rbac.authorization.k8s.io}\n',
  // describers of who-may-do-what: rules that compact and sort, a secret that is not there
  'access.yaml': `apiVersion: v1
kind: ServiceAccount
metadata: {name: robot, labels: {team: ops}}
secrets: [{name: creds}, {name: gone}]
imagePullSecrets: [{name: regcred}]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata: {name: robot-role}
rules:
- {apiGroups: ["", apps], resources: [pods, deployments/scale], verbs: [get, list]}
- {apiGroups: [""], resources: [configmaps], resourceNames: [a, b], verbs: [get]}
- {nonResourceURLs: [/healthz, /metrics], verbs: [get]}
- {apiGroups: [""], resources: [pods], verbs: [watch, get]}
- {apiGroups: [batch], resources: ["*"], verbs: ["*"]}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata: {name: robot-binding, annotations: {note: hi}}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: robot-role}
subjects:
- {kind: ServiceAccount, name: robot, namespace: default}
- {kind: User, name: alice, apiGroup: rbac.authorization.k8s.io}
`,
  'bad.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: typo\ndatta:\n  a: b\n',
};

/** Each command runs on both sides in this order; state builds up the same way on each. */
const COMMANDS: string[][] = [
  ['apply', '-f', 'cm.yaml'],
  ['apply', '-f', 'cm.yaml'],
  ['apply', '-f', 'deploy.yaml'],
  ['apply', '-f', 'crd.yaml'],
  ['apply', '-f', 'gb.yaml'],
  ['apply', '-f', 'kinds.yaml'],
  ['get', 'cm'],
  ['get', 'configmap', 'settings', '-o', 'yaml'],
  ['get', 'deploy'],
  ['get', 'deploy', '-o', 'wide'],
  ['get', 'cm,deploy'],
  ['get', 'gb'],
  ['get', 'guestbooks', '-o', 'wide'],
  ['get', 'gb', 'demo', '-o', 'json'],
  ['get', 'ns'],
  ['get', 'cm', '-A'],
  ['describe', 'cm', 'settings'],
  ['describe', 'gb', 'demo'],
  ['describe', 'ns', 'default'],
  ['apply', '-f', 'quota.yaml'],
  ['describe', 'ns', 'quotas'],
  ['get', 'quota,limits', '-n', 'quotas'],
  // Server-side columns of the workload kinds, nodes, pods and services, as kubectl prints them.
  ['get', 'jobs', '-o', 'wide'],
  ['get', 'cronjobs', '-o', 'wide'],
  ['get', 'statefulsets', '-o', 'wide'],
  ['get', 'rs', '-o', 'wide'],
  ['get', 'nodes', '-o', 'wide'],
  ['get', 'pods', '-o', 'wide'],
  ['get', 'svc', '-o', 'wide'],
  // the endpointslice controller's slices and the API server's own one for `kubernetes`
  ['get', 'endpointslices'],
  ['get', 'endpointslices', 'kubernetes', '-o', 'yaml'],
  ['describe', 'svc', 'kubernetes'],
  ['api-resources', '--api-group=discovery.k8s.io'],
  // (the two kubeconfigs' users differ in name: admin and kubernetes-admin)
  ['auth', 'whoami', '--as=alice'],
  ['auth', 'whoami', '-o', 'yaml', '--as=alice'],
  ['auth', 'whoami', '--as=system:serviceaccount:default:builder'],
  // What every kind cluster holds: default ServiceAccounts and kube-root-ca.crt in every namespace.
  ['get', 'all'],
  ['get', 'sa', '-A'],
  ['describe', 'cm', 'kube-root-ca.crt', '-n', 'kube-public'],
  ['get', 'secrets,sa'],
  ['get', 'ds', '-o', 'wide'],
  ['get', 'ingress'],
  ['get', 'ds', 'agent', '-o', 'yaml'],
  ['describe', 'ds', 'agent'],
  ['describe', 'ing'],
  ['describe', 'deploy', 'web'],
  ['describe', 'pod', 'p1'],
  ['describe', 'svc'],
  ['describe', 'secret', 'creds'],
  ['describe', 'job', 'once'],
  ['describe', 'statefulset', 'db'],
  ['describe', 'rs', 'rs1'],
  ['describe', 'cronjob', 'nightly'],
  ['apply', '-f', 'access.yaml'],
  ['describe', 'sa', 'robot'],
  ['describe', 'clusterrole', 'robot-role'],
  ['describe', 'clusterrolebinding', 'robot-binding'],
  // kubectl create token: the errors (a token itself differs per cluster; token-request.test.ts)
  ['create', 'token', 'nope'],
  ['create', 'token', 'robot', '--duration', '1m'],
  ['create', 'token', 'robot', '-o', 'name'],
  ['create', 'token', 'robot', '-o', 'wide'],
  ['create', 'token', 'robot', '--bound-object-name', 'creds'],
  ['create', 'token', 'robot', '--bound-object-uid', 'x'],
  ['create', 'token', 'robot', '--bound-object-kind', 'ConfigMap', '--bound-object-name', 'x'],
  ['create', 'token', 'robot', '--bound-object-kind', 'Secret'],
  ['create', 'token', 'robot', '--bound-object-kind', 'Secret', '--bound-object-name', 'nosuch'],
  ['create', 'token', 'robot', '--bound-object-kind', 'Pod', '--bound-object-name', 'p1'],
  [
    'create',
    'token',
    'robot',
    '--bound-object-kind',
    'Secret',
    '--bound-object-name',
    'creds',
    '--bound-object-uid',
    '0d4691ed-659b-4935-a832-355f77ee47cc',
  ],
  // Events about an object: the describers list them by involvedObject (name, namespace, kind, uid).
  ['@event', 'deployments', 'web', 'Deployment'],
  ['@event', 'configmaps', 'settings', 'ConfigMap'],
  ['@event', 'guestbooks', 'demo', 'Guestbook'],
  ['describe', 'deploy', 'web'],
  ['describe', 'cm', 'settings'],
  ['describe', 'gb', 'demo'],
  ['explain', 'gb'],
  ['explain', 'gb.spec'],
  ['explain', 'gb.spec.size'],
  ['explain', 'gb', '--recursive'],
  // Built-in kinds: the structure of their Go types and the descriptions of their doc comments.
  ['explain', 'deploy'],
  ['explain', 'deployment.spec'],
  ['explain', 'deployment.spec.strategy.rollingUpdate.maxSurge'],
  ['explain', 'pods.spec.containers.resources'],
  ['explain', 'pod.spec.containers.ports'],
  ['explain', 'pod.spec.containers.resources.limits'],
  ['explain', 'cm.metadata.creationTimestamp'],
  ['explain', 'cm.metadata.managedFields.fieldsV1'],
  ['explain', 'svc.spec.ports.port'],
  ['explain', 'cm', '--recursive'],
  ['explain', 'secret.data'],
  ['explain', 'rolebinding.subjects'],
  ['explain', 'deployment.spec.replica'],
  ['explain', 'deployment.spec.foo.bar'],
  ['auth', 'can-i', 'list', 'pods'],
  ['auth', 'can-i', 'list', 'pods', '--as=alice'],
  ['auth', 'can-i', 'create', 'deployments.apps', '--as=system:serviceaccount:default:builder'],
  // An impersonated service account has its groups: a binding to system:serviceaccounts:<ns> applies.
  ['apply', '-f', 'sa-rbac.yaml'],
  ['auth', 'can-i', 'list', 'pods', '--as=system:serviceaccount:default:builder'],
  ['get', 'pods', '--as=system:serviceaccount:default:builder'],
  ['get', 'pods', '--as=system:serviceaccount:other:builder'],
  // Errors: not found, forbidden, conflict, strict field validation.
  ['get', 'cm', 'nope'],
  ['delete', 'cm', 'nope'],
  ['get', 'cm', '--as=alice'],
  ['apply', '-f', 'stale.yaml'],
  ['apply', '-f', 'bad.yaml'],
  ['patch', 'gb', 'demo', '--type=merge', '-p', '{"spec":{"size":5}}'],
  // An unknown field in a merge patch of a built-in kind: kubectl sends fieldValidation=Strict.
  ['patch', 'deploy', 'web', '--type=merge', '-p', '{"spec":{"replica":3}}'],
  ['get', 'gb', 'demo', '-o', 'name'],
  ['describe', 'role', 'pod-reader'],
  ['describe', 'rolebinding', 'sa-pod-reader'],
  // kubectl wait, rollout status (no deployment controller on either side), --sort-by, server-side apply
  ['wait', '--for=jsonpath={.data.mode}=fast', 'cm/settings'],
  ['wait', '--for=condition=Ready', 'cm/settings', '--timeout=1s'],
  ['wait', '--for=condition=Ready', 'cm/settings', '--timeout=0'],
  ['wait', '--for=delete', 'cm/nope'],
  ['wait', '--for=create', 'cm/settings', '-o', 'name'],
  ['wait', '--for=condition=Ready', 'cm', '-l', 'nope=1'],
  ['wait', '--for=jsonpath={.data}=x', 'cm/settings'],
  ['wait', '--for=jsonpath={.data.mode}=fast', 'cm/settings', 'cm/nope'],
  ['rollout', 'status', 'deploy/web', '--timeout=1s'],
  ['rollout', 'status', 'deploy/web', '--watch=false'],
  ['rollout', 'status', 'cm/settings'],
  ['get', 'cm', '--sort-by=.metadata.name', '-o', 'name'],
  // a sorted table: kubectl asks the Table's rows to carry the objects (includeObject=Object)
  ['get', 'cm', '--sort-by=.data.mode'],
  ['get', 'cm', '--sort-by=.metadata.resourceVersion'],
  // label and annotate: the overwrite refusals, labeled / not labeled / unlabeled, the pair syntax
  ['label', 'cm', 'settings', 'app=web'],
  ['label', 'cm', 'settings', 'app=api'],
  ['label', 'cm', 'settings', 'app=api', '--overwrite'],
  ['label', 'cm', 'settings', 'app=api'],
  ['label', 'cm', 'settings', '--list'],
  ['label', 'cm', 'settings', 'app-', 'x-'],
  ['label', 'cm', 'settings', 'tier=a=b'],
  ['label', 'cm', 'settings', 'tier=a b'],
  ['label', 'cm', 'settings', 'tier=x', 'nope'],
  ['label', 'cm', 'settings', 'nope', 'tier=x'],
  ['label', 'cm', 'settings', 'tier=x', 'tier-'],
  ['label', 'cm', 'settings', 'zone=a', '--dry-run=server'],
  ['label', 'cm', 'settings', 'zone=a', '--dry-run=client', '-o', 'name'],
  ['label', 'cm', 'settings', 'bad key=a'],
  ['label', 'cm', 'settings'],
  ['label', 'cm', 'app=x'],
  ['label', 'cm', '-l', 'tier=x', 'zone=b'],
  ['annotate', 'cm', 'settings', 'a=b'],
  ['annotate', 'cm', 'settings', 'a=c'],
  ['annotate', 'cm', 'settings', 'a=c=d', '--overwrite'],
  ['annotate', 'cm', 'settings', 'a-', 'a=b'],
  ['annotate', 'cm', 'settings'],
  ['annotate', 'cm', 'settings', 'a-', '-o', 'yaml'],
  ['get', 'cm', 'settings', '--show-labels'],
  ['get', 'cm', 'settings', '-o', 'jsonpath-file=path.tmpl'],
  ['label', '-f', 'cm.yaml', 'tier=x', '--local', '-o', 'yaml'],
  ['label', '-f', 'cm.yaml', 'tier=x', '--local'],
  ['annotate', 'cm', 'settings', 'a=b', '--local'],
  ['get', 'cm', 'settings', '-o', 'jsonpath-file=nope.tmpl'],
  ['apply', '-f', 'cm.yaml', '--server-side'],
  ['apply', '-f', 'cm.yaml', '--force-conflicts'],
  ['delete', 'cm', 'settings'],
  // delete waits for the object to be gone; a finalizer keeps it until --timeout (flag syntax errors
  // are left out: the machine's kubectl may be gcloud's dispatcher, whose cobra prints `Error: `)
  ['apply', '-f', 'held.yaml'],
  ['delete', 'cm', 'held', '--timeout=2s'],
  ['delete', '-f', 'held.yaml', '--timeout=2s'],
  ['delete', 'cm', 'held', '--wait=false', '--grace-period=0', '--force'],
  ['patch', 'cm', 'held', '--type=merge', '-p', '{"metadata":{"finalizers":null}}'],
  ['delete', 'cm', 'held', '--now'],
  ['delete', 'cm', 'held', '--now', '--grace-period=3'],
  ['delete', 'cm', 'held', '-o', 'yaml'],
  ['delete', 'cm', '--all', '-l', 'a=b'],
];

/** What may differ between two clusters: ages (and the padding after them), timestamps and uids. */
function mask(s: string): string {
  return (
    s
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uid>')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/g, '<time>')
      // describe's time.RFC1123Z, in each side's time zone
      .replace(/[A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d [+-]\d{4}/g, '<time>')
      .replace(/\b\d+(?:[smhdy]\d*){1,2}\b/g, '<age>')
      // An age one digit longer on one side (9s, 10s) pads its column differently.
      .replace(/<age> +/g, '<age> ')
      // the terminal is kubectl 1.34, whose delete names the namespace (kubernetes/kubectl
      // 2fa4a2458, "show namespace on delete"); an older kubectl on the machine does not
      // client-go's klog diagnostics of a watch cut short by --timeout (reflector.go: `very short
      // watch`, `context deadline exceeded`) depend on the machine's load
      .replace(/^[EWI]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [\w.]+\.go:\d+\] .*\n/gm, '')
      .replace(realMinor < 34 ? / deleted from \S+ namespace/g : /$^/g, ' deleted')
  );
}

/**
 * kubectl describe prints a ConfigMap's Data by ranging over a Go map (kubectl
 * pkg/describe/describe.go, describeConfigMap), so real kubectl's key order changes from run to
 * run; ours is sorted. Compare the key blocks as a set.
 */
function sortDescribedData(s: string): string {
  return s.replace(/\nData\n====\n([\s\S]*?)\n(?=\nBinaryData\n)/, (_all, body: string) => {
    const blocks = body.split(/\n(?=[^\n]*:\n----\n)/).map((b) => b.replace(/\n+$/, ''));
    return `\nData\n====\n${blocks.sort().join('\n\n')}\n\n`;
  });
}

/**
 * kubectl describe prints a Secret's Data by ranging over a Go map too (describeSecret): compare
 * its `key:  N bytes` lines as a set.
 */
function sortDescribedSecretData(s: string): string {
  return s.replace(/\nData\n====\n((?:[^\n]+ bytes\n)+)/, (_all, body: string) => {
    const lines = body.split('\n').filter(Boolean);
    return `\nData\n====\n${lines.sort().join('\n')}\n`;
  });
}

/**
 * An Event about an object, as a controller's recorder writes it: the uid is each cluster's own, and
 * the times are 20h and 10h before the object's creation on that cluster's clock, so both print the
 * same ages whatever the date.
 */
function eventYaml(kind: string, name: string, uid: string, apiVersion: string, created: string): string {
  const before = (h: number) =>
    new Date(Date.parse(created) - h * 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');
  return `apiVersion: v1
kind: Event
metadata: {name: ${name}.e1}
involvedObject: {kind: ${kind}, name: ${name}, namespace: default, uid: "${uid}", apiVersion: ${apiVersion}}
reason: Reconciled
message: "all good "
type: Normal
count: 3
firstTimestamp: "${before(20)}"
lastTimestamp: "${before(10)}"
source: {component: web-controller}
`;
}

let server: ClusterServer;
let dir: string;
let kubeconfig: string;
let term: ShellSession;

function real(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const p = spawn(kubectl, ['--kubeconfig', kubeconfig, ...args], {
      cwd: dir,
      env: { ...process.env, HOME: dir },
    });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    p.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    p.on('close', (code) => resolve(`stdout:\n${stdout}stderr:\n${stderr}exit ${code}`));
  });
}

async function simulated(args: string[]): Promise<string> {
  const line = ['kubectl', ...args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`)].join(' ');
  const r = await term.run(line);
  return `stdout:\n${r.stdout}stderr:\n${r.stderr}exit ${r.exitCode}`;
}

describe.skipIf(!haveKubectl)('real kubectl against oplab cluster serve, and the terminal’s kubectl', () => {
  beforeAll(async () => {
    // as `oplab cluster serve` builds it (src/cli/cluster.ts)
    const api = new ApiServer({ clock: { now: () => Date.now() }, podAdmission: true });
    startNamespaceControllers(api);
    const pki = await makePki([{ name: 'admin', groups: ['system:masters'] }]);
    server = await startClusterServer({ api, pki });
    dir = mkdtempSync(join(tmpdir(), 'oplab-parity-'));
    kubeconfig = join(dir, 'kubeconfig');
    writeFileSync(kubeconfig, kubeconfigYaml(server.url, pki, 'admin'));
    term = await ShellSession.create({ cwd: '/home/user' });
    for (const [name, text] of Object.entries(FILES)) {
      writeFileSync(join(dir, name), text);
      await term.run(`cat > ${name} <<'EOF'\n${text}EOF`);
    }
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('get, get -o yaml/json/wide/name, apply, describe, explain, auth can-i and errors print the same', async () => {
    const diffs: string[] = [];
    const norm = (s: string) => sortDescribedSecretData(sortDescribedData(mask(s)));
    for (const args of COMMANDS) {
      if (args[0] === '@event') {
        // Each side writes the event with its own object's uid, then both go on alike.
        const [, resource, name, kind] = args;
        const jp = [
          'get',
          resource,
          name,
          '-o',
          'jsonpath={.metadata.uid} {.apiVersion} {.metadata.creationTimestamp}',
        ];
        const fields = (out: string) =>
          /^stdout:\n(\S+) (\S+) (\S+?)stderr:/.exec(out)?.slice(1) ?? ['', '', ''];
        const [uidA, avA, atA] = fields(await real(jp));
        writeFileSync(join(dir, 'event.yaml'), eventYaml(kind, name, uidA, avA, atA));
        await real(['create', '-f', 'event.yaml']);
        const [uidB, avB, atB] = fields(await simulated(jp));
        await term.run(`cat > event.yaml <<'EOF'\n${eventYaml(kind, name, uidB, avB, atB)}EOF`);
        await simulated(['create', '-f', 'event.yaml']);
        continue;
      }
      const a = norm(await real(args));
      const b = norm(await simulated(args));
      if (a !== b) diffs.push(`kubectl ${args.join(' ')}\n--- real kubectl\n${a}\n--- terminal\n${b}`);
    }
    expect(diffs.join('\n\n')).toBe('');
  }, 300_000);
});
