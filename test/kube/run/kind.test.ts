// `oplab run --cluster kind`: beside the API server, the loops of a kind cluster that operators wait
// on. The scaffold's Memcached-style operator gets its Deployment's ReplicaSet and Pods, which become
// Ready on the virtual clock, and the Deployment reports Available; the CronJob operator's Jobs run
// their pods to completion, so the operator sees them finish (no longer active), as on kind. The
// default (envtest) runs none of these loops.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { EXAMPLES, find, loadProject, loadYaml } from './helpers.ts';

const SCAFFOLD = join(import.meta.dirname, 'scaffolds', 'memcached-v24');
// The scaffold runs with --leader-elect: client-go v0.36's leader elector takes the Lease first.
const LEADER = [
  'I0101 00:00:00.000000       1 leaderelection.go:258] "Attempting to acquire leader lease..." lock="guestbook-system/5e1a9c2f.guestbook.dev"',
  'I0101 00:00:00.000000       1 leaderelection.go:272] "Successfully acquired lease" lock="guestbook-system/5e1a9c2f.guestbook.dev"',
  '',
].join('\n');
const owners = (o: KubeObject) =>
  (((o.metadata as JsonObject).ownerReferences as JsonObject[] | undefined) ?? []).map(
    (r) => `${r.kind}/${r.name}`,
  );
const conds = (o: KubeObject | undefined) =>
  (((o?.status as JsonObject | undefined)?.conditions as JsonObject[] | undefined) ?? []).map(
    (c) => `${c.type}=${c.status} ${c.reason}: ${c.message}`,
  );

describe('--cluster kind: Deployment → ReplicaSet → Pods', () => {
  const objects = loadYaml(join(SCAFFOLD, 'config/samples/cache_v1alpha1_cache.yaml'));

  it('the operator’s Deployment rolls out: a ReplicaSet, two Ready pods, Available', () => {
    const r = runProject({ files: loadProject(SCAFFOLD), objects, cluster: 'kind' });
    expect(r.stderr).toBe(LEADER);
    expect(r.exitCode).toBe(0);
    const dep = find(r, 'Deployment', 'default', 'cache-sample');
    const rs = r.objects.filter((o) => o.kind === 'ReplicaSet');
    expect(rs.map(owners)).toEqual([['Deployment/cache-sample']]);
    const rsName = (rs[0].metadata as JsonObject).name as string;
    expect(rsName).toMatch(/^cache-sample-[bcdfghjklmnpqrstvwxz2456789]{10}$/);
    const pods = r.objects.filter((o) => o.kind === 'Pod');
    expect(pods.map(owners)).toEqual([[`ReplicaSet/${rsName}`], [`ReplicaSet/${rsName}`]]);
    expect(pods.map((p) => (p.status as JsonObject).phase)).toEqual(['Running', 'Running']);
    expect(dep?.status).toMatchObject({
      replicas: 2,
      updatedReplicas: 2,
      readyReplicas: 2,
      availableReplicas: 2,
    });
    expect(conds(dep)).toEqual([
      'Available=True MinimumReplicasAvailable: Deployment has minimum availability.',
      `Progressing=True NewReplicaSetAvailable: ReplicaSet "${rsName}" has successfully progressed.`,
    ]);
    // who did it, as on a cluster
    const by = (t: (typeof r.trace)[number]) =>
      t.kind === 'api'
        ? `${t.identity.username} ${t.verb} ${t.resource}${t.subresource ? `/${t.subresource}` : ''}`
        : '';
    expect(r.trace.map(by)).toEqual(
      expect.arrayContaining([
        'system:serviceaccount:kube-system:deployment-controller create replicasets',
        'system:serviceaccount:kube-system:replicaset-controller create pods',
        'system:node:kind-control-plane update pods/status',
        'system:serviceaccount:kube-system:deployment-controller update deployments/status',
      ]),
    );
  });

  it('envtest (the default) runs no such loop: no ReplicaSet, no Pods, no Deployment status', () => {
    const r = runProject({ files: loadProject(SCAFFOLD), objects });
    expect(r.objects.filter((o) => o.kind === 'ReplicaSet' || o.kind === 'Pod')).toEqual([]);
    expect(conds(find(r, 'Deployment', 'default', 'cache-sample'))).toEqual([]);
  });
});

describe('--cluster kind: Jobs complete', () => {
  const dir = join(EXAMPLES, 'cronjob');

  it('the CronJob operator’s Jobs run their pod and complete; the operator sees none left active', () => {
    const r = runProject({
      files: loadProject(dir),
      objects: loadYaml(join(dir, 'config/samples/batch_v1_cronjob.yaml')),
      cluster: 'kind',
      virtualTimeLimitMs: 150_000,
    });
    expect(r.exitCode).toBe(0);
    const jobs = r.objects.filter((o) => o.kind === 'Job');
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    for (const j of jobs) {
      expect(j.status).toMatchObject({ succeeded: 1 });
      expect(conds(j)).toEqual([
        'SuccessCriteriaMet=True CompletionsReached: Reached expected number of succeeded pods',
        'Complete=True CompletionsReached: Reached expected number of succeeded pods',
      ]);
    }
    const pods = r.objects.filter((o) => o.kind === 'Pod');
    expect(pods.map((p) => (p.status as JsonObject).phase)).toEqual(jobs.map(() => 'Succeeded'));
    const cj = find(r, 'CronJob', 'default', 'cronjob-sample');
    expect((cj?.status as JsonObject | undefined)?.active ?? []).toEqual([]);
    // the Job controller and the kubelet stamp times from the cluster's clock, as the API server
    // does: a Job starts when it is created and completes after its pod's run (5s)
    for (const j of jobs) {
      const created = Date.parse(String((j.metadata as JsonObject).creationTimestamp));
      const st = j.status as JsonObject;
      expect(Date.parse(String(st.startTime)) - created).toBeLessThan(1000);
      expect(Date.parse(String(st.completionTime)) - Date.parse(String(st.startTime))).toBeGreaterThanOrEqual(
        5000,
      );
      expect(Date.parse(String(st.completionTime)) - created).toBeLessThan(10_000);
    }
    for (const p of pods) {
      const started = Date.parse(String((p.status as JsonObject).startTime));
      const created = Date.parse(String((p.metadata as JsonObject).creationTimestamp));
      expect(started - created).toBeGreaterThanOrEqual(0);
      expect(started - created).toBeLessThan(5000);
    }
  });
});

describe('--cluster kind: every namespace has its default ServiceAccount and kube-root-ca.crt', () => {
  const objects = loadYaml(join(SCAFFOLD, 'config/samples/cache_v1alpha1_cache.yaml'));

  it('the serviceaccounts controller and the root-ca-cert-publisher fill each namespace; envtest has neither', () => {
    const r = runProject({ files: loadProject(SCAFFOLD), objects, cluster: 'kind' });
    expect(r.exitCode).toBe(0);
    const namespaces = r.objects
      .filter((o) => o.kind === 'Namespace')
      .map((o) => (o.metadata as JsonObject).name as string);
    expect(namespaces).toEqual(expect.arrayContaining(['default', 'kube-system']));
    for (const n of namespaces) {
      expect(find(r, 'ServiceAccount', n, 'default')?.metadata).toMatchObject({
        name: 'default',
        namespace: n,
      });
      const ca = find(r, 'ConfigMap', n, 'kube-root-ca.crt');
      expect((ca?.metadata as JsonObject | undefined)?.annotations).toEqual({
        'kubernetes.io/description':
          'Contains a CA bundle that can be used to verify the kube-apiserver when using internal endpoints such as the internal service IP or kubernetes.default.svc. No other usage is guaranteed across distributions of Kubernetes clusters.',
      });
      expect(String((ca?.data as JsonObject | undefined)?.['ca.crt'])).toMatch(
        /^-----BEGIN CERTIFICATE-----\n/,
      );
    }
    const by = (t: (typeof r.trace)[number]) =>
      t.kind === 'api' ? `${t.identity.username} ${t.verb} ${t.resource}` : '';
    expect(r.trace.map(by)).toEqual(
      expect.arrayContaining([
        'system:serviceaccount:kube-system:service-account-controller create serviceaccounts',
        'system:serviceaccount:kube-system:root-ca-cert-publisher create configmaps',
      ]),
    );
    const envtest = runProject({ files: loadProject(SCAFFOLD), objects });
    expect(
      envtest.objects.filter(
        (o) => o.kind === 'ServiceAccount' && (o.metadata as JsonObject).name === 'default',
      ),
    ).toEqual([]);
  });
});

describe('--cluster kind: the ServiceAccount admission plugin runs (envtest disables it)', () => {
  const objects = loadYaml(join(SCAFFOLD, 'config/samples/cache_v1alpha1_cache.yaml'));
  const pod = (name: string, sa?: string): KubeObject => ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name, namespace: 'default' },
    spec: { ...(sa ? { serviceAccountName: sa } : {}), containers: [{ name: 'c', image: 'busybox' }] },
  });

  it('pods get the default account and the kube-api-access projected volume, mounted in each container', () => {
    const r = runProject({
      files: loadProject(SCAFFOLD),
      objects: [...objects, pod('standalone')],
      cluster: 'kind',
    });
    expect(r.stderr).toBe(LEADER);
    const pods = r.objects.filter((o) => o.kind === 'Pod');
    expect(pods.length).toBe(3);
    for (const p of pods) {
      const spec = p.spec as JsonObject;
      expect(spec.serviceAccountName).toBe('default');
      const volumes = spec.volumes as JsonObject[];
      expect(volumes.map((v) => v.name)).toEqual([expect.stringMatching(/^kube-api-access-[a-z0-9]{5}$/)]);
      expect((volumes[0].projected as JsonObject).sources).toEqual([
        { serviceAccountToken: { expirationSeconds: 3607, path: 'token' } },
        { configMap: { name: 'kube-root-ca.crt', items: [{ key: 'ca.crt', path: 'ca.crt' }] } },
        {
          downwardAPI: {
            items: [{ path: 'namespace', fieldRef: { apiVersion: 'v1', fieldPath: 'metadata.namespace' } }],
          },
        },
      ]);
      const mounts = ((spec.containers as JsonObject[])[0].volumeMounts ?? []) as JsonObject[];
      expect(mounts).toEqual([
        {
          name: volumes[0].name,
          readOnly: true,
          mountPath: '/var/run/secrets/kubernetes.io/serviceaccount',
        },
      ]);
    }
    // envtest: no account, no volume
    const envtest = runProject({ files: loadProject(SCAFFOLD), objects: [...objects, pod('standalone')] });
    const plain = find(envtest, 'Pod', 'default', 'standalone');
    expect(plain).toBeDefined();
    expect((plain?.spec as JsonObject | undefined)?.volumes).toBeUndefined();
  });

  it('a pod naming a missing account is refused with the plugin’s 403', () => {
    const r = runProject({
      files: loadProject(SCAFFOLD),
      objects: [...objects, pod('orphan', 'builder')],
      objectsSource: 'pods.yaml',
      cluster: 'kind',
    });
    expect(r.stderr).toBe(
      'Error from server (Forbidden): error when creating "pods.yaml": pods "orphan" is forbidden: error looking up service account default/builder: serviceaccount "builder" not found\n',
    );
  });
});

describe('--cluster kind: StatefulSets get their pods in order, with their claims', () => {
  const objects = loadYaml(join(SCAFFOLD, 'config/samples/cache_v1alpha1_cache.yaml'));
  const set: KubeObject = {
    apiVersion: 'apps/v1',
    kind: 'StatefulSet',
    metadata: { name: 'db', namespace: 'default' },
    spec: {
      serviceName: 'db',
      replicas: 3,
      selector: { matchLabels: { app: 'db' } },
      template: {
        metadata: { labels: { app: 'db' } },
        spec: {
          containers: [
            { name: 'pg', image: 'postgres:16', volumeMounts: [{ name: 'data', mountPath: '/d' }] },
          ],
        },
      },
      volumeClaimTemplates: [
        {
          metadata: { name: 'data' },
          spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
        },
      ],
    },
  };

  it('db-0, db-1, db-2 one after the other once the one before is Ready, each with data-db-<n>', () => {
    const r = runProject({ files: loadProject(SCAFFOLD), objects: [...objects, set], cluster: 'kind' });
    expect(r.stderr).toBe(LEADER);
    const pods = r.objects.filter((o) => o.kind === 'Pod' && owners(o)[0] === 'StatefulSet/db');
    expect(pods.map((p) => (p.metadata as JsonObject).name)).toEqual(['db-0', 'db-1', 'db-2']);
    const revision = r.objects.filter((o) => o.kind === 'ControllerRevision');
    expect(revision.map(owners)).toEqual([['StatefulSet/db']]);
    const rev = (revision[0].metadata as JsonObject).name as string;
    expect(rev).toMatch(/^db-[bcdfghjklmnpqrstvwxz2456789]{10}$/);
    pods.forEach((p, i) => {
      expect((p.metadata as JsonObject).labels).toEqual({
        app: 'db',
        'apps.kubernetes.io/pod-index': String(i),
        'controller-revision-hash': rev,
        'statefulset.kubernetes.io/pod-name': `db-${i}`,
      });
      const spec = p.spec as JsonObject;
      expect([spec.hostname, spec.subdomain]).toEqual([`db-${i}`, 'db']);
      expect((spec.volumes as JsonObject[])[0]).toEqual({
        name: 'data',
        persistentVolumeClaim: { claimName: `data-db-${i}` },
      });
      expect((p.status as JsonObject).phase).toBe('Running');
    });
    // OrderedReady: each pod is created after the one before it became Ready (3 s on kind here)
    const created = pods.map((p) => Date.parse((p.metadata as JsonObject).creationTimestamp as string));
    expect(created[1] - created[0]).toBeGreaterThanOrEqual(3000);
    expect(created[2] - created[1]).toBeGreaterThanOrEqual(3000);
    const claims = r.objects.filter((o) => o.kind === 'PersistentVolumeClaim');
    expect(claims.map((c) => [(c.metadata as JsonObject).name, (c.metadata as JsonObject).labels])).toEqual([
      ['data-db-0', { app: 'db' }],
      ['data-db-1', { app: 'db' }],
      ['data-db-2', { app: 'db' }],
    ]);
    expect(claims.every((c) => (c.metadata as JsonObject).ownerReferences === undefined)).toBe(true);
    expect(find(r, 'StatefulSet', 'default', 'db')?.status).toMatchObject({
      replicas: 3,
      readyReplicas: 3,
      currentReplicas: 3,
      updatedReplicas: 3,
      availableReplicas: 3,
      currentRevision: rev,
      updateRevision: rev,
    });
    const by = (t: (typeof r.trace)[number]) =>
      t.kind === 'api' ? `${t.identity.username} ${t.verb} ${t.resource}` : '';
    expect(r.trace.map(by)).toEqual(
      expect.arrayContaining([
        'system:serviceaccount:kube-system:statefulset-controller create persistentvolumeclaims',
        'system:serviceaccount:kube-system:statefulset-controller create pods',
      ]),
    );
  });
});
