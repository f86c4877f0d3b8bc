// kubectl rollout status ([K8S] kubectl v0.34 pkg/cmd/rollout/rollout_status.go,
// pkg/polymorphichelpers/rollout_status.go): the viewer's line for the object as listed and for each
// change the watch sees, until `deployment "web" successfully rolled out`; --timeout (`error: timed
// out waiting for the condition`), --watch=false, --revision; no timeout is never, which this
// terminal (an API server alone: no controller writes a Deployment's status) ends as Ctrl-C would.
// Command groups (rollout, auth) refuse words as cmdutil.DefaultSubCommandRun does.
import { expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const DEPLOY =
  'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 2\n  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n      - name: c\n        image: nginx\n';
const STS =
  'apiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  name: db\nspec:\n  serviceName: db\n  selector:\n    matchLabels:\n      app: db\n  template:\n    metadata:\n      labels:\n        app: db\n    spec:\n      containers:\n      - name: c\n        image: postgres\n';
const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c1\n';

async function shell() {
  const s = await ShellSession.create({
    files: { '/home/user/deploy.yaml': DEPLOY, '/home/user/sts.yaml': STS, '/home/user/cm.yaml': CM },
  });
  return async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode, ms: r.elapsedMs };
  };
}

const status = (s: object) =>
  `kubectl patch deploy web --subresource=status --type=merge -p '${JSON.stringify({ status: s })}'`;

it('the viewer’s lines, --timeout, --watch=false, --revision and the builder’s errors', async () => {
  const run = await shell();
  expect(await run('kubectl rollout status deployment')).toEqual({
    out: '',
    err: 'No resources found in default namespace.\n',
    code: 0,
    ms: 0,
  });
  await run('kubectl apply -f deploy.yaml -f sts.yaml -f cm.yaml');
  expect(await run('kubectl rollout status deployment/web --timeout=5s')).toEqual({
    out: 'Waiting for deployment spec update to be observed...\n',
    err: 'error: timed out waiting for the condition\n',
    code: 1,
    ms: 5000,
  });
  expect(await run('kubectl rollout status deploy web --watch=false')).toEqual({
    out: 'Waiting for deployment spec update to be observed...\n',
    err: '',
    code: 0,
    ms: 0,
  });
  expect((await run('kubectl rollout status sts/db -w=false')).out).toBe(
    'Waiting for statefulset spec update to be observed...\n',
  );
  // without --timeout: never, until Ctrl-C
  const never = await run('kubectl rollout status deploy');
  expect(never).toMatchObject({ out: 'Waiting for deployment spec update to be observed...\n', code: 130 });
  expect(never.err).toMatch(/^\[oplab\] kubectl rollout status watches deployments\/web until/);
  await run(status({ observedGeneration: 1, replicas: 2, updatedReplicas: 1, availableReplicas: 1 }));
  expect((await run('kubectl rollout status deploy/web -w=false')).out).toBe(
    'Waiting for deployment "web" rollout to finish: 1 out of 2 new replicas have been updated...\n',
  );
  await run(status({ observedGeneration: 1, replicas: 3, updatedReplicas: 2, availableReplicas: 1 }));
  expect((await run('kubectl rollout status deploy/web -w=false')).out).toBe(
    'Waiting for deployment "web" rollout to finish: 1 old replicas are pending termination...\n',
  );
  await run(status({ observedGeneration: 1, replicas: 2, updatedReplicas: 2, availableReplicas: 1 }));
  expect((await run('kubectl rollout status deploy/web -w=false')).out).toBe(
    'Waiting for deployment "web" rollout to finish: 1 of 2 updated replicas are available...\n',
  );
  await run(status({ observedGeneration: 1, replicas: 2, updatedReplicas: 2, availableReplicas: 2 }));
  expect(await run('kubectl rollout status deploy/web')).toEqual({
    out: 'deployment "web" successfully rolled out\n',
    err: '',
    code: 0,
    ms: 0,
  });
  expect(await run('kubectl rollout status deploy/web --revision=2')).toMatchObject({
    err: 'error: desired revision (2) is different from the running revision (0)\n',
    code: 1,
  });
  await run(
    status({
      observedGeneration: 1,
      conditions: [{ type: 'Progressing', status: 'False', reason: 'ProgressDeadlineExceeded' }],
    }),
  );
  expect((await run('kubectl rollout status deploy/web')).err).toBe(
    'error: deployment "web" exceeded its progress deadline\n',
  );
  const err = async (line: string) => {
    const r = await run(line);
    expect(r.code).toBe(1);
    return r.err;
  };
  expect(await err('kubectl rollout status cm/c1')).toBe(
    'error: no status viewer has been implemented for ConfigMap\n',
  );
  expect(await err('kubectl rollout status deploy/nope')).toBe(
    'Error from server (NotFound): deployments.apps "nope" not found\n',
  );
  expect(await err('kubectl rollout status')).toBe('error: required resource not specified\n');
  expect(await err('kubectl rollout status deploy/web --revision=-1')).toBe(
    'error: revision must be a positive integer: -1\n',
  );
  expect(await err('kubectl rollout status deploy/web --timeout=5')).toBe(
    'error: invalid argument "5" for "--timeout" flag: time: missing unit in duration "5"\nSee \'kubectl rollout status --help\' for usage.\n',
  );
});

it('command groups: words that are no subcommand, or the help, status 1', async () => {
  const run = await shell();
  expect(await run('kubectl rollout foo bar')).toMatchObject({
    err: 'error: unknown command "foo bar"\nSee \'kubectl rollout -h\' for help and examples\n',
    code: 1,
  });
  expect(await run('kubectl auth foo')).toMatchObject({
    err: 'error: unknown command "foo"\nSee \'kubectl auth -h\' for help and examples\n',
    code: 1,
  });
  expect(await run('kubectl rollout')).toMatchObject({
    err: "oplab: the text of 'kubectl rollout --help' is not included in this terminal; see https://kubernetes.io/docs/reference/kubectl/generated/kubectl_rollout/\n",
    code: 1,
  });
  expect((await run('kubectl rollout restart deploy/web')).err).toBe(
    'oplab: kubectl rollout restart is a real kubectl command that this simulated terminal does not have. Its kubectl rollout has: status.\n',
  );
});

const ROLLER = `package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

// Plays the deployment controller for web: one replica available, then, two seconds later, both.
func main() {
	home, _ := os.UserHomeDir()
	cfg, err := clientcmd.BuildConfigFromFlags("", filepath.Join(home, ".kube", "config"))
	if err != nil {
		panic(err)
	}
	cs := kubernetes.NewForConfigOrDie(cfg)
	ctx := context.Background()
	w, err := cs.AppsV1().Deployments("default").Watch(ctx, metav1.ListOptions{})
	if err != nil {
		panic(err)
	}
	for ev := range w.ResultChan() {
		d, ok := ev.Object.(*appsv1.Deployment)
		if !ok || ev.Type != "ADDED" {
			continue
		}
		time.Sleep(time.Second)
		d.Status = appsv1.DeploymentStatus{ObservedGeneration: d.Generation, Replicas: 2, UpdatedReplicas: 2, AvailableReplicas: 1}
		if d, err = cs.AppsV1().Deployments("default").UpdateStatus(ctx, d, metav1.UpdateOptions{}); err != nil {
			panic(err)
		}
		time.Sleep(2 * time.Second)
		d.Status.AvailableReplicas = 2
		if _, err = cs.AppsV1().Deployments("default").UpdateStatus(ctx, d, metav1.UpdateOptions{}); err != nil {
			panic(err)
		}
		fmt.Println("rolled out", d.Name)
	}
}
`;

it('a program in the background writing the status: a line per change, until rolled out', async () => {
  const { srcGoToolchain } = await import('../../src/shell/go-toolchain.ts');
  const s = await ShellSession.create({
    profile: 'open',
    cwd: '/home/user/w',
    goToolchain: srcGoToolchain,
    files: {
      '/home/user/w/go.mod': 'module example.com/w\n\ngo 1.23\n\nrequire k8s.io/client-go v0.31.0\n',
      '/home/user/w/main.go': ROLLER,
      '/home/user/w/deploy.yaml': DEPLOY,
    },
  });
  expect((await s.run('go mod tidy')).exitCode).toBe(0);
  expect((await s.run('go run .')).exitCode).toBe(0);
  const r = await s.run('kubectl apply -f deploy.yaml && kubectl rollout status deploy/web');
  expect({ out: r.stdout, err: r.stderr, code: r.exitCode }).toEqual({
    out:
      'deployment.apps/web created\n' +
      'Waiting for deployment spec update to be observed...\n' +
      'Waiting for deployment "web" rollout to finish: 1 of 2 updated replicas are available...\n' +
      'deployment "web" successfully rolled out\n',
    err: '',
    code: 0,
  });
  expect(r.elapsedMs).toBeGreaterThanOrEqual(2500);
  expect(r.elapsedMs).toBeLessThanOrEqual(3500);
  expect((await s.run('oplab-manager stop')).stdout).toBe('stopped\n');
}, 300_000);
