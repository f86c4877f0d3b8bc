package controller

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"

	appsv1alpha1 "github.com/example/stack-operator/api/v1alpha1"
	"github.com/example/stack-operator/internal/manifests"
)

const fieldOwner = client.FieldOwner("stack-operator")

// StackReconciler reconciles a Stack object
type StackReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=apps.stack.example.com,resources=stacks,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=apps.stack.example.com,resources=stacks/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups="",resources=configmaps;services,verbs=get;list;watch;create;update;patch;delete

// Reconcile renders the stack's manifests, decodes each document into its typed object and
// server-side applies it, owned by the Stack.
func (r *StackReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	stack := &appsv1alpha1.Stack{}
	if err := r.Get(ctx, req.NamespacedName, stack); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	objs, err := r.render(stack)
	if err != nil {
		meta.SetStatusCondition(&stack.Status.Conditions, metav1.Condition{
			Type:               "Ready",
			Status:             metav1.ConditionFalse,
			Reason:             "RenderFailed",
			Message:            err.Error(),
			ObservedGeneration: stack.Generation,
		})
		return ctrl.Result{}, errors.Join(err, r.Status().Update(ctx, stack))
	}

	applied := make([]string, 0, len(objs))
	for _, obj := range objs {
		if err := controllerutil.SetControllerReference(stack, obj, r.Scheme); err != nil {
			return ctrl.Result{}, err
		}
		if err := r.Patch(ctx, obj, client.Apply, client.ForceOwnership, fieldOwner); err != nil {
			return ctrl.Result{}, fmt.Errorf("applying %s %s: %w", obj.GetObjectKind().GroupVersionKind().Kind, obj.GetName(), err)
		}
		applied = append(applied, obj.GetObjectKind().GroupVersionKind().Kind+"/"+obj.GetName())
	}
	logger.Info("applied manifests", "objects", len(applied))

	stack.Status.Applied = applied
	meta.SetStatusCondition(&stack.Status.Conditions, metav1.Condition{
		Type:               "Ready",
		Status:             metav1.ConditionTrue,
		Reason:             "Applied",
		Message:            fmt.Sprintf("%d objects applied", len(applied)),
		ObservedGeneration: stack.Generation,
	})
	if err := r.Status().Update(ctx, stack); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// render executes the templates and decodes the documents of the stream into typed objects.
func (r *StackReconciler) render(stack *appsv1alpha1.Stack) ([]client.Object, error) {
	data, err := manifests.Render(manifests.Values{
		Name:      stack.Name,
		Namespace: stack.Namespace,
		Image:     stack.Spec.Image,
		Replicas:  stack.Spec.Replicas,
		Greeting:  stack.Spec.Greeting,
	})
	if err != nil {
		return nil, err
	}
	decoder := serializer.NewCodecFactory(r.Scheme).UniversalDeserializer()
	stream := utilyaml.NewYAMLOrJSONDecoder(bytes.NewReader(data), 4096)
	var objs []client.Object
	for {
		var raw runtime.RawExtension
		if err := stream.Decode(&raw); err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			return nil, err
		}
		if len(raw.Raw) == 0 {
			continue
		}
		obj, gvk, err := decoder.Decode(raw.Raw, nil, nil)
		if err != nil {
			return nil, fmt.Errorf("decoding manifest: %w", err)
		}
		cobj, ok := obj.(client.Object)
		if !ok {
			return nil, fmt.Errorf("%s is not a client.Object", gvk)
		}
		objs = append(objs, cobj)
	}
	return objs, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *StackReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&appsv1alpha1.Stack{}).
		Owns(&appsv1.Deployment{}).
		Owns(&corev1.ConfigMap{}).
		Owns(&corev1.Service{}).
		Named("stack").
		Complete(r)
}
