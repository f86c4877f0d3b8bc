// The core/v1 and apps/v1 kinds k8s.io/api declares and a real API server serves, beyond the
// workloads: a tenant operator that owns a ResourceQuota or a LimitRange per namespace, or reads
// PersistentVolumes, ReplicationControllers and ControllerRevisions, gets them from the server (and
// its controller's Owns(&corev1.ResourceQuota{}) source starts) instead of
// `no matches for kind "ResourceQuota" in version "v1"`. Scope, status subresource and generation as
// kubernetes/kubernetes pkg/registry/core/{resourcequota,limitrange,persistentvolume,
// replicationcontroller}/strategy.go and pkg/registry/apps/controllerrevision/strategy.go define them.
import { expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';
import { newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { phases } from './helpers.ts';

const src = `package main

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
)

func main() {
	testEnv := &envtest.Environment{}
	cfg, err := testEnv.Start()
	if err != nil {
		panic(err)
	}
	defer testEnv.Stop()
	c, err := client.New(cfg, client.Options{Scheme: clientgoscheme.Scheme})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()

	quota := &corev1.ResourceQuota{
		ObjectMeta: metav1.ObjectMeta{Name: "tenant-quota", Namespace: "default"},
		Spec: corev1.ResourceQuotaSpec{Hard: corev1.ResourceList{
			corev1.ResourceCPU:  resource.MustParse("4"),
			corev1.ResourcePods: resource.MustParse("20"),
		}},
	}
	fmt.Println("quota", c.Create(ctx, quota), quota.Generation)
	quota.Status.Used = corev1.ResourceList{corev1.ResourcePods: resource.MustParse("3")}
	fmt.Println("quota status", c.Status().Update(ctx, quota))
	quota.Spec.Hard[corev1.ResourcePods] = resource.MustParse("30")
	quota.Status.Used = nil
	fmt.Println("quota update", c.Update(ctx, quota), quota.Generation)
	var got corev1.ResourceQuota
	fmt.Println(c.Get(ctx, client.ObjectKeyFromObject(quota), &got), got.Spec.Hard.Pods(), got.Status.Used.Pods())

	lr := &corev1.LimitRange{
		ObjectMeta: metav1.ObjectMeta{Name: "limits", Namespace: "default"},
		Spec: corev1.LimitRangeSpec{Limits: []corev1.LimitRangeItem{{
			Type:    corev1.LimitTypeContainer,
			Default: corev1.ResourceList{corev1.ResourceMemory: resource.MustParse("256Mi")},
		}}},
	}
	fmt.Println("limitrange", c.Create(ctx, lr))
	var lrs corev1.LimitRangeList
	fmt.Println(c.List(ctx, &lrs, client.InNamespace("default")), len(lrs.Items), lrs.Items[0].Spec.Limits[0].Default.Memory())

	pv := &corev1.PersistentVolume{
		ObjectMeta: metav1.ObjectMeta{Name: "pv-1"},
		Spec: corev1.PersistentVolumeSpec{
			Capacity:    corev1.ResourceList{corev1.ResourceStorage: resource.MustParse("1Gi")},
			AccessModes: []corev1.PersistentVolumeAccessMode{corev1.ReadWriteOnce},
			PersistentVolumeSource: corev1.PersistentVolumeSource{
				HostPath: &corev1.HostPathVolumeSource{Path: "/data"},
			},
		},
	}
	fmt.Println("pv", c.Create(ctx, pv), pv.Namespace == "")

	labels := map[string]string{"app": "web"}
	rc := &corev1.ReplicationController{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"},
		Spec: corev1.ReplicationControllerSpec{
			Replicas: ptr.To[int32](1),
			Selector: labels,
			Template: &corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "web", Image: "nginx"}}},
			},
		},
	}
	fmt.Println("rc", c.Create(ctx, rc), rc.Generation)

	rev := &appsv1.ControllerRevision{
		ObjectMeta: metav1.ObjectMeta{Name: "web-1", Namespace: "default"},
		Data:       runtime.RawExtension{Raw: []byte(\`{"spec":{}}\`)},
		Revision:   1,
	}
	fmt.Println("revision", c.Create(ctx, rev))
	var revs appsv1.ControllerRevisionList
	fmt.Println(c.List(ctx, &revs), len(revs.Items), revs.Items[0].Revision)
}
`;

it('serves ResourceQuota, LimitRange, PersistentVolume, ReplicationController and ControllerRevision', () => {
  const env = newKubeEnv();
  const r = withKubeEnv(env, () => runGo({ files: [{ name: 'main.go', src }], phases, clock: env.goClock }));
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      'quota <nil> 0',
      'quota status <nil>',
      'quota update <nil> 0',
      '<nil> 30 3',
      'limitrange <nil>',
      '<nil> 1 256Mi',
      'pv <nil> true',
      'rc <nil> 1',
      'revision <nil>',
      '<nil> 1 1',
      '',
    ].join('\n'),
  );
});
