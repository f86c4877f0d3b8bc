package proxy

import (
	"context"
	"encoding/json"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/equality"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/strategicpatch"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	proxyv1alpha1 "github.com/example/relay-operator/api/proxy/v1alpha1"
)

// lastAppliedAnnotation holds the configuration the operator last applied, as kubectl apply's
// kubectl.kubernetes.io/last-applied-configuration does: fields we stop setting are removed,
// fields others set on the live object are kept.
const lastAppliedAnnotation = "proxy.example.org/last-applied"

// RelayReconciler reconciles a Relay object
type RelayReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=proxy.example.org,resources=relays,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=proxy.example.org,resources=relays/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=proxy.example.org,resources=relays/finalizers,verbs=update
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

// Reconcile renders the relay's ConfigMap and Deployment and patches the live objects towards them
// with strategic merge patches.
func (r *RelayReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	relay := &proxyv1alpha1.Relay{}
	if err := r.Get(ctx, req.NamespacedName, relay); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	before := relay.Status.DeepCopy()

	if err := r.syncConfigMap(ctx, relay); err != nil {
		return ctrl.Result{}, err
	}

	dep, err := r.desiredDeployment(relay)
	if err != nil {
		log.Error(err, "cannot render the deployment")
		meta.SetStatusCondition(&relay.Status.Conditions, metav1.Condition{
			Type:               "Ready",
			Status:             metav1.ConditionFalse,
			Reason:             "InvalidPodOverrides",
			Message:            err.Error(),
			ObservedGeneration: relay.Generation,
		})
		return ctrl.Result{}, r.updateStatus(ctx, relay, before)
	}
	patch, err := r.applyDeployment(ctx, dep)
	if err != nil {
		return ctrl.Result{}, err
	}
	if patch != "" {
		relay.Status.LastPatch = patch
	}
	relay.Status.ObservedGeneration = relay.Generation
	meta.SetStatusCondition(&relay.Status.Conditions, metav1.Condition{
		Type:               "Ready",
		Status:             metav1.ConditionTrue,
		Reason:             "Synced",
		Message:            "deployment and routes are up to date",
		ObservedGeneration: relay.Generation,
	})
	return ctrl.Result{}, r.updateStatus(ctx, relay, before)
}

func (r *RelayReconciler) updateStatus(ctx context.Context, relay *proxyv1alpha1.Relay, before *proxyv1alpha1.RelayStatus) error {
	if equality.Semantic.DeepEqual(before, &relay.Status) {
		return nil
	}
	return r.Status().Update(ctx, relay)
}

// syncConfigMap creates the routes ConfigMap, or patches the live one with a two-way strategic
// merge patch from what it holds to what the Relay asks for.
func (r *RelayReconciler) syncConfigMap(ctx context.Context, relay *proxyv1alpha1.Relay) error {
	log := logf.FromContext(ctx)
	cm := &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Name: relay.Name + "-routes", Namespace: relay.Namespace},
		Data:       relay.Spec.Routes,
	}
	if err := controllerutil.SetControllerReference(relay, cm, r.Scheme); err != nil {
		return err
	}
	live := &corev1.ConfigMap{}
	err := r.Get(ctx, client.ObjectKeyFromObject(cm), live)
	if apierrors.IsNotFound(err) {
		log.Info("creating routes", "configmap", cm.Name)
		return r.Create(ctx, cm)
	}
	if err != nil {
		return err
	}
	desired := live.DeepCopy()
	desired.Data = cm.Data
	desired.OwnerReferences = cm.OwnerReferences
	original, err := json.Marshal(live)
	if err != nil {
		return err
	}
	modified, err := json.Marshal(desired)
	if err != nil {
		return err
	}
	patch, err := strategicpatch.CreateTwoWayMergePatch(original, modified, &corev1.ConfigMap{})
	if err != nil {
		return fmt.Errorf("diffing configmap %s: %w", cm.Name, err)
	}
	if string(patch) == "{}" {
		return nil
	}
	log.Info("patching routes", "configmap", cm.Name, "patch", string(patch))
	return r.Patch(ctx, live, client.RawPatch(types.StrategicMergePatchType, patch))
}

func (r *RelayReconciler) desiredDeployment(relay *proxyv1alpha1.Relay) (*appsv1.Deployment, error) {
	labels := map[string]string{
		"app.kubernetes.io/name":     "relay",
		"app.kubernetes.io/instance": relay.Name,
	}
	template := corev1.PodTemplateSpec{
		ObjectMeta: metav1.ObjectMeta{Labels: labels},
		Spec: corev1.PodSpec{
			Containers: []corev1.Container{{
				Name:  "relay",
				Image: relay.Spec.Image,
				Args:  []string{"--routes=/etc/relay"},
				Ports: []corev1.ContainerPort{{Name: "http", ContainerPort: 8080}},
				VolumeMounts: []corev1.VolumeMount{
					{Name: "routes", MountPath: "/etc/relay", ReadOnly: true},
				},
			}},
			Volumes: []corev1.Volume{{
				Name: "routes",
				VolumeSource: corev1.VolumeSource{ConfigMap: &corev1.ConfigMapVolumeSource{
					LocalObjectReference: corev1.LocalObjectReference{Name: relay.Name + "-routes"},
				}},
			}},
		},
	}
	if o := relay.Spec.PodOverrides; o != nil && len(o.Raw) > 0 {
		base, err := json.Marshal(template)
		if err != nil {
			return nil, err
		}
		merged, err := strategicpatch.StrategicMergePatch(base, o.Raw, corev1.PodTemplateSpec{})
		if err != nil {
			return nil, fmt.Errorf("podOverrides: %w", err)
		}
		template = corev1.PodTemplateSpec{}
		if err := json.Unmarshal(merged, &template); err != nil {
			return nil, fmt.Errorf("podOverrides: %w", err)
		}
	}
	dep := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: relay.Name, Namespace: relay.Namespace, Labels: labels},
		Spec: appsv1.DeploymentSpec{
			Replicas: relay.Spec.Replicas,
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: template,
		},
	}
	if err := controllerutil.SetControllerReference(relay, dep, r.Scheme); err != nil {
		return nil, err
	}
	return dep, nil
}

// applyDeployment creates the Deployment, or sends the three-way patch kubectl apply would: the
// changes from live to desired, plus the removal of what the last applied configuration had and
// the desired one no longer has. It returns the patch sent ("" when none).
func (r *RelayReconciler) applyDeployment(ctx context.Context, dep *appsv1.Deployment) (string, error) {
	log := logf.FromContext(ctx)
	config, err := applyConfig(dep)
	if err != nil {
		return "", err
	}
	dep.Annotations = map[string]string{lastAppliedAnnotation: string(config)}
	modified, err := applyConfig(dep)
	if err != nil {
		return "", err
	}

	live := &appsv1.Deployment{}
	err = r.Get(ctx, client.ObjectKeyFromObject(dep), live)
	if apierrors.IsNotFound(err) {
		log.Info("creating deployment", "deployment", dep.Name)
		return "", r.Create(ctx, dep)
	}
	if err != nil {
		return "", err
	}
	current, err := json.Marshal(live)
	if err != nil {
		return "", err
	}
	lookup, err := strategicpatch.NewPatchMetaFromStruct(live)
	if err != nil {
		return "", err
	}
	original := []byte(live.Annotations[lastAppliedAnnotation])
	patch, err := strategicpatch.CreateThreeWayMergePatch(original, modified, current, lookup, true)
	if err != nil {
		return "", fmt.Errorf("diffing deployment %s: %w", dep.Name, err)
	}
	if string(patch) == "{}" {
		return "", nil
	}
	log.Info("patching deployment", "deployment", dep.Name, "patch", string(patch))
	return string(patch), r.Patch(ctx, live, client.RawPatch(types.StrategicMergePatchType, patch))
}

// applyConfig is the object as JSON without what the server owns (status, creationTimestamp).
func applyConfig(obj runtime.Object) ([]byte, error) {
	u, err := runtime.DefaultUnstructuredConverter.ToUnstructured(obj)
	if err != nil {
		return nil, err
	}
	unstructured.RemoveNestedField(u, "status")
	unstructured.RemoveNestedField(u, "metadata", "creationTimestamp")
	unstructured.RemoveNestedField(u, "spec", "template", "metadata", "creationTimestamp")
	return json.Marshal(u)
}

// SetupWithManager sets up the controller with the Manager.
func (r *RelayReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&proxyv1alpha1.Relay{}).
		Owns(&appsv1.Deployment{}).
		Owns(&corev1.ConfigMap{}).
		Named("proxy-relay").
		Complete(r)
}
