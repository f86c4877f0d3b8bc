// controller-runtime v0.23+ mgr.GetEventRecorder writes events.k8s.io/v1 Events: [CR]
// pkg/manager/manager.go builds events.NewBroadcaster(&events.EventSinkImpl{Interface: EventsV1()}),
// pkg/internal/recorder/recorder.go hands out its recorders. [CG] tools/events/event_recorder.go
// makeEvent builds the Event; event_broadcaster.go recordToSink keys it by type, action, reason,
// reporting controller and instance, regarding and related (not the note): the first is created,
// the second patches `series` (count 2) onto it, later ones wait for the broadcaster's tickers.
// The API server keeps them in the core Event storage ([K8S] pkg/apis/events/v1/conversion.go).
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/index.ts';
import { runProject } from '../../../src/kube/run/index.ts';

const goMod = `module example.com/ev

go 1.26.0

require (
	k8s.io/api v0.36.0
	k8s.io/apimachinery v0.36.0
	k8s.io/client-go v0.36.0
	sigs.k8s.io/controller-runtime v0.24.1
)
`;

const main = (eventsGroup: string) => `package main

import (
	"context"
	"os"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/tools/events"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch
// +kubebuilder:rbac:groups=${eventsGroup},resources=events,verbs=create;patch

type R struct {
	client.Client
	Rec events.EventRecorder
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var cm corev1.ConfigMap
	if err := r.Get(ctx, req.NamespacedName, &cm); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	r.Rec.Eventf(&cm, nil, corev1.EventTypeNormal, "Seen", "Reconcile", "saw %s", cm.Name)
	r.Rec.Eventf(&cm, nil, corev1.EventTypeNormal, "Seen", "Reconcile", "saw %s again", cm.Name)
	r.Rec.Eventf(&cm, nil, corev1.EventTypeNormal, "Seen", "Reconcile", "saw %s a third time", cm.Name)
	r.Rec.Eventf(&cm, nil, corev1.EventTypeWarning, "Odd", "Check", "")
	return ctrl.Result{}, nil
}

func main() {
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	r := &R{Client: mgr.GetClient(), Rec: mgr.GetEventRecorder("ev-controller")}
	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(r); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

function run(eventsGroup: string) {
  let server: any;
  const r = runProject({
    files: [
      { name: 'go.mod', src: goMod },
      { name: 'main.go', src: main(eventsGroup) },
    ],
    objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'one', namespace: 'default' } }],
    observe: (env) => {
      server = env.server;
    },
    virtualTimeLimitMs: 60_000,
  });
  const calls = r.trace
    .filter((e: any) => e.kind === 'api' && e.resource === 'events')
    .map(
      (e: any) => `${e.verb} ${e.group === '' ? '' : `${e.group}/`}${e.version} ${e.name} ${e.result.code}`,
    );
  return { r, server, calls };
}

describe('mgr.GetEventRecorder (events.k8s.io)', () => {
  it('creates events.k8s.io/v1 Events, patches a series on the first repeat, and core/v1 reads them', () => {
    const { r, server, calls } = run('events.k8s.io');
    expect(r.diagnostics).toEqual([]);
    const name = `one.${(BigInt(Date.UTC(2026, 0, 1)) * 1_000_000n).toString(16)}`;
    expect(calls).toEqual([
      `create events.k8s.io/v1 ${name} 201`,
      `patch events.k8s.io/v1 ${name} 200`,
      expect.stringMatching(/^create events\.k8s\.io\/v1 one\.18867251edfa00[0-9a-f]{2} 201$/),
    ]);
    expect(r.logs.filter((l) => l.msg.includes('rejected'))).toEqual([]);
    const user = { user: ADMIN_USER };
    const ev = server.get(
      user,
      { group: 'events.k8s.io', version: 'v1', resource: 'events', namespace: 'default' },
      name,
    );
    expect(ev.ok).toBe(true);
    const { metadata, regarding, ...rest } = ev.object;
    expect(rest).toEqual({
      apiVersion: 'events.k8s.io/v1',
      kind: 'Event',
      eventTime: '2026-01-01T00:00:00.000000Z',
      series: { count: 2, lastObservedTime: '2026-01-01T00:00:00.000000Z' },
      reportingController: 'ev-controller',
      reportingInstance: 'ev-controller-oplab',
      action: 'Reconcile',
      reason: 'Seen',
      note: 'saw one',
      type: 'Normal',
      deprecatedSource: {},
      deprecatedFirstTimestamp: null,
      deprecatedLastTimestamp: null,
    });
    expect(regarding).toMatchObject({
      kind: 'ConfigMap',
      namespace: 'default',
      name: 'one',
      apiVersion: 'v1',
    });
    // the managed fields are the events.k8s.io request's, with no zero top-level fields
    expect(metadata.managedFields.map((m: any) => [m.apiVersion, Object.keys(m.fieldsV1)])).toEqual([
      [
        'events.k8s.io/v1',
        [
          'f:action',
          'f:eventTime',
          'f:note',
          'f:reason',
          'f:regarding',
          'f:reportingController',
          'f:reportingInstance',
          'f:series',
          'f:type',
        ],
      ],
    ]);
    const core = server.get(
      user,
      { group: '', version: 'v1', resource: 'events', namespace: 'default' },
      name,
    );
    const { metadata: _m, involvedObject, ...coreRest } = core.object;
    expect(involvedObject).toEqual(regarding);
    expect(coreRest).toEqual({
      apiVersion: 'v1',
      kind: 'Event',
      reason: 'Seen',
      message: 'saw one',
      source: {},
      firstTimestamp: null,
      lastTimestamp: null,
      type: 'Normal',
      eventTime: '2026-01-01T00:00:00.000000Z',
      series: { count: 2, lastObservedTime: '2026-01-01T00:00:00.000000Z' },
      action: 'Reconcile',
      reportingComponent: 'ev-controller',
      reportingInstance: 'ev-controller-oplab',
    });
    // an empty note is left out (omitempty)
    const events = server.list(user, {
      group: 'events.k8s.io',
      version: 'v1',
      resource: 'events',
      namespace: 'default',
    });
    const odd = events.object.items.find((e: any) => e.reason === 'Odd');
    expect(odd).not.toHaveProperty('note');
    expect(odd.type).toBe('Warning');
  });

  it('needs RBAC on events in events.k8s.io: core events rights give a 403 logged as a rejected event', () => {
    const { r, calls } = run('""');
    expect(calls[0]).toMatch(/^create events\.k8s\.io\/v1 one\.[0-9a-f]+ 403$/);
    expect(r.logs.find((l) => l.msg === 'Server rejected event (will not retry!)')?.error).toBe(
      'events.events.k8s.io is forbidden: User "system:serviceaccount:ev-system:ev-controller-manager" cannot create resource "events" in API group "events.k8s.io" in the namespace "default"',
    );
  });
});
