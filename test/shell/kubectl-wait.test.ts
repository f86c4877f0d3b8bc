// kubectl wait ([K8S] kubectl v0.34 pkg/cmd/wait/wait.go, condition.go, json.go, delete.go, create.go):
// --for=condition=NAME[=VALUE] (status compared case-insensitively, a stale observedGeneration is not
// met), --for=jsonpath='{EXPR}'[=VALUE], --for=delete, --for=create; `kind.group/name condition met`;
// one deadline (--timeout, 30s by default, 0 checks once) ending in `error: timed out waiting for the
// condition on deployments/web`; the builder's errors; a program in the background that changes the
// object ends the wait.
import { expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const CRD =
  'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: foos.example.com\nspec:\n  group: example.com\n  names:\n    kind: Foo\n    plural: foos\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        x-kubernetes-preserve-unknown-fields: true\n';
// no status subresource: the status is written with the object
const FOO = (name: string, observed: number) =>
  `apiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: ${name}\nstatus:\n  observedGeneration: ${observed}\n  conditions:\n  - type: Ready\n    status: "True"\n  - type: Degraded\n    status: "False"\n`;
const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c1\n  labels:\n    app: a\ndata:\n  a: b\n';
const DEPLOY =
  'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n      - name: c\n        image: nginx\n';

async function shell() {
  const s = await ShellSession.create({
    files: {
      '/home/user/crd.yaml': CRD,
      '/home/user/foo.yaml': FOO('f', 1),
      '/home/user/stale.yaml': FOO('stale', 0),
      '/home/user/cm.yaml': CM,
      '/home/user/deploy.yaml': DEPLOY,
    },
  });
  return async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode, ms: r.elapsedMs };
  };
}

it('conditions and jsonpath: met at once, or not within --timeout', async () => {
  const run = await shell();
  await run('kubectl apply -f crd.yaml');
  await run('kubectl apply -f foo.yaml -f stale.yaml -f cm.yaml -f deploy.yaml');
  expect(await run('kubectl wait --for=condition=Ready foo/f')).toEqual({
    out: 'foo.example.com/f condition met\n',
    err: '',
    code: 0,
    ms: 0,
  });
  // the value is compared case-insensitively, the condition type too
  expect((await run('kubectl wait --for=condition=degraded=false foo/f')).out).toBe(
    'foo.example.com/f condition met\n',
  );
  expect((await run('kubectl wait --for=condition=Ready foo f -o name')).out).toBe('foo.example.com/f\n');
  // observedGeneration 0 < generation 1: not met until the deadline
  expect(await run('kubectl wait --for=condition=Ready foo/stale --timeout=5s')).toEqual({
    out: '',
    err: 'error: timed out waiting for the condition on foos/stale\n',
    code: 1,
    ms: 5000,
  });
  expect(await run('kubectl wait --for=condition=Ready foo/stale --timeout=0')).toMatchObject({
    err: 'error: condition not met for foos/stale\n',
    code: 1,
  });
  // 30s by default; nothing here writes a Deployment's status (no kube-controller-manager)
  const d = await run('kubectl wait --for=condition=Available deploy/web');
  expect(d).toMatchObject({ out: '', code: 1, ms: 30_000 });
  expect(d.err).toMatch(/^error: timed out waiting for the condition on deployments\/web\n\[oplab\] /);
  expect((await run("kubectl wait --for=jsonpath='{.data.a}'=b cm/c1")).out).toBe(
    'configmap/c1 condition met\n',
  );
  expect((await run("kubectl wait --for=jsonpath='{.data}' cm/c1")).out).toBe('configmap/c1 condition met\n');
  expect(await run("kubectl wait --for=jsonpath='{.data}'=x cm/c1")).toMatchObject({
    err: 'error: jsonpath leads to a nested object or list which is not supported\n',
    code: 1,
  });
  // several objects: each met one printed, the errors after, one line each (MultipleErrors)
  expect(await run('kubectl wait --for=condition=Ready foo/f foo/stale foo/nope --timeout=2s')).toMatchObject(
    {
      out: 'foo.example.com/f condition met\n',
      err: 'timed out waiting for the condition on foos/stale\nError from server (NotFound): foos.example.com "nope" not found\n',
      code: 1,
      ms: 2000,
    },
  );
  expect(await run('kubectl wait --for=condition=Ready foo/nope')).toMatchObject({
    err: 'Error from server (NotFound): foos.example.com "nope" not found\n',
    code: 1,
  });
  // selectors and --all
  expect((await run("kubectl wait --for=jsonpath='{.data.a}'=b cm -l app=a")).out).toBe(
    'configmap/c1 condition met\n',
  );
  expect(await run('kubectl wait --for=condition=Ready cm -l app=zz')).toMatchObject({
    err: 'error: no matching resources found\n',
    code: 1,
  });
  expect(await run('kubectl wait --for=condition=Ready foo --all --timeout=1s')).toMatchObject({
    out: 'foo.example.com/f condition met\n',
    err: 'error: timed out waiting for the condition on foos/stale\n',
  });
});

it('--for=delete and --for=create', async () => {
  const run = await shell();
  await run('kubectl apply -f cm.yaml');
  // already gone (or never there): nothing to wait for, nothing printed
  expect(await run('kubectl wait --for=delete cm/nope')).toEqual({ out: '', err: '', code: 0, ms: 0 });
  expect(await run('kubectl wait --for=delete cm/c1 --timeout=3s')).toMatchObject({
    err: 'error: timed out waiting for the condition on configmaps/c1\n',
    code: 1,
    ms: 3000,
  });
  expect((await run('kubectl wait --for=create cm/c1')).out).toBe('configmap/c1 condition met\n');
  expect(await run('kubectl wait --for=create cm/c2 --timeout=2s')).toMatchObject({
    out: '',
    err: 'error: timed out waiting for the condition\n',
    code: 1,
    ms: 2000,
  });
  await run('kubectl delete cm c1');
  expect(await run('kubectl wait --for=Delete cm/c1')).toMatchObject({ out: '', err: '', code: 0 });
});

it('flags, conditions and the builder’s errors', async () => {
  const run = await shell();
  await run('kubectl apply -f cm.yaml');
  const err = async (line: string) => {
    const r = await run(line);
    expect(r.code).toBe(1);
    return r.err;
  };
  expect(await err('kubectl wait cm/c1')).toBe('error: unrecognized condition: ""\n');
  expect(await err('kubectl wait --for=ready cm/c1')).toBe('error: unrecognized condition: "ready"\n');
  expect(await err('kubectl wait --for=delete cm/c1 --timeout=zz')).toBe(
    'error: invalid argument "zz" for "--timeout" flag: time: invalid duration "zz"\nSee \'kubectl wait --help\' for usage.\n',
  );
  expect(await err("kubectl wait --for=jsonpath='{.data.a}'= cm/c1")).toBe(
    "error: jsonpath wait has to have a value after equal sign, like --for=jsonpath='{.status.readyReplicas}'=3\n",
  );
  expect(await err("kubectl wait --for=jsonpath='{.data.a}'=b=c cm/c1")).toBe(
    "error: jsonpath wait format must be --for=jsonpath='{.status.readyReplicas}'=3 or --for=jsonpath='{.status.readyReplicas}'\n",
  );
  expect(await err("kubectl wait --for=jsonpath='{.data.a' cm/c1")).toBe(
    "error: unexpected path string, expected a 'name1.name2' or '.name1.name2' or '{name1.name2}' or '{.name1.name2}'\n",
  );
  expect(await err('kubectl wait --for=delete')).toContain(
    'error: You must provide one or more resources by argument or filename.\n',
  );
  expect(await err('kubectl wait --for=delete cm')).toBe(
    'error: resource(s) were provided, but no name was specified\n',
  );
  expect(await err('kubectl wait --for=delete cm c1 -l app=a')).toBe(
    'error: name cannot be provided when a selector is specified\n',
  );
  expect(await err('kubectl wait --for=delete foo/c1')).toBe(
    'error: the server doesn\'t have a resource type "foo"\n',
  );
  expect(await err('kubectl wait --for=delete -A cm c1')).toBe(
    'error: a resource cannot be retrieved by name across all namespaces\n',
  );
  expect(await err('kubectl wait --for=delete cm/c1 -o wide')).toBe(
    'error: unable to match a printer suitable for the output format "wide", allowed formats are: go-template,go-template-file,json,jsonpath,jsonpath-as-json,jsonpath-file,name,template,templatefile,yaml\n',
  );
});

const READIER = `package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

// Marks the ConfigMap c1 ready four seconds after it sees it created.
func main() {
	home, _ := os.UserHomeDir()
	cfg, err := clientcmd.BuildConfigFromFlags("", filepath.Join(home, ".kube", "config"))
	if err != nil {
		panic(err)
	}
	cs := kubernetes.NewForConfigOrDie(cfg)
	ctx := context.Background()
	w, err := cs.CoreV1().ConfigMaps("default").Watch(ctx, metav1.ListOptions{})
	if err != nil {
		panic(err)
	}
	for ev := range w.ResultChan() {
		cm, ok := ev.Object.(*corev1.ConfigMap)
		if !ok || ev.Type != "ADDED" || cm.Name != "c1" {
			continue
		}
		time.Sleep(4 * time.Second)
		cm.Data["ready"] = "yes"
		if _, err := cs.CoreV1().ConfigMaps("default").Update(ctx, cm, metav1.UpdateOptions{}); err != nil {
			panic(err)
		}
		fmt.Println("ready")
	}
}
`;

it('a program in the background that changes the object ends the wait when it does', async () => {
  const { srcGoToolchain } = await import('../../src/shell/go-toolchain.ts');
  const s = await ShellSession.create({
    profile: 'open',
    cwd: '/home/user/w',
    goToolchain: srcGoToolchain,
    files: {
      '/home/user/w/go.mod': 'module example.com/w\n\ngo 1.23\n\nrequire k8s.io/client-go v0.31.0\n',
      '/home/user/w/main.go': READIER,
      '/home/user/w/cm.yaml': CM,
    },
  });
  expect((await s.run('go mod tidy')).exitCode).toBe(0);
  expect((await s.run('go run .')).exitCode).toBe(0);
  // the object created and waited for on one line, as a learner applies a custom resource and waits
  // for the operator
  const r = await s.run("kubectl apply -f cm.yaml && kubectl wait --for=jsonpath='{.data.ready}'=yes cm/c1");
  expect({ out: r.stdout, err: r.stderr, code: r.exitCode }).toEqual({
    out: 'configmap/c1 created\nconfigmap/c1 condition met\n',
    err: '',
    code: 0,
  });
  // within a step of the moment the program wrote it
  expect(r.elapsedMs).toBeGreaterThanOrEqual(3500);
  expect(r.elapsedMs).toBeLessThanOrEqual(4500);
  expect((await s.run('oplab-manager stop')).stdout).toBe('stopped\n');
}, 300_000);
