// The kinds and fields of k8s.io/api v0.36 beyond the ones the lessons started with: a project that
// sets PodSpec.DNSPolicy, TopologySpreadConstraints or a container Lifecycle, owns a StatefulSet
// with volumeClaimTemplates, a DaemonSet, a CronJob or a PersistentVolumeClaim compiles as with the
// real modules, and each value goes to the server under its real json name and comes back.
import { expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';
import { newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { phases } from './helpers.ts';

const src = `package main

import (
	"context"
	"encoding/json"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
)

func podSpec() corev1.PodSpec {
	return corev1.PodSpec{
		DNSPolicy:          corev1.DNSClusterFirstWithHostNet,
		SchedulerName:      "custom",
		EnableServiceLinks: ptr.To(false),
		HostAliases:        []corev1.HostAlias{{IP: "10.0.0.1", Hostnames: []string{"db"}}},
		TopologySpreadConstraints: []corev1.TopologySpreadConstraint{{
			MaxSkew:           1,
			TopologyKey:       "kubernetes.io/hostname",
			WhenUnsatisfiable: corev1.ScheduleAnyway,
		}},
		Containers: []corev1.Container{{
			Name:  "db",
			Image: "postgres:16",
			Lifecycle: &corev1.Lifecycle{PreStop: &corev1.LifecycleHandler{
				Exec: &corev1.ExecAction{Command: []string{"pg_ctl", "stop"}},
			}},
			StartupProbe: &corev1.Probe{ProbeHandler: corev1.ProbeHandler{
				TCPSocket: &corev1.TCPSocketAction{Port: intstr.FromInt32(5432)},
			}},
			TerminationMessagePolicy: corev1.TerminationMessageFallbackToLogsOnError,
			VolumeMounts:             []corev1.VolumeMount{{Name: "data", MountPath: "/var/lib/postgresql", SubPathExpr: "$(POD)"}},
		}},
		Volumes: []corev1.Volume{{Name: "scratch", VolumeSource: corev1.VolumeSource{
			HostPath: &corev1.HostPathVolumeSource{Path: "/tmp", Type: ptr.To(corev1.HostPathDirectoryOrCreate)},
		}}},
	}
}

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
	labels := map[string]string{"app": "db"}
	meta := metav1.ObjectMeta{Name: "db", Namespace: "default"}

	pvc := &corev1.PersistentVolumeClaim{
		ObjectMeta: meta,
		Spec: corev1.PersistentVolumeClaimSpec{
			AccessModes: []corev1.PersistentVolumeAccessMode{corev1.ReadWriteOnce},
			Resources: corev1.VolumeResourceRequirements{Requests: corev1.ResourceList{
				corev1.ResourceStorage: resource.MustParse("1Gi"),
			}},
		},
	}
	fmt.Println("pvc", c.Create(ctx, pvc))

	sts := &appsv1.StatefulSet{
		ObjectMeta: meta,
		Spec: appsv1.StatefulSetSpec{
			Replicas:            ptr.To[int32](3),
			ServiceName:         "db",
			PodManagementPolicy: appsv1.ParallelPodManagement,
			Selector:            &metav1.LabelSelector{MatchLabels: labels},
			Template:            corev1.PodTemplateSpec{ObjectMeta: metav1.ObjectMeta{Labels: labels}, Spec: podSpec()},
			VolumeClaimTemplates: []corev1.PersistentVolumeClaim{{
				ObjectMeta: metav1.ObjectMeta{Name: "data"},
				Spec:       pvc.Spec,
			}},
		},
	}
	fmt.Println("statefulset", c.Create(ctx, sts))

	// A DaemonSet's template is validated as a Pod's (a StatefulSet's too, but its claim templates
	// count as volumes), so its "data" mount needs a volume of that name.
	dsSpec := podSpec()
	dsSpec.Volumes = append(dsSpec.Volumes, corev1.Volume{Name: "data", VolumeSource: corev1.VolumeSource{
		EmptyDir: &corev1.EmptyDirVolumeSource{},
	}})
	ds := &appsv1.DaemonSet{
		ObjectMeta: meta,
		Spec: appsv1.DaemonSetSpec{
			Selector:       &metav1.LabelSelector{MatchLabels: labels},
			Template:       corev1.PodTemplateSpec{ObjectMeta: metav1.ObjectMeta{Labels: labels}, Spec: dsSpec},
			UpdateStrategy: appsv1.DaemonSetUpdateStrategy{Type: appsv1.OnDeleteDaemonSetStrategyType},
		},
	}
	fmt.Println("daemonset", c.Create(ctx, ds))

	cj := &batchv1.CronJob{
		ObjectMeta: meta,
		Spec: batchv1.CronJobSpec{
			Schedule:          "*/5 * * * *",
			ConcurrencyPolicy: batchv1.ForbidConcurrent,
			JobTemplate: batchv1.JobTemplateSpec{Spec: batchv1.JobSpec{
				// per-index backoff needs an Indexed Job (ValidateJobSpec: "requires indexed completion mode")
				CompletionMode:       ptr.To(batchv1.IndexedCompletion),
				Completions:          ptr.To[int32](3),
				BackoffLimitPerIndex: ptr.To[int32](2),
				Template: corev1.PodTemplateSpec{Spec: corev1.PodSpec{
					RestartPolicy: corev1.RestartPolicyNever,
					Containers:    []corev1.Container{{Name: "backup", Image: "postgres:16"}},
				}},
			}},
		},
	}
	fmt.Println("cronjob", c.Create(ctx, cj))

	var gotSts appsv1.StatefulSet
	fmt.Println(c.Get(ctx, client.ObjectKeyFromObject(sts), &gotSts))
	spec := gotSts.Spec.Template.Spec
	fmt.Println(spec.DNSPolicy, spec.SchedulerName, *spec.EnableServiceLinks, spec.HostAliases[0].Hostnames,
		spec.TopologySpreadConstraints[0].WhenUnsatisfiable, spec.Containers[0].Lifecycle.PreStop.Exec.Command,
		spec.Containers[0].StartupProbe.TCPSocket.Port.IntValue(), spec.Containers[0].VolumeMounts[0].SubPathExpr,
		*spec.Volumes[0].HostPath.Type, gotSts.Spec.PodManagementPolicy,
		gotSts.Spec.VolumeClaimTemplates[0].Spec.Resources.Requests.Storage())
	var gotCj batchv1.CronJob
	fmt.Println(c.Get(ctx, client.ObjectKeyFromObject(cj), &gotCj), gotCj.Spec.Schedule, gotCj.Spec.ConcurrencyPolicy,
		*gotCj.Spec.JobTemplate.Spec.BackoffLimitPerIndex)
	var pvcs corev1.PersistentVolumeClaimList
	fmt.Println(c.List(ctx, &pvcs, client.InNamespace("default")), len(pvcs.Items), pvcs.Items[0].Spec.AccessModes)
	var dss appsv1.DaemonSetList
	fmt.Println(c.List(ctx, &dss), len(dss.Items), dss.Items[0].Spec.UpdateStrategy.Type)
	b, _ := json.Marshal(corev1.Container{Name: "x", TerminationMessagePolicy: corev1.TerminationMessageReadFile, Stdin: true})
	fmt.Println(string(b))
}
`;

it('builds and round-trips StatefulSet, DaemonSet, CronJob, PersistentVolumeClaim and the PodSpec fields', () => {
  const env = newKubeEnv();
  const r = withKubeEnv(env, () => runGo({ files: [{ name: 'main.go', src }], phases, clock: env.goClock }));
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      'pvc <nil>',
      'statefulset <nil>',
      'daemonset <nil>',
      'cronjob <nil>',
      '<nil>',
      'ClusterFirstWithHostNet custom false [db] ScheduleAnyway [pg_ctl stop] 5432 $(POD) DirectoryOrCreate Parallel 1Gi',
      '<nil> */5 * * * * Forbid 2',
      '<nil> 1 [ReadWriteOnce]',
      '<nil> 1 OnDelete',
      '{"name":"x","resources":{},"terminationMessagePolicy":"File","stdin":true}',
      '',
    ].join('\n'),
  );
});
