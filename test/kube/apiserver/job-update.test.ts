/**
 * A Job's update rules as kube-apiserver 1.34 words them (ValidateJobSpecUpdate,
 * pkg/apis/batch/validation): the pod template and the selector may not change; the bad value of
 * the template is the internal core.PodTemplateSpec as json.Marshal writes it (Go field names, every
 * zero field). The expected texts were printed by k8s.io/kubernetes v1.34.1's own v1→internal
 * conversion and encoding/json from the template the server stores, less the zero creationTimestamp
 * (tagged omitzero, which the Go 1.24 building kube-apiserver 1.34 honours and Go 1.23 ignores).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const jobs = ns({ group: 'batch', version: 'v1', resource: 'jobs' }, 'default');

const job = (spec: JsonObject = {}): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi', uid: 'u1' },
  spec: {
    template: { spec: { containers: [{ name: 'pi', image: 'perl:5.34' }], restartPolicy: 'Never' } },
    ...spec,
  },
});

function setup(spec: JsonObject = {}) {
  const { server } = newServer();
  const live = expectOk(server.create(admin, jobs, job(spec))) as JsonObject;
  const update = (change: (s: JsonObject) => void) => {
    const next = structuredClone(expectOk(server.get(admin, jobs, 'pi')) as JsonObject);
    change(next.spec as JsonObject);
    return server.update(admin, jobs, next);
  };
  return { server, live, update };
}

const template = (s: JsonObject) => s.template as JsonObject;
const podSpec = (s: JsonObject) => template(s).spec as JsonObject;
const container = (s: JsonObject) => (podSpec(s).containers as JsonObject[])[0] as JsonObject;

describe('Job updates', () => {
  it('refuses a changed pod template with the internal template as json.Marshal prints it', () => {
    const { live, update } = setup();
    const uid = ((live.metadata as JsonObject).uid as string) ?? '';
    const err = expectErr(update((s) => (container(s).image = 'perl:5.36')));
    expect(err.code).toBe(422);
    const labels = `{"batch.kubernetes.io/controller-uid":"${uid}","batch.kubernetes.io/job-name":"pi","controller-uid":"${uid}","job-name":"pi"}`;
    expect(err.message).toBe(
      `Job.batch "pi" is invalid: spec.template: Invalid value: {"labels":${labels},"Spec":{"Volumes":null,"InitContainers":null,"Containers":[{"Name":"pi","Image":"perl:5.36","Command":null,"Args":null,"WorkingDir":"","Ports":null,"EnvFrom":null,"Env":null,"Resources":{"Limits":null,"Requests":null,"Claims":null},"ResizePolicy":null,"RestartPolicy":null,"RestartPolicyRules":null,"VolumeMounts":null,"VolumeDevices":null,"LivenessProbe":null,"ReadinessProbe":null,"StartupProbe":null,"Lifecycle":null,"TerminationMessagePath":"/dev/termination-log","TerminationMessagePolicy":"File","ImagePullPolicy":"IfNotPresent","SecurityContext":null,"Stdin":false,"StdinOnce":false,"TTY":false}],"EphemeralContainers":null,"RestartPolicy":"Never","TerminationGracePeriodSeconds":30,"ActiveDeadlineSeconds":null,"DNSPolicy":"ClusterFirst","NodeSelector":null,"ServiceAccountName":"","AutomountServiceAccountToken":null,"NodeName":"","SecurityContext":{"HostNetwork":false,"HostPID":false,"HostIPC":false,"ShareProcessNamespace":null,"HostUsers":null,"SELinuxOptions":null,"WindowsOptions":null,"RunAsUser":null,"RunAsGroup":null,"RunAsNonRoot":null,"SupplementalGroups":null,"SupplementalGroupsPolicy":null,"FSGroup":null,"FSGroupChangePolicy":null,"Sysctls":null,"SeccompProfile":null,"AppArmorProfile":null,"SELinuxChangePolicy":null},"ImagePullSecrets":null,"Hostname":"","Subdomain":"","SetHostnameAsFQDN":null,"Affinity":null,"SchedulerName":"default-scheduler","Tolerations":null,"HostAliases":null,"PriorityClassName":"","Priority":null,"PreemptionPolicy":null,"DNSConfig":null,"ReadinessGates":null,"RuntimeClassName":null,"Overhead":null,"EnableServiceLinks":null,"TopologySpreadConstraints":null,"OS":null,"SchedulingGates":null,"ResourceClaims":null,"Resources":null,"HostnameOverride":null}}: field is immutable`,
    );
  });

  it('refuses a changed selector before the template, and lets parallelism and the deadline change', () => {
    const { update } = setup();
    expectOk(
      update((s) => {
        s.parallelism = 3;
        s.activeDeadlineSeconds = 100;
      }),
    );
    const err = expectErr(
      update((s) => {
        ((s.selector as JsonObject).matchLabels as JsonObject).extra = 'x';
        template(s).metadata = { ...(template(s).metadata as JsonObject) };
        ((template(s).metadata as JsonObject).labels as JsonObject).extra = 'x';
      }),
    );
    const causes = err.details?.causes ?? [];
    // ValidateJob's validateGeneratedSelector first: a generated selector selects the generated labels only
    expect(causes.map((c) => c.field)).toEqual(['spec.selector', 'spec.selector', 'spec.template']);
    expect(causes[0]?.message).toMatch(
      /^Invalid value: \{"matchLabels":\{"batch.kubernetes.io\/controller-uid":"[^"]+","extra":"x"\}\}: `selector` not auto-generated$/,
    );
    expect(causes[1]?.message).toMatch(
      /^Invalid value: \{"matchLabels":\{"batch.kubernetes.io\/controller-uid":"[^"]+","extra":"x"\}\}: field is immutable$/,
    );
  });

  it('completions: immutable for a NonIndexed Job, changed with parallelism for an Indexed one', () => {
    const plain = setup({ completions: 2 });
    expect(expectErr(plain.update((s) => (s.completions = 4))).message).toBe(
      'Job.batch "pi" is invalid: spec.completions: Invalid value: 4: field is immutable',
    );
    const indexed = setup({ completions: 2, parallelism: 2, completionMode: 'Indexed' });
    expect(expectErr(indexed.update((s) => (s.completions = 4))).message).toBe(
      'Job.batch "pi" is invalid: spec.completions: Invalid value: 4: can only be modified in tandem with spec.parallelism',
    );
    expectOk(
      indexed.update((s) => {
        s.completions = 4;
        s.parallelism = 4;
      }),
    );
    expect(
      expectErr(plain.update((s) => (s.completionMode = 'Indexed'))).details?.causes?.at(-1)?.message,
    ).toBe('Invalid value: "Indexed": field is immutable');
  });

  it('a suspended Job that never started may change its scheduling directives and labels, not its containers', () => {
    const { update } = setup({ suspend: true });
    expectOk(
      update((s) => {
        podSpec(s).nodeSelector = { disk: 'ssd' };
        podSpec(s).tolerations = [{ key: 'k', operator: 'Exists' }];
        podSpec(s).affinity = {
          nodeAffinity: {
            requiredDuringSchedulingIgnoredDuringExecution: {
              nodeSelectorTerms: [{ matchExpressions: [{ key: 'zone', operator: 'In', values: ['a'] }] }],
            },
          },
        };
        ((template(s).metadata as JsonObject).labels as JsonObject).queue = 'q1';
        (template(s).metadata as JsonObject).annotations = { a: 'b' };
      }),
    );
    const err = expectErr(update((s) => (container(s).image = 'perl:5.36')));
    expect(err.details?.causes?.map((c) => c.field)).toEqual(['spec.template']);
    // not suspended: the node selector is part of the immutable template
    const running = setup();
    expect(
      expectErr(running.update((s) => (podSpec(s).nodeSelector = { disk: 'ssd' }))).details?.causes?.[0]
        ?.field,
    ).toBe('spec.template');
  });

  it('a Job stored before the batch.kubernetes.io/ labels (before 1.27) stays updatable without them', () => {
    const { server, live } = setup();
    // as a 1.26 server left it: only the legacy labels, and a selector on the legacy controller-uid
    const uid = (live.metadata as JsonObject).uid as string;
    const legacy = structuredClone(live);
    const spec = legacy.spec as JsonObject;
    spec.selector = { matchLabels: { 'controller-uid': uid } };
    (template(spec).metadata as JsonObject).labels = { 'controller-uid': uid, 'job-name': 'pi' };
    const rev = server.store.nextRevision();
    (legacy.metadata as JsonObject).resourceVersion = String(rev);
    server.store.put('jobs.batch', 'default', 'pi', legacy, rev);
    const next = structuredClone(expectOk(server.get(admin, jobs, 'pi')) as JsonObject);
    (next.metadata as JsonObject).labels = { team: 'batch' };
    expectOk(server.update(admin, jobs, next));
    // a Job that had them must keep them: the label check still runs (a suspended Job may change labels)
    const { update } = setup({ suspend: true });
    const err = expectErr(
      update(
        (s) =>
          delete ((template(s).metadata as JsonObject).labels as JsonObject)['batch.kubernetes.io/job-name'],
      ),
    );
    expect(err.details?.causes?.map((c) => `${c.field}: ${c.message}`)).toEqual([
      "spec.template.metadata.labels[batch.kubernetes.io/job-name]: Required value: must be 'pi'",
    ]);
  });
});
