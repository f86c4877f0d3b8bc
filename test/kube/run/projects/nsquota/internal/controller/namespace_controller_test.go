package controller

import (
	"context"
	"os"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"
)

var (
	cfg       *rest.Config
	k8sClient client.Client
)

func TestMain(m *testing.M) {
	testEnv := &envtest.Environment{}
	var err error
	cfg, err = testEnv.Start()
	if err != nil {
		panic(err)
	}
	k8sClient, err = client.New(cfg, client.Options{Scheme: scheme.Scheme})
	if err != nil {
		panic(err)
	}
	code := m.Run()
	if err := testEnv.Stop(); err != nil {
		panic(err)
	}
	os.Exit(code)
}

func startManager(t *testing.T) {
	t.Helper()
	mgr, err := ctrl.NewManager(cfg, ctrl.Options{Scheme: scheme.Scheme, Metrics: metricsserver.Options{BindAddress: "0"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := (&NamespaceReconciler{Client: mgr.GetClient()}).SetupWithManager(mgr); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go func() {
		if err := mgr.Start(ctx); err != nil {
			t.Errorf("manager: %v", err)
		}
	}()
}

func TestLabelledNamespaceGetsQuota(t *testing.T) {
	startManager(t)
	ctx := context.Background()
	ns := &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "team-search", Labels: map[string]string{TierLabel: "small"}}}
	if err := k8sClient.Create(ctx, ns); err != nil {
		t.Fatal(err)
	}
	plain := &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "scratch"}}
	if err := k8sClient.Create(ctx, plain); err != nil {
		t.Fatal(err)
	}

	var quota corev1.ResourceQuota
	err := wait.PollUntilContextTimeout(ctx, 100*time.Millisecond, 10*time.Second, true, func(ctx context.Context) (bool, error) {
		err := k8sClient.Get(ctx, types.NamespacedName{Namespace: "team-search", Name: QuotaName}, &quota)
		if apierrors.IsNotFound(err) {
			return false, nil
		}
		return err == nil, err
	})
	if err != nil {
		t.Fatalf("waiting for the quota: %v", err)
	}
	pods := quota.Spec.Hard[corev1.ResourcePods]
	mem := quota.Spec.Hard[corev1.ResourceRequestsMemory]
	t.Logf("quota: pods=%s requests.memory=%s", pods.String(), mem.String())

	// a quota someone edits by hand is put back
	patch := client.MergeFrom(quota.DeepCopy())
	quota.Spec.Hard = corev1.ResourceList{corev1.ResourcePods: pods}
	if err := k8sClient.Patch(ctx, &quota, patch); err != nil {
		t.Fatal(err)
	}
	err = wait.PollUntilContextTimeout(ctx, 100*time.Millisecond, 10*time.Second, true, func(ctx context.Context) (bool, error) {
		if err := k8sClient.Get(ctx, client.ObjectKeyFromObject(&quota), &quota); err != nil {
			return false, err
		}
		return len(quota.Spec.Hard) == 3, nil
	})
	if err != nil {
		t.Fatalf("waiting for the quota to be restored: %v", err)
	}

	err = k8sClient.Get(ctx, types.NamespacedName{Namespace: "scratch", Name: QuotaName}, &quota)
	t.Logf("scratch: %v", err)
	if !apierrors.IsNotFound(err) {
		t.Errorf("scratch got a quota: %v", err)
	}
}
