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

	appsv1alpha1 "github.com/example/bundle-operator/api/v1alpha1"
	"github.com/example/bundle-operator/internal/manifests"
)

const fieldOwner = client.FieldOwner("bundle-operator")

// BundleReconciler reconciles a Bundle object
type BundleReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=apps.bundle.example.com,resources=bundles,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=apps.bundle.example.com,resources=bundles/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups="",resources=configmaps;services;serviceaccounts,verbs=get;list;watch;create;update;patch;delete

// Reconcile reads the bundle's embedded manifests, decodes each document into its typed object,
// names it after the Bundle and server-side applies it, owned by the Bundle.
func (r *BundleReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	bundle := &appsv1alpha1.Bundle{}
	if err := r.Get(ctx, req.NamespacedName, bundle); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	objs, err := r.render(bundle)
	if err != nil {
		meta.SetStatusCondition(&bundle.Status.Conditions, metav1.Condition{
			Type:               "Ready",
			Status:             metav1.ConditionFalse,
			Reason:             "RenderFailed",
			Message:            err.Error(),
			ObservedGeneration: bundle.Generation,
		})
		return ctrl.Result{}, errors.Join(err, r.Status().Update(ctx, bundle))
	}

	applied := make([]string, 0, len(objs))
	for _, obj := range objs {
		if err := controllerutil.SetControllerReference(bundle, obj, r.Scheme); err != nil {
			return ctrl.Result{}, err
		}
		if err := r.Patch(ctx, obj, client.Apply, client.ForceOwnership, fieldOwner); err != nil {
			return ctrl.Result{}, fmt.Errorf("applying %s %s: %w", obj.GetObjectKind().GroupVersionKind().Kind, obj.GetName(), err)
		}
		applied = append(applied, obj.GetObjectKind().GroupVersionKind().Kind+"/"+obj.GetName())
	}
	logger.Info("applied manifests", "objects", len(applied))

	bundle.Status.Applied = applied
	meta.SetStatusCondition(&bundle.Status.Conditions, metav1.Condition{
		Type:               "Ready",
		Status:             metav1.ConditionTrue,
		Reason:             "Applied",
		Message:            fmt.Sprintf("%d objects applied", len(applied)),
		ObservedGeneration: bundle.Generation,
	})
	if err := r.Status().Update(ctx, bundle); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// render decodes the documents of the embedded manifests into typed objects named after the Bundle.
func (r *BundleReconciler) render(bundle *appsv1alpha1.Bundle) ([]client.Object, error) {
	docs, err := manifests.Documents(manifests.Values{
		Name:     bundle.Name,
		Image:    bundle.Spec.Image,
		Replicas: bundle.Spec.Replicas,
		Greeting: bundle.Spec.Greeting,
	})
	if err != nil {
		return nil, err
	}
	decoder := serializer.NewCodecFactory(r.Scheme).UniversalDeserializer()
	var objs []client.Object
	for _, doc := range docs {
		stream := utilyaml.NewYAMLOrJSONDecoder(bytes.NewReader(doc), 4096)
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
			cobj.SetName(bundle.Name + "-" + cobj.GetName())
			cobj.SetNamespace(bundle.Namespace)
			labels := cobj.GetLabels()
			if labels == nil {
				labels = map[string]string{}
			}
			labels["app.kubernetes.io/instance"] = bundle.Name
			labels["app.kubernetes.io/managed-by"] = "bundle-operator"
			cobj.SetLabels(labels)
			objs = append(objs, cobj)
		}
	}
	return objs, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *BundleReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&appsv1alpha1.Bundle{}).
		Owns(&appsv1.Deployment{}).
		Owns(&corev1.ConfigMap{}).
		Owns(&corev1.Service{}).
		Owns(&corev1.ServiceAccount{}).
		Named("bundle").
		Complete(r)
}
