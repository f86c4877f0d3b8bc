// controller-runtime's manager with LeaderElection (kubebuilder's --leader-elect): New makes a Lease
// lock held as os.Hostname() + "_" + a UUID ([CR] pkg/leaderelection/leader_election.go), Start runs
// client-go's LeaderElector, whose klog lines go to stderr as the real ones do, records the
// LeaderElection event ("<id> became leader" on the Lease) and starts the controllers and the other
// leader-election runnables only once it holds the Lease. A manager whose service account may not
// read the Lease (the leader-election Role is in the manager's namespace, the Lease elsewhere) logs
// client-go's error and never starts its controllers; runnables that say NeedLeaderElection() false
// start anyway. Before, the options were only validated: no Lease, no klog line, controllers always
// started.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find } from './helpers.ts';

const goMod = (minor: number) => `module example.com/le

go 1.26.0

require (
\tk8s.io/api v0.${minor + 12}.0
\tk8s.io/apimachinery v0.${minor + 12}.0
\tk8s.io/client-go v0.${minor + 12}.0
\tsigs.k8s.io/controller-runtime v0.${minor}.0
)
`;

const main = (namespace: string) => `package main

import (
	"context"
	"flag"
	"os"

	corev1 "k8s.io/api/core/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/manager"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

type ConfigMapReconciler struct {
	client.Client
}

func (r *ConfigMapReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var cm corev1.ConfigMap
	if err := r.Get(ctx, req.NamespacedName, &cm); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	ctrl.LoggerFrom(ctx).Info("reconciled", "keys", len(cm.Data))
	return ctrl.Result{}, nil
}

// everyReplica runs on every replica, leader or not.
type everyReplica struct{}

func (everyReplica) Start(ctx context.Context) error {
	ctrl.Log.WithName("replica").Info("running on every replica")
	return nil
}

func (everyReplica) NeedLeaderElection() bool { return false }

func main() {
	var enableLeaderElection bool
	flag.BoolVar(&enableLeaderElection, "leader-elect", false,
		"Enable leader election for controller manager. "+
			"Enabling this will ensure there is only one active controller manager.")
	flag.Parse()
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	setupLog := ctrl.Log.WithName("setup")

	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{
		HealthProbeBindAddress:  ":8081",
		LeaderElection:          enableLeaderElection,
		LeaderElectionID:        "4b2c9a1e.example.com",${namespace === '' ? '' : `\n\t\tLeaderElectionNamespace: "${namespace}",`}
	})
	if err != nil {
		setupLog.Error(err, "unable to start manager")
		os.Exit(1)
	}
	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Named("configmap").Complete(&ConfigMapReconciler{Client: mgr.GetClient()}); err != nil {
		setupLog.Error(err, "unable to create controller")
		os.Exit(1)
	}
	_ = mgr.Add(everyReplica{})
	_ = mgr.Add(manager.RunnableFunc(func(ctx context.Context) error {
		<-mgr.Elected()
		ctrl.Log.WithName("leader").Info("running on the leader only")
		return nil
	}))
	setupLog.Info("starting manager")
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		setupLog.Error(err, "problem running manager")
		os.Exit(1)
	}
}
`;

const CONFIGMAP = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'c1', namespace: 'default' },
  data: { a: 'b' },
};

function run(minor: number, namespace: string, args: string[] = ['--leader-elect']) {
  return runProject({
    files: [
      { name: 'go.mod', src: goMod(minor) },
      { name: 'cmd/main.go', src: main(namespace) },
    ],
    objects: [CONFIGMAP],
    args,
  });
}

const msgs = (r: ReturnType<typeof run>) => r.logs.map((l) => `${l.logger ?? ''}|${l.msg}`);
const apiCalls = (r: ReturnType<typeof run>) =>
  r.trace.filter((e) => e.kind === 'api').map((e) => `${e.verb} ${e.resource}`);

describe('the manager takes a Lease before it starts its controllers (--leader-elect)', () => {
  it('v0.24: the Lease in the manager namespace, client-go v0.36 structured klog lines, the LeaderElection event', () => {
    const r = run(24, '');
    expect(r.stage).toBe('run');
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toBe(
      [
        'I0101 00:00:00.000000       1 leaderelection.go:258] "Attempting to acquire leader lease..." lock="le-system/4b2c9a1e.example.com"',
        'I0101 00:00:00.000000       1 leaderelection.go:272] "Successfully acquired lease" lock="le-system/4b2c9a1e.example.com"',
        '',
      ].join('\n'),
    );
    const lease = find(r, 'Lease', 'le-system', '4b2c9a1e.example.com');
    const spec = lease!.spec as JsonObject;
    expect(spec.holderIdentity).toMatch(
      /^oplab_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(spec.leaseDurationSeconds).toBe(15);
    const events = r.objects.filter((o) => o.kind === 'Event');
    expect(
      events.map((e) => [
        e.reason,
        e.message,
        (e.source as JsonObject).component,
        (e.involvedObject as JsonObject).kind,
      ]),
    ).toEqual([['LeaderElection', `${spec.holderIdentity} became leader`, spec.holderIdentity, 'Lease']]);
    // the Lease is taken (and renewed at once) before the controller's source lists ConfigMaps
    expect(apiCalls(r).slice(0, 6)).toEqual([
      'get leases',
      'create leases',
      'create events',
      'update leases',
      'list configmaps',
      'watch configmaps',
    ]);
    const m = msgs(r);
    expect(m).toContain('|reconciled');
    expect(m).toContain('replica|running on every replica');
    expect(m).toContain('leader|running on the leader only');
    expect(m.indexOf('replica|running on every replica')).toBeLessThan(m.indexOf('|Starting EventSource'));
  });

  it('v0.19: client-go v0.31 printf-style klog lines', () => {
    const r = run(19, '');
    expect(r.stderr).toBe(
      [
        'I0101 00:00:00.000000       1 leaderelection.go:254] attempting to acquire leader lease le-system/4b2c9a1e.example.com...',
        'I0101 00:00:00.000000       1 leaderelection.go:268] successfully acquired lease le-system/4b2c9a1e.example.com',
        '',
      ].join('\n'),
    );
    expect(msgs(r)).toContain('|reconciled');
  });

  it('a Lease the service account may not read: client-go logs the error and no controller starts', () => {
    const r = run(24, 'default');
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toBe(
      [
        'I0101 00:00:00.000000       1 leaderelection.go:258] "Attempting to acquire leader lease..." lock="default/4b2c9a1e.example.com"',
        'E0101 00:00:00.000000       1 leaderelection.go:461] "Error retrieving lease lock" err="leases.coordination.k8s.io \\"4b2c9a1e.example.com\\" is forbidden: User \\"system:serviceaccount:le-system:le-controller-manager\\" cannot get resource \\"leases\\" in API group \\"coordination.k8s.io\\" in the namespace \\"default\\"" lock="default/4b2c9a1e.example.com"',
        '',
      ].join('\n'),
    );
    const m = msgs(r);
    expect(m).toContain('replica|running on every replica');
    expect(m).not.toContain('leader|running on the leader only');
    expect(m).not.toContain('|Starting Controller');
    expect(m).not.toContain('|reconciled');
    expect(r.objects.filter((o) => o.kind === 'Lease')).toEqual([]);
  });

  it('v0.21 (client-go v0.33): the same error printf-style, from its line', () => {
    const r = run(21, 'default');
    expect(r.stderr.split('\n')[1]).toBe(
      'E0101 00:00:00.000000       1 leaderelection.go:436] error retrieving resource lock default/4b2c9a1e.example.com: leases.coordination.k8s.io "4b2c9a1e.example.com" is forbidden: User "system:serviceaccount:le-system:le-controller-manager" cannot get resource "leases" in API group "coordination.k8s.io" in the namespace "default"',
    );
  });

  it('without --leader-elect: no Lease, nothing on stderr, the controller starts', () => {
    const r = run(24, '', []);
    expect(r.stderr).toBe('');
    expect(r.objects.filter((o) => o.kind === 'Lease')).toEqual([]);
    expect(msgs(r)).toContain('|reconciled');
    expect(msgs(r)).toContain('leader|running on the leader only');
  });
});
