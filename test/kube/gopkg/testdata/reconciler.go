package main

import (
	"context"
	"fmt"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

type MemcachedReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func (r *MemcachedReconciler) Reconcile(ctx context.Context, req reconcile.Request) (reconcile.Result, error) {
	var pod corev1.Pod
	if err := r.Get(ctx, req.NamespacedName, &pod); err != nil {
		return reconcile.Result{}, client.IgnoreNotFound(err)
	}
	found := &appsv1.Deployment{}
	err := r.Get(ctx, types.NamespacedName{Name: pod.Name, Namespace: pod.Namespace}, found)
	if err != nil && apierrors.IsNotFound(err) {
		dep := &appsv1.Deployment{
			ObjectMeta: metav1.ObjectMeta{Name: pod.Name, Namespace: pod.Namespace, Labels: map[string]string{"app": "x"}},
			Spec: appsv1.DeploymentSpec{
				Replicas: ptr.To(int32(3)),
				Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "x"}},
				Template: corev1.PodTemplateSpec{
					ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "x"}},
					Spec: corev1.PodSpec{
						SecurityContext: &corev1.PodSecurityContext{RunAsNonRoot: ptr.To(true)},
						Containers: []corev1.Container{{
							Image: "memcached:1.6",
							Name:  "memcached",
							Ports: []corev1.ContainerPort{{ContainerPort: 11211, Name: "memcached"}},
							SecurityContext: &corev1.SecurityContext{
								Capabilities: &corev1.Capabilities{Drop: []corev1.Capability{"ALL"}},
								RunAsUser:    new(int64(1001)),
							},
							Resources: corev1.ResourceRequirements{
								Limits: corev1.ResourceList{corev1.ResourceCPU: resource.MustParse("500m")},
							},
							Env: []corev1.EnvVar{{Name: "A", ValueFrom: &corev1.EnvVarSource{SecretKeyRef: &corev1.SecretKeySelector{LocalObjectReference: corev1.LocalObjectReference{Name: "s"}, Key: "k"}}}},
						}},
					},
				},
			},
		}
		if err := r.Create(ctx, dep); err != nil {
			return reconcile.Result{}, err
		}
		return reconcile.Result{RequeueAfter: time.Minute}, nil
	} else if err != nil {
		return reconcile.Result{}, err
	}
	var jobs batchv1.JobList
	if err := r.List(ctx, &jobs, client.InNamespace(req.Namespace), client.MatchingFields{".metadata.controller": req.Name}, client.MatchingLabels{"a": "b"}); err != nil {
		return reconcile.Result{}, err
	}
	for i, job := range jobs.Items {
		_ = &jobs.Items[i]
		for _, c := range job.Status.Conditions {
			if c.Type == batchv1.JobFailed && c.Status == corev1.ConditionTrue {
				fmt.Println("failed", job.Name)
			}
		}
	}
	var conds []metav1.Condition
	meta.SetStatusCondition(&conds, metav1.Condition{Type: "Available", Status: metav1.ConditionTrue, Reason: "Ok", Message: fmt.Sprintf("%d", *found.Spec.Replicas)})
	patch := client.MergeFrom(found.DeepCopy())
	if err := r.Patch(ctx, found, patch); err != nil {
		return reconcile.Result{}, err
	}
	if err := r.Status().Update(ctx, found); apierrors.IsConflict(err) {
		return reconcile.Result{Requeue: true}, nil
	}
	if err := r.Delete(ctx, found, client.PropagationPolicy(metav1.DeletePropagationBackground)); err != nil {
		return reconcile.Result{}, err
	}
	if err := r.DeleteAllOf(ctx, &corev1.Pod{}, client.InNamespace("x"), &client.DeleteAllOfOptions{}); err != nil {
		return reconcile.Result{}, err
	}
	_ = intstr.FromInt32(80)
	_ = metav1.GetControllerOf(found)
	if found.GetDeletionTimestamp() != nil {
		return reconcile.Result{}, reconcile.TerminalError(fmt.Errorf("gone"))
	}
	return reconcile.Result{}, nil
}

var _ reconcile.Reconciler = &MemcachedReconciler{}
var _ client.Object = &corev1.Secret{}
var _ client.ObjectList = &corev1.SecretList{}

func main() {}
