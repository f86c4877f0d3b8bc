// The manager runs until it is signalled ([CR] pkg/manager/internal.go Start blocks on ctx.Done()),
// so a Runnable that acts on its own timers (an external poller on a ticker, a first sync after
// time.After) acts at its times. The simulated manager stopped as soon as the cluster had no work
// (no kube timer), at 0s, before the first tick: the program's own pending timers now keep the run
// going, up to the run's virtual-time limit; the toolchain's own timers do not.

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const POLLER = `package controller

import (
	"context"
	"strconv"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update

// InventoryPoller mirrors an external inventory into a ConfigMap: a first sync 5s after start, then
// one every 30s, three in all.
type InventoryPoller struct {
	Client client.Client
	Polls  int
}

func (p *InventoryPoller) Start(ctx context.Context) error {
	log := logf.FromContext(ctx).WithName("inventory")
	select {
	case <-time.After(5 * time.Second):
	case <-ctx.Done():
		return nil
	}
	p.sync(ctx, 1)
	ticker := time.NewTicker(30 * time.Second)
	defer ticker.Stop()
	for n := 2; n <= p.Polls; n++ {
		select {
		case <-ticker.C:
			p.sync(ctx, n)
		case <-ctx.Done():
			log.Info("poller stopped")
			return nil
		}
	}
	log.Info("poller done")
	return nil
}

func (p *InventoryPoller) sync(ctx context.Context, n int) {
	log := logf.FromContext(ctx).WithName("inventory")
	cm := &corev1.ConfigMap{}
	key := client.ObjectKey{Namespace: "default", Name: "inventory"}
	if err := p.Client.Get(ctx, key, cm); apierrors.IsNotFound(err) {
		cm = &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: key.Name, Namespace: key.Namespace}, Data: map[string]string{"polls": "1"}}
		if err := p.Client.Create(ctx, cm); err != nil {
			log.Error(err, "create")
		}
	} else if err == nil {
		cm.Data["polls"] = strconv.Itoa(n)
		if err := p.Client.Update(ctx, cm); err != nil {
			log.Error(err, "update")
		}
	}
	log.Info("synced", "poll", n)
}
`;

const MAIN = `package main

import (
	"os"
	"strconv"

	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

	"example.com/poller/internal/controller"
)

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	polls, _ := strconv.Atoi(os.Getenv("POLLS"))
	if err := mgr.Add(&controller.InventoryPoller{Client: mgr.GetClient(), Polls: polls}); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

function run(polls: number) {
  return runProject({
    files: [
      {
        name: 'go.mod',
        src: 'module example.com/poller\n\ngo 1.23.0\n\nrequire sigs.k8s.io/controller-runtime v0.20.4\n',
      },
      { name: 'cmd/main.go', src: MAIN },
      { name: 'internal/controller/poller.go', src: POLLER },
    ],
    env: { POLLS: String(polls) },
    virtualTimeLimitMs: 5 * 60 * 1000,
  });
}

const at = (time: number) => new Date(time).toISOString().slice(11, 19);
const lines = (r: ReturnType<typeof run>) =>
  r.logs
    .filter((l) => l.logger === 'inventory')
    .map((l) => `${at(l.time)} ${l.msg} ${JSON.stringify(l.fields)}`);

it("a Runnable's time.After and ticker act at their times; the run ends when they are done", () => {
  const r = run(3);
  expect(r.stage).toBe('run');
  expect(r.exitCode).toBe(0);
  expect(lines(r)).toEqual([
    '00:00:05 synced [["poll",1]]',
    '00:00:35 synced [["poll",2]]',
    '00:01:05 synced [["poll",3]]',
    '00:01:05 poller done []',
  ]);
  const cm = r.objects.find(
    (o) => o.kind === 'ConfigMap' && (o.metadata as { name: string }).name === 'inventory',
  );
  expect(cm?.data).toEqual({ polls: '3' });
  // idle once the poller returned: the signal comes then, not at the limit
  expect(at(r.logs.at(-1)?.time ?? 0)).toBe('00:01:05');
});

it("a ticker that never ends keeps the manager up to the run's limit, then the signal stops it", () => {
  const r = run(1000);
  expect(r.exitCode).toBe(0);
  const l = lines(r);
  expect(l[0]).toBe('00:00:05 synced [["poll",1]]');
  // 5s + 9 x 30s = 4m35s: the last tick before the 5m limit; the next one is past it, so the
  // signal comes then (as it does for a RequeueAfter past the limit)
  expect(l.at(-2)).toBe('00:04:35 synced [["poll",10]]');
  expect(l.at(-1)).toBe('00:04:35 poller stopped []');
});
