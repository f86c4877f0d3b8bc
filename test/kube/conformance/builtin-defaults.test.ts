/**
 * What a 1.32 API server stores for built-in kinds the client wrote sparsely: the defaulters
 * (pkg/apis/{core,apps,batch}/v1/defaults.go) and the strategies' PrepareForCreate
 * (pkg/registry/core/pod, batch/job; the Service storage's allocation). A reconciler comparing its
 * desired object with the stored one sees exactly these fields.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject, Target } from '../../../src/kube/apiserver/index.ts';
import { admin, expectOk, newServer, ns, pods, services } from '../helpers.ts';

const jobs: Target = { group: 'batch', version: 'v1', resource: 'jobs' };
const cronjobs: Target = { group: 'batch', version: 'v1', resource: 'cronjobs' };
const statefulsets: Target = { group: 'apps', version: 'v1', resource: 'statefulsets' };
const replicasets: Target = { group: 'apps', version: 'v1', resource: 'replicasets' };

const container = (resources: JsonObject = {}): JsonObject => ({
  name: 'app',
  image: 'nginx:1.27',
  resources,
});
const podSpec = (extra: JsonObject = {}): JsonObject => ({ containers: [container()], ...extra });

describe('Pod PrepareForCreate', () => {
  it('starts Pending with its QoS class, so kubectl get pods has a STATUS', () => {
    const { server } = newServer();
    const p = expectOk(
      server.create(admin, ns(pods, 'default'), {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'web' },
        spec: podSpec(),
        status: { phase: 'Running', podIP: '10.0.0.9' },
      }),
    );
    expect(p.status).toEqual({ phase: 'Pending', qosClass: 'BestEffort' });
    expect((p.spec as JsonObject).enableServiceLinks).toBe(true);
    expect((p.spec as JsonObject).restartPolicy).toBe('Always');
  });

  it('computes Guaranteed, Burstable and BestEffort as qos.GetPodQOS does', () => {
    const { server } = newServer();
    const qos = (name: string, containers: JsonObject[]) =>
      (
        expectOk(
          server.create(admin, ns(pods, 'default'), {
            apiVersion: 'v1',
            kind: 'Pod',
            metadata: { name },
            spec: { containers },
          }),
        ).status as JsonObject
      ).qosClass;
    // limits only: requests default to the limits (SetDefaults_Pod), so both match
    expect(qos('g1', [container({ limits: { cpu: '500m', memory: '128Mi' } })])).toBe('Guaranteed');
    expect(
      qos('g2', [
        container({ limits: { cpu: '1', memory: '1Gi' }, requests: { cpu: '1000m', memory: '1024Mi' } }),
      ]),
    ).toBe('Guaranteed');
    expect(qos('b1', [container({ requests: { cpu: '100m' } })])).toBe('Burstable');
    expect(qos('b2', [container({ limits: { cpu: '1' } })])).toBe('Burstable');
    expect(
      qos('b3', [
        container({ limits: { cpu: '1', memory: '1Gi' } }),
        { ...container(), name: 'side', resources: {} },
      ]),
    ).toBe('Burstable');
    // zero and non-compute resources do not count
    expect(qos('e1', [container({ requests: { cpu: '0', 'ephemeral-storage': '1Gi' } })])).toBe('BestEffort');
    const defaulted = expectOk(server.get(admin, ns(pods, 'default'), 'b2'));
    const res = ((defaulted.spec as JsonObject).containers as JsonObject[])[0].resources;
    expect(res).toEqual({ limits: { cpu: '1' }, requests: { cpu: '1' } });
  });

  it('marks a pod with scheduling gates as not scheduled', () => {
    const { server } = newServer();
    const p = expectOk(
      server.create(admin, ns(pods, 'default'), {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'gated' },
        spec: podSpec({ schedulingGates: [{ name: 'example.com/wait' }] }),
      }),
    );
    expect(p.status).toEqual({
      phase: 'Pending',
      conditions: [
        {
          type: 'PodScheduled',
          status: 'False',
          lastProbeTime: null,
          lastTransitionTime: null,
          reason: 'SchedulingGated',
          message: 'Scheduling is blocked due to non-empty scheduling gates',
        },
      ],
      qosClass: 'BestEffort',
    });
  });
});

describe('Job defaults and selector', () => {
  it('gets the controller-uid selector, the four template labels, and the 1.32 spec defaults', () => {
    const { server } = newServer();
    const j = expectOk(
      server.create(admin, ns(jobs, 'default'), {
        apiVersion: 'batch/v1',
        kind: 'Job',
        metadata: { name: 'pi' },
        spec: { template: { spec: podSpec({ restartPolicy: 'Never' }) } },
      }),
    );
    const uid = (j.metadata as JsonObject).uid as string;
    const labels = {
      'batch.kubernetes.io/controller-uid': uid,
      'batch.kubernetes.io/job-name': 'pi',
      'controller-uid': uid,
      'job-name': 'pi',
    };
    const spec = j.spec as JsonObject;
    expect(spec.selector).toEqual({ matchLabels: { 'batch.kubernetes.io/controller-uid': uid } });
    expect(((spec.template as JsonObject).metadata as JsonObject).labels).toEqual(labels);
    // SetDefaults_Job copies the template's labels to a Job without labels
    expect((j.metadata as JsonObject).labels).toEqual(labels);
    expect({ ...spec, selector: undefined, template: undefined }).toEqual({
      selector: undefined,
      template: undefined,
      completions: 1,
      parallelism: 1,
      backoffLimit: 6,
      completionMode: 'NonIndexed',
      suspend: false,
      podReplacementPolicy: 'TerminatingOrFailed',
      manualSelector: false,
    });
    expect(j.status).toEqual({});
  });

  it('leaves completions unset when only parallelism is given, and keeps the Job its own labels', () => {
    const { server } = newServer();
    const j = expectOk(
      server.create(admin, ns(jobs, 'default'), {
        apiVersion: 'batch/v1',
        kind: 'Job',
        metadata: { name: 'work', labels: { team: 'a' } },
        spec: {
          parallelism: 3,
          podFailurePolicy: {
            rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] }],
          },
          template: { metadata: { labels: { app: 'w' } }, spec: podSpec({ restartPolicy: 'Never' }) },
        },
      }),
    );
    const spec = j.spec as JsonObject;
    expect(spec.completions).toBeUndefined();
    expect(spec.parallelism).toBe(3);
    expect(spec.podReplacementPolicy).toBe('Failed');
    expect((j.metadata as JsonObject).labels).toEqual({ team: 'a' });
    expect(Object.keys(((spec.template as JsonObject).metadata as JsonObject).labels as JsonObject)).toEqual([
      'app',
      'job-name',
      'batch.kubernetes.io/job-name',
      'controller-uid',
      'batch.kubernetes.io/controller-uid',
    ]);
  });

  it('refuses a Job whose template keeps the defaulted restartPolicy Always', () => {
    const { server } = newServer();
    const r = server.create(admin, ns(jobs, 'default'), {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'pi' },
      spec: { template: { spec: podSpec() } },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.message).toBe(
      'Job.batch "pi" is invalid: spec.template.spec.restartPolicy: Required value: valid values: "OnFailure", "Never"',
    );
  });

  it('defaults a CronJob and its pod template, not its job template', () => {
    const { server } = newServer();
    const c = expectOk(
      server.create(admin, ns(cronjobs, 'default'), {
        apiVersion: 'batch/v1',
        kind: 'CronJob',
        metadata: { name: 'tick' },
        spec: {
          schedule: '*/5 * * * *',
          jobTemplate: { spec: { template: { spec: podSpec({ restartPolicy: 'OnFailure' }) } } },
        },
      }),
    );
    const spec = c.spec as JsonObject;
    expect(spec.concurrencyPolicy).toBe('Allow');
    expect(spec.suspend).toBe(false);
    expect(spec.successfulJobsHistoryLimit).toBe(3);
    expect(spec.failedJobsHistoryLimit).toBe(1);
    const jobSpec = (spec.jobTemplate as JsonObject).spec as JsonObject;
    expect(jobSpec.completions).toBeUndefined();
    expect(((jobSpec.template as JsonObject).spec as JsonObject).schedulerName).toBe('default-scheduler');
  });
});

describe('StatefulSet and ReplicaSet', () => {
  it('defaults the update strategy, pod management, history, PVC retention and claim templates', () => {
    const { server } = newServer();
    const s = expectOk(
      server.create(admin, ns(statefulsets, 'default'), {
        apiVersion: 'apps/v1',
        kind: 'StatefulSet',
        metadata: { name: 'db' },
        spec: {
          serviceName: 'db',
          selector: { matchLabels: { app: 'db' } },
          template: { metadata: { labels: { app: 'db' } }, spec: podSpec() },
          volumeClaimTemplates: [
            {
              metadata: { name: 'data' },
              spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
            },
          ],
        },
      }),
    );
    const spec = s.spec as JsonObject;
    expect(spec.replicas).toBe(1);
    expect(spec.podManagementPolicy).toBe('OrderedReady');
    expect(spec.updateStrategy).toEqual({ type: 'RollingUpdate', rollingUpdate: { partition: 0 } });
    expect(spec.revisionHistoryLimit).toBe(10);
    expect(spec.persistentVolumeClaimRetentionPolicy).toEqual({
      whenDeleted: 'Retain',
      whenScaled: 'Retain',
    });
    const claim = (spec.volumeClaimTemplates as JsonObject[])[0];
    expect((claim.spec as JsonObject).volumeMode).toBe('Filesystem');
    expect(claim.status).toEqual({ phase: 'Pending' });
    // replicas and availableReplicas have no omitempty: the zero status is not {}
    expect(s.status).toEqual({ replicas: 0, availableReplicas: 0 });
  });

  it('keeps an OnDelete strategy without a rollingUpdate', () => {
    const { server } = newServer();
    const s = expectOk(
      server.create(admin, ns(statefulsets, 'default'), {
        apiVersion: 'apps/v1',
        kind: 'StatefulSet',
        metadata: { name: 'db' },
        spec: {
          selector: { matchLabels: { app: 'db' } },
          updateStrategy: { type: 'OnDelete' },
          template: { metadata: { labels: { app: 'db' } }, spec: podSpec() },
        },
      }),
    );
    expect((s.spec as JsonObject).updateStrategy).toEqual({ type: 'OnDelete' });
    const rs = expectOk(
      server.create(admin, ns(replicasets, 'default'), {
        apiVersion: 'apps/v1',
        kind: 'ReplicaSet',
        metadata: { name: 'web' },
        spec: {
          selector: { matchLabels: { app: 'web' } },
          template: { metadata: { labels: { app: 'web' } }, spec: podSpec() },
        },
      }),
    );
    expect(rs.status).toEqual({ replicas: 0 });
  });
});

describe('Service defaults and allocation', () => {
  const svc = (name: string, spec: JsonObject) => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name },
    spec,
  });

  it('gives a ClusterIP Service its IP, families, traffic policy and empty load-balancer status', () => {
    const { server } = newServer();
    const s = expectOk(
      server.create(
        admin,
        ns(services, 'default'),
        svc('web', { selector: { app: 'web' }, ports: [{ port: 80 }] }),
      ),
    );
    const spec = s.spec as JsonObject;
    expect(spec.clusterIPs).toEqual([spec.clusterIP]);
    expect(spec.clusterIP).toMatch(/^10\.96\.\d+\.\d+$/);
    expect({ ...spec, clusterIP: '', clusterIPs: [] }).toEqual({
      clusterIP: '',
      clusterIPs: [],
      selector: { app: 'web' },
      ports: [{ port: 80, protocol: 'TCP', targetPort: 80 }],
      sessionAffinity: 'None',
      type: 'ClusterIP',
      internalTrafficPolicy: 'Cluster',
      ipFamilyPolicy: 'SingleStack',
      ipFamilies: ['IPv4'],
    });
    expect(s.status).toEqual({ loadBalancer: {} });
  });

  it('allocates node ports and the external traffic policy for NodePort and LoadBalancer', () => {
    const { server } = newServer();
    const np = expectOk(
      server.create(
        admin,
        ns(services, 'default'),
        svc('np', {
          type: 'NodePort',
          selector: { app: 'web' },
          ports: [
            { port: 80, name: 'a' },
            { port: 81, name: 'b' },
          ],
        }),
      ),
    ).spec as JsonObject;
    const [p1, p2] = (np.ports as JsonObject[]).map((p) => p.nodePort as number);
    for (const p of [p1, p2]) expect(p >= 30000 && p <= 32767).toBe(true);
    expect(p1).not.toBe(p2);
    expect(np.externalTrafficPolicy).toBe('Cluster');
    const lb = expectOk(
      server.create(
        admin,
        ns(services, 'default'),
        svc('lb', { type: 'LoadBalancer', externalTrafficPolicy: 'Local', ports: [{ port: 443 }] }),
      ),
    ).spec as JsonObject;
    expect(lb.allocateLoadBalancerNodePorts).toBe(true);
    expect(typeof (lb.ports as JsonObject[])[0].nodePort).toBe('number');
    expect(typeof lb.healthCheckNodePort).toBe('number');
  });

  it('keeps the allocated IP and node ports when an update leaves them out', () => {
    const { server } = newServer();
    const created = expectOk(
      server.create(admin, ns(services, 'default'), svc('np', { type: 'NodePort', ports: [{ port: 80 }] })),
    );
    const spec = created.spec as JsonObject;
    const updated = expectOk(
      server.update(admin, ns(services, 'default'), {
        ...created,
        spec: { type: 'NodePort', ports: [{ port: 80 }], selector: { app: 'x' } },
      }),
    ).spec as JsonObject;
    expect(updated.clusterIP).toBe(spec.clusterIP);
    expect(updated.clusterIPs).toEqual(spec.clusterIPs);
    expect((updated.ports as JsonObject[])[0].nodePort).toBe((spec.ports as JsonObject[])[0].nodePort);
    expect(updated.ipFamilies).toEqual(['IPv4']);
  });

  it('headless Services: None in clusterIPs; without a selector RequireDualStack', () => {
    const { server } = newServer();
    const withSel = expectOk(
      server.create(
        admin,
        ns(services, 'default'),
        svc('h1', { clusterIP: 'None', selector: { app: 'db' } }),
      ),
    ).spec as JsonObject;
    expect(withSel.clusterIPs).toEqual(['None']);
    expect(withSel.ipFamilyPolicy).toBe('SingleStack');
    const bare = expectOk(server.create(admin, ns(services, 'default'), svc('h2', { clusterIP: 'None' })))
      .spec as JsonObject;
    expect(bare.ipFamilyPolicy).toBe('RequireDualStack');
    expect(bare.ipFamilies).toEqual(['IPv4']);
    const ext = expectOk(
      server.create(
        admin,
        ns(services, 'default'),
        svc('ext', { type: 'ExternalName', externalName: 'a.example' }),
      ),
    ).spec as JsonObject;
    expect(ext.clusterIP).toBeUndefined();
    expect(ext.ipFamilies).toBeUndefined();
    expect(ext.internalTrafficPolicy).toBeUndefined();
  });
});
