// corpus: fail status.one-condition-per-type
// Mistake: the step-function reconciler with a hand-rolled upsert that keys conditions by type and status: when Available turns from False to True it appends a second Available.
package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/equality"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

type state struct {
	app    *labv1.App
	secret *corev1.Secret
	dep    *appsv1.Deployment
	cond   metav1.Condition
}

type step func(context.Context, *state) (done bool, err error)

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	st := &state{app: &labv1.App{}}
	if err := r.Get(ctx, req.NamespacedName, st.app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	for _, s := range []step{r.readSecret, r.ensureDeployment, r.computeCondition} {
		done, err := s(ctx, st)
		if err != nil {
			return ctrl.Result{}, err
		}
		if done {
			break
		}
	}
	return ctrl.Result{}, r.writeStatus(ctx, st)
}

func (r *AppReconciler) readSecret(ctx context.Context, st *state) (bool, error) {
	st.secret = &corev1.Secret{}
	err := r.Get(ctx, client.ObjectKey{Namespace: st.app.Namespace, Name: st.app.Spec.SecretName}, st.secret)
	if apierrors.IsNotFound(err) {
		st.cond = metav1.Condition{Type: "Available", Status: metav1.ConditionFalse, Reason: "SecretMissing",
			Message: fmt.Sprintf("secret %s not found", st.app.Spec.SecretName)}
		return true, nil
	}
	return false, err
}

func (r *AppReconciler) ensureDeployment(ctx context.Context, st *state) (bool, error) {
	app := st.app
	st.dep = &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace}}
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, st.dep, func() error {
		labels := map[string]string{"app.kubernetes.io/name": app.Name}
		replicas := app.Spec.Replicas
		st.dep.Spec.Replicas = &replicas
		st.dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		st.dep.Spec.Template.Labels = labels
		st.dep.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:  "app",
			Image: app.Spec.Image,
			EnvFrom: []corev1.EnvFromSource{{
				SecretRef: &corev1.SecretEnvSource{LocalObjectReference: corev1.LocalObjectReference{Name: st.secret.Name}},
			}},
		}}
		return ctrl.SetControllerReference(app, st.dep, r.Scheme)
	})
	return false, err
}

func (r *AppReconciler) computeCondition(_ context.Context, st *state) (bool, error) {
	st.cond = metav1.Condition{Type: "Available", Status: metav1.ConditionFalse, Reason: "Progressing"}
	if st.dep.Status.ReadyReplicas == st.app.Spec.Replicas {
		st.cond.Status, st.cond.Reason = metav1.ConditionTrue, "AllReplicasReady"
	}
	return false, nil
}

func (r *AppReconciler) writeStatus(ctx context.Context, st *state) error {
	app := st.app
	before := app.Status.DeepCopy()
	if st.dep != nil {
		app.Status.ReadyReplicas = st.dep.Status.ReadyReplicas
	}
	st.cond.ObservedGeneration = app.Generation
	upsertCondition(&app.Status.Conditions, st.cond)
	app.Status.ObservedGeneration = app.Generation
	if equality.Semantic.DeepEqual(before, &app.Status) {
		return nil
	}
	return r.Status().Update(ctx, app)
}

func upsertCondition(conds *[]metav1.Condition, c metav1.Condition) {
	for i := range *conds {
		if (*conds)[i].Type == c.Type && (*conds)[i].Status == c.Status {
			c.LastTransitionTime = (*conds)[i].LastTransitionTime
			(*conds)[i] = c
			return
		}
	}
	c.LastTransitionTime = metav1.Now()
	*conds = append(*conds, c)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
