// Package controller holds a reconciler in the style of the kubebuilder tutorials.
package controller

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	cachev1 "example.com/memcached/api/v1"
)

const (
	typeAvailable = "Available"
	typeDegraded  = "Degraded"
	finalizerName = "cache.example.com/finalizer"
)

// Kind enumerates resource kinds.
type Kind int

const (
	KindA Kind = iota
	KindB
	KindC
)

// Clock tells the time.
type Clock interface {
	Now() time.Time
}

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

// MemcachedReconciler reconciles a Memcached object.
type MemcachedReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
	Clock
	mu    sync.Mutex
	cache map[string][]string
}

// +kubebuilder:rbac:groups=cache.example.com,resources=memcacheds,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete

// Reconcile moves the cluster state towards the desired state.
func (r *MemcachedReconciler) Reconcile(ctx context.Context, req ctrl.Request) (result ctrl.Result, err error) {
	log := logf.FromContext(ctx)
	defer func() {
		if rec := recover(); rec != nil {
			err = fmt.Errorf("panic: %v", rec)
		}
	}()

	memcached := &cachev1.Memcached{}
	if err := r.Get(ctx, req.NamespacedName, memcached); err != nil {
		if apierrors.IsNotFound(err) {
			log.Info("memcached resource not found. Ignoring since object must be deleted")
			return ctrl.Result{}, nil
		}
		log.Error(err, "Failed to get memcached")
		return ctrl.Result{}, err
	}

	if len(memcached.Status.Conditions) == 0 {
		meta.SetStatusCondition(&memcached.Status.Conditions, metav1.Condition{Type: typeAvailable, Status: metav1.ConditionUnknown, Reason: "Reconciling", Message: "Starting reconciliation"})
		if err = r.Status().Update(ctx, memcached); err != nil {
			return ctrl.Result{}, err
		}
	}

	if !controllerutil.ContainsFinalizer(memcached, finalizerName) {
		controllerutil.AddFinalizer(memcached, finalizerName)
		if err = r.Update(ctx, memcached); err != nil {
			return ctrl.Result{}, err
		}
	}

	if memcached.GetDeletionTimestamp() != nil {
		return r.finalize(ctx, memcached)
	}

	found := &appsv1.Deployment{}
	err = r.Get(ctx, types.NamespacedName{Name: memcached.Name, Namespace: memcached.Namespace}, found)
	switch {
	case err != nil && apierrors.IsNotFound(err):
		dep, err := r.deploymentForMemcached(memcached)
		if err != nil {
			return ctrl.Result{}, err
		}
		if err = r.Create(ctx, dep); err != nil {
			return ctrl.Result{}, err
		}
		return ctrl.Result{RequeueAfter: time.Minute}, nil
	case err != nil:
		return ctrl.Result{}, err
	}

	size := memcached.Spec.Size
	if *found.Spec.Replicas != size {
		found.Spec.Replicas = new(size)
		if err = r.Update(ctx, found); err != nil {
			return ctrl.Result{}, err
		}
		return ctrl.Result{Requeue: true}, nil
	}

	names := make([]string, 0, len(found.Spec.Template.Spec.Containers))
	for _, c := range found.Spec.Template.Spec.Containers {
		names = append(names, c.Name)
	}
	sort.Strings(names)
	for i := 0; i < len(names); i++ {
		if strings.HasPrefix(names[i], "tmp-") {
			continue
		}
	}
	counts := map[string]int{}
	for k, v := range memcached.Labels {
		counts[k+"="+v]++
	}

	r.mu.Lock()
	r.cache[req.Name] = names
	r.mu.Unlock()

	var replicas int32 = 3
	switch v := any(replicas).(type) {
	case int32:
		_ = v
	case nil, string:
	default:
	}
	return ctrl.Result{}, nil
}

func (r *MemcachedReconciler) finalize(ctx context.Context, m *cachev1.Memcached) (ctrl.Result, error) {
	if ok := controllerutil.RemoveFinalizer(m, finalizerName); !ok {
		return ctrl.Result{}, errors.New("finalizer not present")
	}
	return ctrl.Result{}, r.Update(ctx, m)
}

func (r *MemcachedReconciler) deploymentForMemcached(m *cachev1.Memcached) (*appsv1.Deployment, error) {
	ls := map[string]string{"app.kubernetes.io/name": "memcached", "app.kubernetes.io/instance": m.Name}
	dep := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{
			Name:      m.Name,
			Namespace: m.Namespace,
		},
		Spec: appsv1.DeploymentSpec{
			Replicas: ptr.To(m.Spec.Size),
			Selector: &metav1.LabelSelector{MatchLabels: ls},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: ls},
				Spec: corev1.PodSpec{
					SecurityContext: &corev1.PodSecurityContext{RunAsNonRoot: new(true)},
					Containers: []corev1.Container{{
						Image:           "memcached:1.6.26-alpine3.19",
						Name:            "memcached",
						ImagePullPolicy: corev1.PullIfNotPresent,
						SecurityContext: &corev1.SecurityContext{
							RunAsUser:                new(int64(1001)),
							AllowPrivilegeEscalation: new(false),
							Capabilities:             &corev1.Capabilities{Drop: []corev1.Capability{"ALL"}},
						},
						Ports: []corev1.ContainerPort{{ContainerPort: 11211, Name: "memcached"}},
						Command: []string{"memcached", "--memory-limit=64", "-o", "modern", "-v"},
					}},
				},
			},
		},
	}
	if err := ctrl.SetControllerReference(m, dep, r.Scheme); err != nil {
		return nil, err
	}
	return dep, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *MemcachedReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&cachev1.Memcached{}).
		Owns(&appsv1.Deployment{}).
		Named("memcached").
		Complete(r)
}

func worker(ctx context.Context, jobs <-chan int, results chan<- string) {
	for {
		select {
		case <-ctx.Done():
			return
		case j, ok := <-jobs:
			if !ok {
				return
			}
			results <- fmt.Sprint(j)
		case <-time.After(time.Second):
		}
	}
}

func Filter[T any](xs []T, keep func(T) bool) []T {
	out := xs[:0:0]
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

var raw = `multi
line`
var complexish = 1.5e3 + 0x1p-2 + 'a' + 0b1010 + 0o17 + 1_000
