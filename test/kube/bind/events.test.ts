// Event recorders: record.EventRecorder writes core/v1 Events as client-go's recorder builds them
// (name <object>.<hex unix nanos>, involvedObject from the scheme, source component, count folding
// for repeats); tools/events writes the events.k8s.io shape; the fake recorders feed a channel.
import { describe, expect, it } from 'vitest';
import { makePhases } from '../../../src/go/build/default.ts';
import { runGo } from '../../../src/go/index.ts';
import type { NativePackage } from '../../../src/go/interp/native.ts';
import { jsString } from '../../../src/go/interp/strings.ts';
import { stdPackage, stdPackagePaths } from '../../../src/go/std/index.ts';
import { serviceAccountUser } from '../../../src/kube/apiserver/rbac.ts';
import { goEventRecorderValue, goEventsRecorderValue } from '../../../src/kube/bind/client-events.ts';
import { newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { kubePackage, kubePackagePaths } from '../../../src/kube/gopkg/index.ts';

// mgr.GetEventRecorderFor / GetEventRecorder stand-ins (the manager binds the same constructors).
const recorders: NativePackage = {
  path: 'oplab.dev/test/recorders',
  files: [
    {
      name: 'r.go',
      src: `package recorders

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/tools/events"
	"k8s.io/client-go/tools/record"
)

func For(name string, asSA bool, s *runtime.Scheme) record.EventRecorder
func New(name string, s *runtime.Scheme) events.EventRecorder
`,
    },
  ],
  natives: {
    For: (ctx, name: string, asSA: boolean, scheme: unknown) =>
      goEventRecorderValue(ctx, jsString(name), {
        scheme,
        ...(asSA ? { user: serviceAccountUser('my-op-system', 'my-op-controller-manager') } : {}),
      }),
    New: (ctx, name: string, scheme: unknown) => goEventsRecorderValue(ctx, jsString(name), { scheme }),
  },
};
const phases = makePhases(
  (p) => (p === recorders.path ? recorders : (stdPackage(p) ?? kubePackage(p))),
  [...stdPackagePaths, ...kubePackagePaths, recorders.path],
);

const src = `package main

import (
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/tools/record"

	"oplab.dev/test/recorders"
)

func main() {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default", UID: "u-1", ResourceVersion: "7"}}
	r := recorders.For("memcached-controller", false, scheme.Scheme)
	r.Event(pod, corev1.EventTypeNormal, "Created", "created the deployment")
	time.Sleep(time.Second)
	r.Eventf(pod, corev1.EventTypeNormal, "Created", "created the %s", "deployment")
	r.Eventf(pod, corev1.EventTypeWarning, "Failed", "size %d is too big", 9)
	r.Event(pod, "Info", "Bad", "not a valid type")
	recorders.For("memcached-controller", true, scheme.Scheme).Event(pod, corev1.EventTypeNormal, "Denied", "no rbac")
	recorders.New("memcached-controller", scheme.Scheme).Eventf(pod, nil, corev1.EventTypeNormal, "Scaled", "Scale", "scaled to %d", 3)

	fake := record.NewFakeRecorder(10)
	fake.Eventf(pod, corev1.EventTypeWarning, "Failed", "size %d", 9)
	fmt.Println(<-fake.Events)
}
`;

describe('event recorders', () => {
  it('write core/v1 Events like client-go, fold repeats, log rejections', () => {
    const env = newKubeEnv({ seed: 9 });
    const r = withKubeEnv(env, () =>
      runGo({ files: [{ name: 'main.go', src }], phases, clock: env.goClock }),
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('Warning Failed size 9\n');
    const list = env.server.list(
      { user: env.identity },
      { group: '', version: 'v1', resource: 'events', namespace: 'default' },
    );
    if (!list.ok) throw new Error(list.status.message);
    const evs = (list.object.items as any[]).map((e) => ({
      name: e.metadata.name,
      reason: e.reason,
      message: e.message,
      type: e.type,
      count: e.count,
      first: e.firstTimestamp,
      last: e.lastTimestamp,
      source: e.source,
      involved: e.involvedObject,
      action: e.action,
      reportingComponent: e.reportingComponent,
    }));
    const start = BigInt(Date.UTC(2026, 0, 1)) * 1_000_000n;
    expect(evs).toHaveLength(3);
    const created = evs.find((e) => e.reason === 'Created')!;
    expect(created).toMatchObject({
      name: `web.${start.toString(16)}`,
      message: 'created the deployment',
      type: 'Normal',
      count: 2,
      first: '2026-01-01T00:00:00Z',
      last: '2026-01-01T00:00:01Z',
      source: { component: 'memcached-controller' },
      involved: {
        kind: 'Pod',
        namespace: 'default',
        name: 'web',
        uid: 'u-1',
        apiVersion: 'v1',
        resourceVersion: '7',
      },
      reportingComponent: 'memcached-controller',
    });
    expect(evs.find((e) => e.reason === 'Failed')).toMatchObject({
      message: 'size 9 is too big',
      type: 'Warning',
      count: 1,
    });
    expect(evs.find((e) => e.reason === 'Scaled')).toMatchObject({ action: 'Scale', message: 'scaled to 3' });
    const logs = env.logs.entries.map((e) => `${e.msg} ${e.error ?? ''}`);
    expect(logs).toContain('Unsupported event type ');
    expect(logs).toContain(
      'Server rejected event (will not retry!) events is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot create resource "events" in API group "" in the namespace "default"',
    );
  });
});
