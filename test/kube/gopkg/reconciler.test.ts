// Real reconciler code (kubebuilder/operator-sdk style: Deployment literal with elided element
// types, ptr.To and new(expr), List options, MergeFrom, Status().Update, PropagationPolicy,
// conditions, TerminalError) type-checks against these packages; and their Go-written behaviour
// (names, deepcopy, conditions, API errors, quantities) matches the real packages.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMain, outputTrailer, runMain, withoutTrailer } from './helpers.ts';

const testdata = (name: string) => readFileSync(join(import.meta.dirname, 'testdata', name), 'utf8');

describe('reconciler code against the Kubernetes packages', () => {
  it('a Memcached/CronJob-style reconciler type-checks', () => {
    const r = checkMain(testdata('reconciler.go'));
    expect(r.ok ? '' : r.stderr).toBe('');
  });

  it('rejects what gc rejects: a *DeleteOptions is not a DeleteAllOfOption', () => {
    const src = testdata('reconciler.go').replace('&client.DeleteAllOfOptions{}', '&client.DeleteOptions{}');
    const r = checkMain(src);
    expect(r.ok ? '' : r.stderr).toContain(
      'cannot use &client.DeleteOptions{} (value of type *client.DeleteOptions) as client.DeleteAllOfOption value in argument to r.DeleteAllOf: *client.DeleteOptions does not implement client.DeleteAllOfOption (missing method ApplyToDeleteAllOf)',
    );
  });

  it('names, deepcopy, conditions, errors and values behave as the real packages', () => {
    const src = testdata('behaviour.go');
    const r = runMain(withoutTrailer(src));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(outputTrailer(src));
    expect(r.exitCode).toBe(0);
  });

  it('schemes, finalizers, semantic equality and CreateOrUpdate behave as the real packages', () => {
    const src = testdata('controllerutil.go');
    const r = runMain(withoutTrailer(src));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(outputTrailer(src));
  });

  it('logr and controller-runtime’s log package delegate to the sink SetLogger installs', () => {
    const src = testdata('logging.go');
    const r = runMain(withoutTrailer(src));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(outputTrailer(src));
  });

  it('deepcopy natives give each run its own type descriptors (a long-lived worker runs many programs)', () => {
    const src = `package main

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/equality"
)

func main() {
	p := &corev1.Pod{}
	p.Name = "p"
	_, ok := p.DeepCopyObject().(*corev1.Pod)
	fmt.Println(ok, equality.Semantic.DeepEqual(p.DeepCopyObject(), p))
}
`;
    for (let i = 0; i < 2; i++) expect(runMain(src).stdout).toBe('true true\n');
  });

  it('client.MergeFrom(...).Data is the JSON merge patch, with the resourceVersion under the optimistic lock', () => {
    const r = runMain(`package main

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	p := &corev1.Pod{}
	p.Name = "web"
	orig := p.DeepCopy()
	p.Labels = map[string]string{"app": "web"}
	data, err := client.MergeFrom(orig).Data(p)
	fmt.Println(string(data), err)
	_, err = client.MergeFromWithOptions(orig, client.MergeFromWithOptimisticLock{}).Data(p)
	fmt.Println(err)
	orig.ResourceVersion = "7"
	data, err = client.MergeFromWithOptions(orig, client.MergeFromWithOptimisticLock{}).Data(p)
	fmt.Println(string(data), err)
}
`);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')[0]).toBe('{"metadata":{"labels":{"app":"web"}}} <nil>');
    // %q of the object: its generated String, quoted (merge.go: "object %q does not have …")
    expect(r.stdout.split('\n')[1]).toMatch(
      /^cannot use OptimisticLock, object "&Pod\{ObjectMeta:\{web {6}0 .*,\}" does not have any resource version we can use$/,
    );
    expect(r.stdout.split('\n')[2]).toBe('{"metadata":{"labels":{"app":"web"},"resourceVersion":"7"}} <nil>');
  });
});
