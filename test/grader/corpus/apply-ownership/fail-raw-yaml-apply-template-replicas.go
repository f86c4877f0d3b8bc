// corpus: fail outcome.scaled-replicas-kept
// Mistake: the apply body is YAML text from a template (text/template) sent with client.RawPatch(types.ApplyPatchType, …), forced; the template was copied from a manifest and keeps replicas: 1.
package controller

import (
	"bytes"
	"context"
	"text/template"

	appsv1 "k8s.io/api/apps/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

var deploymentYAML = template.Must(template.New("deployment").Parse(`apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{.Name}}-web
  namespace: {{.Namespace}}
  ownerReferences:
  - apiVersion: lab.example.com/v1
    kind: App
    name: {{.Name}}
    uid: {{.UID}}
    controller: true
    blockOwnerDeletion: true
spec:
  replicas: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: {{.Name}}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: {{.Name}}
    spec:
      containers:
      - name: app
        image: {{.Spec.Image}}
`))

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

// Reconcile runs the App as a Deployment named <app>-web, written with server-side apply.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var body bytes.Buffer
	if err := deploymentYAML.Execute(&body, &app); err != nil {
		return ctrl.Result{}, err
	}
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-web", Namespace: app.Namespace}}
	err := r.Patch(ctx, dep, client.RawPatch(types.ApplyPatchType, body.Bytes()),
		client.FieldOwner("app-controller"), client.ForceOwnership)
	return ctrl.Result{}, err
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
