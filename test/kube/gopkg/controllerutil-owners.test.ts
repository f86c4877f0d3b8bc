// controllerutil's owner-reference helpers, run as learner Go: the references they write and the
// real error texts ([CR] pkg/controller/controllerutil/controllerutil.go, v0.24.1).
import { expect, it } from 'vitest';
import { makePhases } from '../../../src/go/build/default.ts';
import { runGo } from '../../../src/go/index.ts';
import { stdPackage, stdPackagePaths } from '../../../src/go/std/index.ts';
import { newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { kubePackage, kubePackagePaths } from '../../../src/kube/gopkg/index.ts';

const phases = makePhases((p) => stdPackage(p) ?? kubePackage(p), [...stdPackagePaths, ...kubePackagePaths]);

const src = `package main

import (
	"errors"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
)

func main() {
	scheme := clientgoscheme.Scheme
	owner := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "team-a", UID: "u-1"}}
	other := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cfg", Namespace: "team-a", UID: "u-2"}}
	child := &corev1.Secret{ObjectMeta: metav1.ObjectMeta{Name: "creds", Namespace: "team-a"}}

	fmt.Println(controllerutil.SetControllerReference(owner, child, scheme))
	ref := child.OwnerReferences[0]
	fmt.Println(ref.APIVersion, ref.Kind, ref.Name, ref.UID, *ref.Controller, *ref.BlockOwnerDeletion)
	fmt.Println(controllerutil.SetControllerReference(owner, child, scheme), len(child.OwnerReferences))

	err := controllerutil.SetControllerReference(other, child, scheme)
	var owned *controllerutil.AlreadyOwnedError
	fmt.Println(err, errors.As(err, &owned))

	fmt.Println(controllerutil.SetOwnerReference(other, child, scheme), len(child.OwnerReferences), child.OwnerReferences[1].Controller == nil)
	fmt.Println(controllerutil.HasControllerReference(child))
	fmt.Println(controllerutil.HasOwnerReference(child.OwnerReferences, other, scheme))
	fmt.Println(controllerutil.RemoveOwnerReference(other, child, scheme), len(child.OwnerReferences))
	fmt.Println(controllerutil.RemoveOwnerReference(other, child, scheme))

	elsewhere := &corev1.Secret{ObjectMeta: metav1.ObjectMeta{Name: "x", Namespace: "team-b"}}
	fmt.Println(controllerutil.SetControllerReference(owner, elsewhere, scheme))
	node := &corev1.Node{ObjectMeta: metav1.ObjectMeta{Name: "n1"}}
	fmt.Println(controllerutil.SetOwnerReference(owner, node, scheme))
	fmt.Println(controllerutil.RemoveControllerReference(owner, child, scheme), controllerutil.HasControllerReference(child))
}
`;

it('sets, finds and removes owner references with the real errors', () => {
  const env = newKubeEnv();
  const r = withKubeEnv(env, () => runGo({ files: [{ name: 'main.go', src }], phases, clock: env.goClock }));
  expect(r.stderr).toBe('');
  expect(r.stdout.split('\n')).toEqual([
    '<nil>',
    'apps/v1 Deployment web u-1 true true',
    '<nil> 1',
    'Object team-a/creds is already owned by another Deployment controller web true',
    '<nil> 2 true',
    'true',
    'true <nil>',
    '<nil> 1',
    '*v1.Secret does not have an owner reference for *v1.ConfigMap',
    "cross-namespace owner references are disallowed, owner's namespace team-a, obj's namespace team-b",
    "cluster-scoped resource must not have a namespace-scoped owner, owner's namespace team-a",
    '<nil> false',
    '',
  ]);
});
