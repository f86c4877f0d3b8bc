// kubectl delete waits for what it deleted to be gone ([K8S] kubectl v0.34 pkg/cmd/delete/delete.go
// DeleteResult, pkg/cmd/wait/delete.go IsDeleted): `--wait` is true by default, `--timeout` bounds it
// (`error: timed out waiting for the condition on configmaps/held`), a finalizer keeps the object; the
// printed line names the namespace (`deleted from default namespace`, kubectl ≥ 1.34); --now, --force
// and --grace-period as DeleteOptions.Complete and Validate read them.
import { expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const HELD =
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: held\n  finalizers:\n  - example.com/hold\n';
const PARENT = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: parent\n';
const CHILD =
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: child\n  ownerReferences:\n  - apiVersion: v1\n    kind: ConfigMap\n    name: parent\n    uid: UID\n    blockOwnerDeletion: true\n';

async function shell() {
  const s = await ShellSession.create({
    files: {
      '/home/user/held.yaml': HELD,
      '/home/user/parent.yaml': PARENT,
      '/home/user/child.yaml': CHILD,
    },
  });
  const run = async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode, ms: r.elapsedMs };
  };
  return run;
}

it('a finalizer keeps the object: --timeout ends the wait with its error, the object stays', async () => {
  const run = await shell();
  await run('kubectl apply -f held.yaml');
  expect(await run('kubectl delete cm held --timeout=5s')).toEqual({
    out: 'configmap "held" deleted from default namespace\n',
    err: 'error: timed out waiting for the condition on configmaps/held\n',
    code: 1,
    ms: 5000,
  });
  expect((await run("kubectl get cm held -o jsonpath='{.metadata.finalizers}'")).out).toBe(
    '["example.com/hold"]',
  );
  // -f too; a second delete of an object being deleted is accepted and printed the same way
  expect(await run('kubectl delete -f held.yaml --timeout=1m')).toMatchObject({
    out: 'configmap "held" deleted from default namespace\n',
    err: 'error: timed out waiting for the condition on configmaps/held\n',
    code: 1,
    ms: 60_000,
  });
});

it('without --timeout a real kubectl waits (a week) until Ctrl-C: the terminal says so and stops as Ctrl-C would', async () => {
  const run = await shell();
  await run('kubectl apply -f held.yaml');
  const r = await run('kubectl delete cm held');
  expect(r.out).toBe('configmap "held" deleted from default namespace\n');
  expect(r.code).toBe(130);
  expect(r.err).toBe(
    '[oplab] kubectl waits until configmaps/held is gone (--wait is true by default). It is marked for deletion (metadata.deletionTimestamp), but its finalizers (example.com/hold) keep it until a controller removes them, and no controller running here does. A real kubectl waits up to --timeout (a week by default) or until Ctrl-C; this terminal stopped it as Ctrl-C would. `kubectl delete --wait=false` does not wait.\n',
  );
  expect((await run('echo $?')).out).toBe('130\n');
  // --wait=false returns at once, as does a dry run
  expect(await run('kubectl delete cm held --wait=false')).toMatchObject({
    out: 'configmap "held" deleted from default namespace\n',
    err: '',
    code: 0,
  });
  expect(await run('kubectl delete -f held.yaml --dry-run=server')).toMatchObject({
    out: 'configmap "held" deleted from default namespace (server dry run)\n',
    err: '',
    code: 0,
  });
  // once the finalizer is removed the object goes
  await run('kubectl patch cm held --type=json -p \'[{"op":"remove","path":"/metadata/finalizers"}]\'');
  expect((await run('kubectl get cm held')).err).toBe(
    'Error from server (NotFound): configmaps "held" not found\n',
  );
});

it('what the cluster removes while kubectl waits ends the wait: foreground deletion, a namespace', async () => {
  const run = await shell();
  await run('kubectl apply -f parent.yaml');
  await run(`sed -i "s/UID/$(kubectl get cm parent -o jsonpath='{.metadata.uid}')/" child.yaml`);
  await run('kubectl apply -f child.yaml');
  // the foregroundDeletion finalizer goes when the garbage collector has deleted the child
  expect(await run('kubectl delete cm parent --cascade=foreground --timeout=10s')).toMatchObject({
    out: 'configmap "parent" deleted from default namespace\n',
    err: '',
    code: 0,
  });
  expect((await run('kubectl get cm child')).code).toBe(1);
  // the namespace controller empties a namespace and removes its kubernetes finalizer
  await run('kubectl create namespace team');
  await run('kubectl apply -f parent.yaml -n team');
  expect(await run('kubectl delete namespace team --timeout=10s')).toMatchObject({
    out: 'namespace "team" deleted\n',
    err: '',
    code: 0,
  });
  expect((await run('kubectl get ns team')).err).toBe(
    'Error from server (NotFound): namespaces "team" not found\n',
  );
});

it('--now, --force and --grace-period as Complete and Validate read them', async () => {
  const run = await shell();
  await run('kubectl apply -f parent.yaml');
  expect(await run('kubectl delete cm parent --now --grace-period=5')).toMatchObject({
    out: '',
    err: 'error: --now and --grace-period cannot be specified together\n',
    code: 1,
  });
  expect(await run('kubectl delete cm parent --force --grace-period=5')).toMatchObject({
    out: '',
    err: 'error: --force and --grace-period greater than 0 cannot be specified together\n',
    code: 1,
  });
  expect(await run('kubectl delete cm parent --grace-period=soon')).toMatchObject({
    err: 'error: invalid argument "soon" for "--grace-period" flag: strconv.ParseInt: parsing "soon": invalid syntax\nSee \'kubectl delete --help\' for usage.\n',
    code: 1,
  });
  expect(await run('kubectl delete cm parent --timeout=5')).toMatchObject({
    err: 'error: invalid argument "5" for "--timeout" flag: time: missing unit in duration "5"\nSee \'kubectl delete --help\' for usage.\n',
    code: 1,
  });
  expect(await run('kubectl delete cm parent -o yaml')).toMatchObject({
    err: "error: unexpected -o output mode: yaml. We only support '-o name'\n",
    code: 1,
  });
  // --force alone is a zero grace period: a warning, and `force deleted`
  expect(await run('kubectl delete cm parent --force')).toEqual({
    out: 'configmap "parent" force deleted from default namespace\n',
    err: 'Warning: Immediate deletion does not wait for confirmation that the running resource has been terminated. The resource may continue to run on the cluster indefinitely.\n',
    code: 0,
    ms: 0,
  });
  // --grace-period=0 without --force is 1: a plain `deleted`; cluster-scoped objects name no namespace
  await run('kubectl apply -f parent.yaml');
  expect((await run('kubectl delete cm parent --grace-period=0')).out).toBe(
    'configmap "parent" deleted from default namespace\n',
  );
  await run('kubectl create namespace team');
  expect((await run('kubectl delete ns team -o name')).out).toBe('namespace/team\n');
});

const RELEASER = `package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

// Removes the finalizers of every ConfigMap being deleted.
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
		if !ok || cm.DeletionTimestamp == nil || len(cm.Finalizers) == 0 {
			continue
		}
		cm.Finalizers = nil
		if _, err := cs.CoreV1().ConfigMaps("default").Update(ctx, cm, metav1.UpdateOptions{}); err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println("released", cm.Name)
	}
}
`;

it('a program in the background that removes the finalizer ends the wait, as the learner’s manager would', async () => {
  const { srcGoToolchain } = await import('../../src/shell/go-toolchain.ts');
  const s = await ShellSession.create({
    profile: 'open',
    cwd: '/home/user/w',
    goToolchain: srcGoToolchain,
    files: {
      '/home/user/w/go.mod': 'module example.com/w\n\ngo 1.23\n\nrequire k8s.io/client-go v0.28.0\n',
      '/home/user/w/main.go': RELEASER,
      '/home/user/w/held.yaml': HELD,
    },
  });
  expect((await s.run('go mod tidy')).exitCode).toBe(0);
  expect((await s.run('kubectl apply -f held.yaml')).exitCode).toBe(0);
  expect((await s.run('go run .')).exitCode).toBe(0);
  const r = await s.run('kubectl delete cm held');
  expect({ out: r.stdout, err: r.stderr, code: r.exitCode }).toEqual({
    out: 'configmap "held" deleted from default namespace\n',
    err: '',
    code: 0,
  });
  expect((await s.run('oplab-manager logs')).stdout).toContain('released held\n');
  expect((await s.run('oplab-manager stop')).stdout).toBe('stopped\n');
}, 300_000);

it('kubectl delete crd waits while instances a finalizer keeps hold the CRD', async () => {
  const s = await ShellSession.create({
    files: {
      '/home/user/crd.yaml':
        'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: foos.example.com\nspec:\n  group: example.com\n  names:\n    kind: Foo\n    plural: foos\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        x-kubernetes-preserve-unknown-fields: true\n',
      '/home/user/foo.yaml':
        'apiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: f\n  finalizers:\n  - example.com/hold\n',
    },
  });
  expect((await s.run('kubectl apply -f crd.yaml')).exitCode).toBe(0);
  expect((await s.run('kubectl apply -f foo.yaml')).exitCode).toBe(0);
  const r = await s.run('kubectl delete crd foos.example.com');
  expect(r.stdout).toBe('customresourcedefinition.apiextensions.k8s.io "foos.example.com" deleted\n');
  expect(r.exitCode).toBe(130);
  expect(r.stderr).toContain(
    'its finalizer customresourcecleanup.apiextensions.k8s.io keeps it until every foos object is gone, and finalizers of their own keep some (kubectl get foos -A)',
  );
  await s.run('kubectl patch foo f --type=merge -p \'{"metadata":{"finalizers":null}}\'');
  expect((await s.run('kubectl get crd foos.example.com')).stderr).toBe(
    'Error from server (NotFound): customresourcedefinitions.apiextensions.k8s.io "foos.example.com" not found\n',
  );
});
