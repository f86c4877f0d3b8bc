// The reconcile-loop messages the lessons quote, from a manager run as the operator's service
// account with the RBAC of its markers: a reconciler that returns a result with an error, one that
// panics, and a Guestbook controller that owns Pods it may not list (the Guestbook types come from
// ../guestbook/api, copied in by test/lessons/messages.test.ts).
package main

import (
	"context"
	"errors"
	"os"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

	webappv1 "example.com/guestbook/api/v1"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// ConfigMapReconciler returns a result together with an error for "both", and panics for "panics".
type ConfigMapReconciler struct {
	client.Client
}

func (r *ConfigMapReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	switch req.Name {
	case "both":
		return ctrl.Result{RequeueAfter: time.Minute}, errors.New("half done")
	case "panics":
		var m map[string]int
		m["x"] = 1
	}
	return ctrl.Result{}, nil
}

// GuestbookReconciler has no RBAC markers: its caches can never sync.
type GuestbookReconciler struct {
	client.Client
}

func (r *GuestbookReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	return ctrl.Result{}, nil
}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	setupLog := ctrl.Log.WithName("setup")
	scheme := runtime.NewScheme()
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(webappv1.AddToScheme(scheme))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		setupLog.Error(err, "unable to start manager")
		os.Exit(1)
	}
	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&ConfigMapReconciler{Client: mgr.GetClient()}); err != nil {
		setupLog.Error(err, "unable to create controller", "controller", "ConfigMap")
		os.Exit(1)
	}
	if err := ctrl.NewControllerManagedBy(mgr).For(&webappv1.Guestbook{}).Owns(&corev1.Pod{}).Complete(&GuestbookReconciler{Client: mgr.GetClient()}); err != nil {
		setupLog.Error(err, "unable to create controller", "controller", "Guestbook")
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		setupLog.Error(err, "problem running manager")
		os.Exit(1)
	}
}
