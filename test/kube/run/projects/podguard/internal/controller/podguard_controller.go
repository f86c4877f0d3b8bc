/*
Copyright 2024.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
*/

package controller

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	opsv1alpha1 "github.com/example/podguard/api/v1alpha1"
)

const checkInterval = 20 * time.Second

// PodGuardReconciler reconciles a PodGuard object
type PodGuardReconciler struct {
	client.Client
	Scheme    *runtime.Scheme
	Clientset kubernetes.Interface
}

// +kubebuilder:rbac:groups=ops.example.com,resources=podguards,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=ops.example.com,resources=podguards/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=ops.example.com,resources=podguards/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;delete
// +kubebuilder:rbac:groups="",resources=events,verbs=create;list

// Reconcile is part of the main kubernetes reconciliation loop which aims to
// move the current state of the cluster closer to the desired state.
func (r *PodGuardReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := log.FromContext(ctx)

	guard := &opsv1alpha1.PodGuard{}
	if err := r.Get(ctx, req.NamespacedName, guard); err != nil {
		if apierrors.IsNotFound(err) {
			return ctrl.Result{}, nil
		}
		return ctrl.Result{}, err
	}

	// The pods are read live through the typed clientset, not from the manager's cache.
	selector := labels.SelectorFromSet(guard.Spec.Selector).String()
	pods, err := r.Clientset.CoreV1().Pods(guard.Namespace).List(ctx, metav1.ListOptions{LabelSelector: selector})
	if err != nil {
		log.Error(err, "Failed to list pods", "selector", selector)
		return ctrl.Result{}, err
	}

	var ready int32
	for i := range pods.Items {
		pod := &pods.Items[i]
		if podReady(pod) {
			ready++
		}
		restarts := restartCount(pod)
		if restarts <= guard.Spec.MaxRestarts {
			continue
		}
		msg := fmt.Sprintf("Pod %s restarted %d times (limit %d)", pod.Name, restarts, guard.Spec.MaxRestarts)
		if err := r.recordEvent(ctx, guard, "TooManyRestarts", msg); err != nil {
			return ctrl.Result{}, err
		}
		if guard.Spec.DryRun {
			log.Info("would recycle pod", "pod", pod.Name, "restarts", restarts)
			continue
		}
		grace := int64(0)
		err := r.Clientset.CoreV1().Pods(pod.Namespace).Delete(ctx, pod.Name, metav1.DeleteOptions{GracePeriodSeconds: &grace})
		if err != nil && !apierrors.IsNotFound(err) {
			return ctrl.Result{}, err
		}
		log.Info("recycled pod", "pod", pod.Name, "restarts", restarts)
		guard.Status.Recycled = append(guard.Status.Recycled, pod.Name)
	}

	guard.Status.Pods = int32(len(pods.Items))
	guard.Status.Ready = ready
	now := metav1.Now()
	guard.Status.LastCheck = &now
	if err := r.Status().Update(ctx, guard); err != nil {
		if apierrors.IsConflict(err) {
			return ctrl.Result{Requeue: true}, nil
		}
		return ctrl.Result{}, err
	}

	// How many warnings this guard has raised so far, from the Events API.
	events, err := r.Clientset.CoreV1().Events(guard.Namespace).List(ctx, metav1.ListOptions{
		FieldSelector: "involvedObject.name=" + guard.Name,
	})
	if err != nil {
		return ctrl.Result{}, err
	}
	log.Info("checked pods", "pods", len(pods.Items), "ready", ready, "events", len(events.Items))
	return ctrl.Result{RequeueAfter: checkInterval}, nil
}

// recordEvent writes a core/v1 Event about the guard directly (no EventRecorder).
func (r *PodGuardReconciler) recordEvent(ctx context.Context, guard *opsv1alpha1.PodGuard, reason, message string) error {
	now := metav1.Now()
	ev := &corev1.Event{
		ObjectMeta: metav1.ObjectMeta{
			GenerateName: guard.Name + "-",
			Namespace:    guard.Namespace,
		},
		InvolvedObject: corev1.ObjectReference{
			APIVersion: opsv1alpha1.GroupVersion.String(),
			Kind:       "PodGuard",
			Name:       guard.Name,
			Namespace:  guard.Namespace,
			UID:        guard.UID,
		},
		Reason:         reason,
		Message:        message,
		Type:           corev1.EventTypeWarning,
		FirstTimestamp: now,
		LastTimestamp:  now,
		Count:          1,
		Source:         corev1.EventSource{Component: "podguard-controller"},
	}
	_, err := r.Clientset.CoreV1().Events(guard.Namespace).Create(ctx, ev, metav1.CreateOptions{})
	return err
}

func podReady(pod *corev1.Pod) bool {
	for _, c := range pod.Status.Conditions {
		if c.Type == corev1.PodReady {
			return c.Status == corev1.ConditionTrue
		}
	}
	return false
}

func restartCount(pod *corev1.Pod) int32 {
	var n int32
	for _, cs := range pod.Status.ContainerStatuses {
		n += cs.RestartCount
	}
	return n
}

// SetupWithManager sets up the controller with the Manager.
func (r *PodGuardReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&opsv1alpha1.PodGuard{}).
		Named("podguard").
		Complete(r)
}
