package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	dbv1 "github.com/dbteam/dbaas-operator/api/v1"
)

// DatabaseReconciler reconciles a Database object
type DatabaseReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=db.example.io,resources=databases,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=db.example.io,resources=databases/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=statefulsets,verbs=get;list;watch;create;update;patch;delete

func (r *DatabaseReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var db dbv1.Database
	if err := r.Get(ctx, req.NamespacedName, &db); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	image := fmt.Sprintf("docker.io/library/%s:%s", db.Spec.Engine, db.Spec.Version)
	port := int32(5432)
	if db.Spec.Engine == "mysql" {
		port = 3306
	}
	labels := map[string]string{"app.kubernetes.io/name": db.Spec.Engine, "app.kubernetes.io/instance": db.Name}
	sts := &appsv1.StatefulSet{ObjectMeta: metav1.ObjectMeta{Name: db.Name, Namespace: db.Namespace}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, sts, func() error {
		sts.Spec.Replicas = db.Spec.Replicas
		sts.Spec.ServiceName = db.Name
		sts.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		sts.Spec.Template.Labels = labels
		sts.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:         db.Spec.Engine,
			Image:        image,
			Ports:        []corev1.ContainerPort{{Name: "db", ContainerPort: port}},
			VolumeMounts: []corev1.VolumeMount{{Name: "data", MountPath: "/var/lib/db"}},
		}}
		if sts.CreationTimestamp.IsZero() {
			sts.Spec.VolumeClaimTemplates = []corev1.PersistentVolumeClaim{{
				ObjectMeta: metav1.ObjectMeta{Name: "data"},
				Spec: corev1.PersistentVolumeClaimSpec{
					AccessModes: []corev1.PersistentVolumeAccessMode{corev1.ReadWriteOnce},
					Resources: corev1.VolumeResourceRequirements{
						Requests: corev1.ResourceList{corev1.ResourceStorage: resource.MustParse(db.Spec.Storage)},
					},
				},
			}}
		}
		return controllerutil.SetControllerReference(&db, sts, r.Scheme)
	})
	if err != nil {
		return ctrl.Result{}, err
	}
	log.Info("statefulset reconciled", "operation", op, "image", image)

	db.Status.Phase = "Provisioning"
	if sts.Status.ReadyReplicas > 0 && sts.Status.ReadyReplicas == *db.Spec.Replicas {
		db.Status.Phase = "Ready"
	}
	db.Status.Endpoint = fmt.Sprintf("%s.%s.svc:%d", db.Name, db.Namespace, port)
	return ctrl.Result{}, r.Status().Update(ctx, &db)
}

// SetupWithManager sets up the controller with the Manager.
func (r *DatabaseReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&dbv1.Database{}).
		Owns(&appsv1.StatefulSet{}).
		Named("database").
		Complete(r)
}
