// A client-go controller in kubernetes/sample-controller's shape (test/kube/run/projects/portkeeper:
// k8s.io v0.33.4, no controller-runtime) that records Events through its own broadcaster:
// record.NewBroadcaster(record.WithContext(ctx)), StartStructuredLogging(0),
// StartRecordingToSink(&typedcorev1.EventSinkImpl{Interface: kc.CoreV1().Events("")}) and
// NewRecorder(scheme.Scheme, corev1.EventSource{...}). None of these existed (gc's "undefined:
// record.NewBroadcaster"). What the real client-go does and the test holds: "Event occurred" lines
// from event.go:389 in klog's format, Events written through the program's clientset as its own
// user, and the EventCorrelator of tools/record/events_cache.go: an identical event patches the
// stored one's count, the tenth similar event (same reason, another message) in ten minutes becomes
// "(combined from similar events): ...", and a source gets 25 writes per object and type before it
// is cut off. After Shutdown a recorder logs "Unable to record event (will not retry!)".
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'portkeeper');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/apps.yaml'));
const strip = (s: string) => s.split('\n').map((l) => l.replace(/^(\w)\d{4} [\d:.]+ +\d+ /, '$1 '));

describe('portkeeper project (client-go event broadcaster, sample-controller style)', () => {
  it('needs --kubeconfig out of cluster, as BuildConfigFromFlags("", "") does', () => {
    const r = runProject({ files, objects });
    expect(r.exitCode).toBe(1);
    expect(strip(r.stderr)).toContain(
      'E main.go:37] "Error building kubeconfig" err="invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable"',
    );
  });

  const r = runProject({ files, objects, args: ['-kubeconfig=/home/gopher/.kube/config'] });

  it('logs each Event at event.go:389 and writes it through the clientset', () => {
    expect(r.exitCode).toBe(0);
    const lines = strip(r.stderr);
    expect(lines).toContain(
      'I event.go:389] "Event occurred" object="default/api" fieldPath="" kind="Deployment" apiVersion="apps/v1" type="Warning" reason="ErrResourceExists" message="Resource \\"api\\" already exists and is not managed by Deployment"',
    );
    expect(lines).toContain(
      'I event.go:389] "Event occurred" object="default/web" fieldPath="" kind="Deployment" apiVersion="apps/v1" type="Normal" reason="Synced" message="Deployment synced successfully"',
    );
    expect(lines).toContain(
      'I event.go:389] "Event occurred" object="default/cron" fieldPath="" kind="Deployment" apiVersion="apps/v1" type="Warning" reason="NoPorts" message="Deployment has no container port in 1 containers"',
    );
    expect(find(r, 'Service', 'default', 'web')).toBeDefined();
    const events = r.objects.filter((o) => o.kind === 'Event');
    const web = events.find((e) => (e.involvedObject as JsonObject).name === 'web')!;
    const dep = find(r, 'Deployment', 'default', 'web')!;
    expect(web).toMatchObject({
      metadata: { namespace: 'default' },
      involvedObject: {
        kind: 'Deployment',
        namespace: 'default',
        name: 'web',
        uid: (dep.metadata as JsonObject).uid,
        apiVersion: 'apps/v1',
      },
      reason: 'Synced',
      message: 'Deployment synced successfully',
      source: { component: 'portkeeper' },
      // synced twice at the start (the Service it created comes back through the Service
      // informer, whose handleObject queues the owning Deployment again), then at each 30s resync
      // of the informer factory (UpdateFunc enqueues every Deployment) until the run ends at 2m03s,
      // when api's retry backoff passes the next resync; the correlator counts every repeat
      count: 6,
      type: 'Normal',
      reportingComponent: 'portkeeper',
      reportingInstance: '',
    });
    // name: the object's name and the time in hex nanoseconds (util.GenerateEventName)
    expect((web.metadata as JsonObject).name).toMatch(/^web\.[0-9a-f]{16}$/);
    const writes = r.trace.filter((e) => e.kind === 'api' && e.resource === 'events');
    // one Event per object and reason (web, cron, api), then the correlator's count patches (web's
    // resyncs, api's retries)
    const verbs = writes.map((e) => e.kind === 'api' && `${e.identity.username} ${e.verb}`);
    expect(verbs.slice(0, 3)).toEqual([
      `${r.identity} create`,
      `${r.identity} create`,
      `${r.identity} create`,
    ]);
    expect(verbs.length).toBeGreaterThan(4);
    expect(new Set(verbs.slice(3))).toEqual(new Set([`${r.identity} patch`]));
  });

  it('hack/eventstorm: counts, combined events, the spam filter and a shut-down broadcaster', () => {
    const m = runProject({ files, objects: [], main: 'hack/eventstorm', rbac: 'admin' });
    expect(m.exitCode).toBe(0);
    expect(strip(m.stderr)).toEqual([
      'E event.go:447] "Unsupported event type" eventType="Info"',
      'E event.go:464] "Unable to record event (will not retry!)" err="broadcaster already stopped"',
      '',
    ]);
    const out = m.stdout.split('\n');
    const cm = find(m, 'ConfigMap', 'default', 'storm')!.metadata as JsonObject;
    // StartLogging's line: the reference in %#v
    expect(out[0]).toBe(
      `Event(v1.ObjectReference{Kind:"ConfigMap", Namespace:"default", Name:"storm", UID:"${cm.uid}", APIVersion:"v1", ResourceVersion:"${cm.resourceVersion}", FieldPath:""}): type: 'Normal' reason: 'Synced' ConfigMap synced`,
    );
    // every event reaches the watchers, whatever the sink's correlator does with it
    expect(out.filter((l) => l.startsWith('Event('))).toHaveLength(27);
    expect(out.filter((l) => !l.startsWith('Event('))).toEqual([
      'Normal Synced count=3 "ConfigMap synced"',
      ...Array.from({ length: 9 }, (_, i) => `Normal Scaled count=1 "scaled to ${i + 1}"`),
      'Normal Scaled count=3 "(combined from similar events): scaled to 12"',
      ...Array.from({ length: 9 }, (_, i) => `Normal Heartbeat count=1 "beat ${i + 1}"`),
      // the 26th and 27th write about the object are dropped (burst 25, one more per 5 minutes)
      'Normal Heartbeat count=1 "(combined from similar events): beat 10"',
      '',
    ]);
    const calls = m.trace
      .filter((e) => e.kind === 'api' && e.resource === 'events')
      .map((e) => (e.kind === 'api' ? e.verb : ''));
    expect(calls.filter((v) => v === 'create')).toHaveLength(21);
    expect(calls.filter((v) => v === 'patch')).toHaveLength(4);
    const combined = m.objects.find((o) =>
      String(o.message).startsWith('(combined from similar events): scaled'),
    )!;
    expect(combined).toMatchObject({
      reason: 'Scaled',
      count: 3,
      source: { component: 'eventstorm', host: 'node-a' },
    });
    // the aggregate is a new Event without the reporting fields or annotations
    expect(combined.reportingComponent).toBe('');
    const beat = m.objects.find((o) => o.message === 'beat 3')!;
    expect((beat.metadata as JsonObject).annotations).toEqual({ beat: '3' });
  });

  it('hack/pin: client-go typed Apply with a field manager, its conflicts and Force', () => {
    const m = runProject({ files, objects, main: 'hack/pin', rbac: 'admin' });
    expect(m.stderr).toBe('');
    expect(m.stdout.split('\n')).toEqual([
      'no field manager: PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
      'nil: object provided to Apply must not be nil',
      // the sample Deployment's replicas and image were set by kubectl
      'apply: Apply failed with 1 conflict: conflict with "kubectl" using apps/v1: .spec.replicas',
      'image: Apply failed with 1 conflict: conflict with "kubectl" using apps/v1: .spec.template.spec.containers[name="web"].image',
      'forced: nginx:1.29 1',
      'configmap: pins 3 true',
      '',
    ]);
    const web = find(m, 'Deployment', 'default', 'web')!;
    const managers = ((web.metadata as JsonObject).managedFields as JsonObject[]).map(
      (f) => `${f.manager} ${f.operation}`,
    );
    expect(managers).toContain('pin Apply');
    const calls = m.trace
      .filter((e) => e.kind === 'api')
      .map((e) => (e.kind === 'api' ? `${e.verb} ${e.resource}` : ''));
    expect(calls).toEqual([
      'patch deployments',
      'patch deployments',
      'patch deployments',
      'patch deployments',
      'patch configmaps',
    ]);
  });
});
