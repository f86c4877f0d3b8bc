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
			return ctx.Err()
		case <-tick.C:
		}
	}
}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	_ = mgr.Add(ticker{name: "runner"})
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
  expect(r.stdout).toBe('runner stopping: context canceled\nStart: <nil>\n');
  const msgs = r.logs.map((l) => l.msg);
  const late = r.logs.filter((l) => l.msg === 'error received after stop sequence was engaged');
  expect(late.map((l) => Object.fromEntries(l.fields as [string, unknown][]))).toEqual([
    { error: 'flush failed' },
  ]);
  // logged while the non-leader-election runnables stop, before the next group's line
  expect(msgs.indexOf('error received after stop sequence was engaged')).toBeGreaterThan(
    msgs.indexOf('Stopping and waiting for non leader election runnables'),
  );
  expect(msgs.indexOf('error received after stop sequence was engaged')).toBeLessThan(
    msgs.indexOf('Stopping and waiting for leader election runnables'),
  );
});
