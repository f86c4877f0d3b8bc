// A Runnable that returns ctx.Err() when the manager stops (a ticker loop's
// `case <-ctx.Done(): return ctx.Err()`, as zoetrope's kubebuilder-training Runner) does not make
// mgr.Start fail: the runnable groups run under the manager's base context, cancelled by the stop
// procedure, and engageStopProcedure drops a context.Canceled it drains from errChan and logs any
// other error as "error received after stop sequence was engaged" ([CR] pkg/manager/internal.go,
// runnable_group.go). The simulated manager handed runnables Start's context, so the runner's
// context.Canceled ended Start with `problem running manager {"error": "context canceled"}`.

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/runnables

go 1.24.0

require sigs.k8s.io/controller-runtime v0.22.0
`;

const MAIN = `package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/manager"
)

type ticker struct{ name string }

func (t ticker) Start(ctx context.Context) error {
	tick := time.NewTicker(time.Minute)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			fmt.Println(t.name, "stopping:", ctx.Err())
			ctrl.Log.Info("stopping", "runnable", t.name)
			return ctx.Err()
		case <-tick.C:
		}
	}
}

// other runs in the group of the runnables that do not need leader election
type other struct{ ticker }

func (other) NeedLeaderElection() bool { return false }

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	_ = mgr.Add(ticker{name: "runner"})
	_ = mgr.Add(other{ticker{name: "other"}})
	_ = mgr.Add(manager.RunnableFunc(func(ctx context.Context) error {
		<-ctx.Done()
		return errors.New("flush failed")
	}))
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	err = mgr.Start(ctx)
	fmt.Println("Start:", err)
}
`;

it('a runnable stopped with the manager does not fail Start; other late errors are logged', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [],
  });
  expect(r.stage).toBe('run');
  expect(r.stdout).toBe(
    'other stopping: context canceled\nrunner stopping: context canceled\nStart: <nil>\n',
  );
  const late = r.logs.filter((l) => l.msg === 'error received after stop sequence was engaged');
  expect(late.map((l) => Object.fromEntries(l.fields as [string, unknown][]))).toEqual([
    { error: 'flush failed' },
  ]);
  // the groups stop one after the other (engageStopProcedure: Others.StopAndWait, then
  // LeaderElection.StopAndWait): the runnable that does not need leader election stops first; the
  // two that need it (they say nothing about it) stop with the leader election group
  const label = (l: (typeof r.logs)[number]) =>
    l.msg === 'stopping'
      ? `stopping ${(l.fields as [string, unknown][]).find((f) => f[0] === 'runnable')?.[1]}`
      : l.msg;
  expect(
    r.logs.map(label).filter((m) => m.startsWith('Stopping and waiting') || m.startsWith('stopping ')),
  ).toEqual([
    'Stopping and waiting for warmup runnables',
    'Stopping and waiting for non leader election runnables',
    'stopping other',
    'Stopping and waiting for leader election runnables',
    'stopping runner',
    'Stopping and waiting for caches',
    'Stopping and waiting for webhooks',
    'Stopping and waiting for HTTP servers',
  ]);
  // the late error (of the other runnable in that group, in no particular order with runner's line)
  const msgs = r.logs.map((l) => l.msg);
  const lateAt = msgs.indexOf('error received after stop sequence was engaged');
  expect(lateAt).toBeGreaterThan(msgs.indexOf('Stopping and waiting for leader election runnables'));
  expect(lateAt).toBeLessThan(msgs.indexOf('Stopping and waiting for caches'));
});
