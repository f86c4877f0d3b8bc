// client-go's tools/leaderelection and resourcelock (the LeaseLock): a program in the shape of
// client-go's examples/leader-election takes a Lease with RunOrDie, is told it leads (OnNewLeader,
// OnStartedLeading), renews every RetryPeriod on the virtual clock, and with ReleaseOnCancel gives
// the Lease up (holder "", 1 s) when its context ends, then OnStoppedLeading runs; its healthz
// adaptor (WatchDog) is healthy while it renews. These packages
// did not exist. klog's lines are client-go's per minor: printf-style with leaderelection.go:254
// and :268 at v0.31, structured with :258 and :272 at v0.36 (the lines the real file logs from).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const goMod = (minor: number) => `module example.com/le

go 1.26.0

require (
\tk8s.io/client-go v0.${minor}.0
\tsigs.k8s.io/controller-runtime v0.${minor - 12}.0
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/leaderelection"
	"k8s.io/client-go/tools/leaderelection/resourcelock"
	"k8s.io/klog/v2"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	client := kubernetes.NewForConfigOrDie(ctrl.GetConfigOrDie())
	id := "worker-1"
	lock := &resourcelock.LeaseLock{
		LeaseMeta:  metav1.ObjectMeta{Name: "example-lock", Namespace: "default"},
		Client:     client.CoordinationV1(),
		LockConfig: resourcelock.ResourceLockConfig{Identity: id},
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	wd := leaderelection.NewLeaderHealthzAdaptor(20 * time.Second)
	leaderelection.RunOrDie(ctx, leaderelection.LeaderElectionConfig{
		Lock:            lock,
		ReleaseOnCancel: true,
		LeaseDuration:   60 * time.Second,
		RenewDeadline:   15 * time.Second,
		RetryPeriod:     5 * time.Second,
		WatchDog:        wd,
		Callbacks: leaderelection.LeaderCallbacks{
			OnStartedLeading: func(ctx context.Context) {
				klog.Info("Controller loop...")
				time.Sleep(12 * time.Second)
				lease, err := client.CoordinationV1().Leases("default").Get(ctx, "example-lock", metav1.GetOptions{})
				fmt.Println(*lease.Spec.HolderIdentity, *lease.Spec.LeaseDurationSeconds, *lease.Spec.LeaseTransitions,
					lease.Spec.RenewTime.Sub(lease.Spec.AcquireTime.Time), err)
				fmt.Println(wd.Name(), wd.Check(nil))
				cancel()
			},
			OnStoppedLeading: func() {
				klog.Infof("leader lost: %s", id)
			},
			OnNewLeader: func(identity string) {
				if identity == id {
					fmt.Println("I am the leader")
					return
				}
				klog.Infof("new leader elected: %s", identity)
			},
		},
	})
	lease, err := client.CoordinationV1().Leases("default").Get(context.Background(), "example-lock", metav1.GetOptions{})
	fmt.Println(*lease.Spec.HolderIdentity == "", *lease.Spec.LeaseDurationSeconds, *lease.Spec.LeaseTransitions, err)

	_, err = resourcelock.New("configmaps", "default", "x", client.CoreV1(), client.CoordinationV1(), resourcelock.ResourceLockConfig{Identity: id})
	fmt.Println(err)
	_, err = leaderelection.NewLeaderElector(leaderelection.LeaderElectionConfig{Lock: lock, LeaseDuration: 10 * time.Second, RenewDeadline: 10 * time.Second, RetryPeriod: 2 * time.Second})
	fmt.Println(err)
}
`;

const STDOUT = [
  'I am the leader',
  // renewed at 0 s, 5 s and 10 s (RetryPeriod), read at 12 s
  'worker-1 60 0 10s <nil>',
  'leaderElection <nil>',
  'true 1 0 <nil>',
  'configmaps lock is removed, migrate to leases',
  'leaseDuration must be greater than renewDeadline',
  '',
].join('\n');

function run(minor: number) {
  return runProject({
    files: [
      { name: 'go.mod', src: goMod(minor) },
      { name: 'main.go', src: MAIN },
    ],
    objects: [],
    rbac: 'admin',
  });
}

describe('client-go leader election over a Lease', () => {
  it('v0.36: takes, renews and releases the Lease, with structured klog lines', () => {
    const r = run(36);
    expect(r.stdout).toBe(STDOUT);
    expect(r.stderr).toBe(
      [
        'I0101 00:00:00.000000       1 leaderelection.go:258] "Attempting to acquire leader lease..." lock="default/example-lock"',
        'I0101 00:00:00.000000       1 leaderelection.go:272] "Successfully acquired lease" lock="default/example-lock"',
        'I0101 00:00:00.000000       1 main.go:36] Controller loop...',
        'I0101 00:00:12.000000       1 main.go:45] leader lost: worker-1',
        '',
      ].join('\n'),
    );
  });

  it('v0.31: the same election, with printf-style klog lines', () => {
    const r = run(31);
    expect(r.stdout).toBe(STDOUT);
    expect(r.stderr).toBe(
      [
        'I0101 00:00:00.000000       1 leaderelection.go:254] attempting to acquire leader lease default/example-lock...',
        'I0101 00:00:00.000000       1 leaderelection.go:268] successfully acquired lease default/example-lock',
        'I0101 00:00:00.000000       1 main.go:36] Controller loop...',
        'I0101 00:00:12.000000       1 main.go:45] leader lost: worker-1',
        '',
      ].join('\n'),
    );
  });
});
