package main

import (
	"errors"
	"fmt"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

func main() {
	// names
	fmt.Println(types.NamespacedName{Namespace: "ns", Name: "a"}.String())
	req := reconcile.Request{NamespacedName: types.NamespacedName{Namespace: "ns", Name: "b"}}
	fmt.Println(req.String(), req.Name)
	gvk := schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"}
	fmt.Println(gvk.String(), gvk.GroupVersion().String(), gvk.GroupKind().String())
	fmt.Println(schema.GroupResource{Resource: "pods"}.String(), schema.GroupResource{Group: "apps", Resource: "deployments"}.String())
	fmt.Println(schema.FromAPIVersionAndKind("batch/v1", "Job").String())

	// deepcopy: nested slices, maps and pointers are not shared
	dep := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: "d", Labels: map[string]string{"app": "x"}},
		Spec: appsv1.DeploymentSpec{
			Replicas: ptr.To(int32(2)),
			Template: corev1.PodTemplateSpec{Spec: corev1.PodSpec{Containers: []corev1.Container{{Name: "c", Image: "i:1"}}}},
		},
	}
	cp := dep.DeepCopy()
	cp.Labels["app"] = "y"
	*cp.Spec.Replicas = 5
	cp.Spec.Template.Spec.Containers[0].Image = "i:2"
	fmt.Println(dep.Labels["app"], *dep.Spec.Replicas, dep.Spec.Template.Spec.Containers[0].Image)
	fmt.Println(cp.Labels["app"], *cp.Spec.Replicas, cp.Spec.Template.Spec.Containers[0].Image)
	var into appsv1.Deployment
	dep.DeepCopyInto(&into)
	into.Name = "other"
	fmt.Println(dep.Name, into.Name, into.GetName())
	obj := dep.DeepCopyObject()
	d2, ok := obj.(*appsv1.Deployment)
	fmt.Println(ok, d2.Name, d2 != dep)
	var o client.Object = dep
	o.SetNamespace("ns1")
	fmt.Println(dep.Namespace, client.ObjectKeyFromObject(o))
	dep.SetGroupVersionKind(gvk)
	fmt.Println(dep.APIVersion, dep.Kind, dep.GetObjectKind().GroupVersionKind().Kind)

	// conditions: LastTransitionTime moves only when Status changes
	var conds []metav1.Condition
	fmt.Println(meta.SetStatusCondition(&conds, metav1.Condition{Type: "Ready", Status: metav1.ConditionFalse, Reason: "Init"}))
	t0 := conds[0].LastTransitionTime
	fmt.Println(t0.IsZero())
	time.Sleep(time.Second)
	fmt.Println(meta.SetStatusCondition(&conds, metav1.Condition{Type: "Ready", Status: metav1.ConditionFalse, Reason: "Still"}))
	fmt.Println(conds[0].LastTransitionTime.Equal(&t0), conds[0].Reason)
	fmt.Println(meta.SetStatusCondition(&conds, metav1.Condition{Type: "Ready", Status: metav1.ConditionFalse, Reason: "Still"}))
	fmt.Println(meta.SetStatusCondition(&conds, metav1.Condition{Type: "Ready", Status: metav1.ConditionTrue, Reason: "Done"}))
	fmt.Println(conds[0].LastTransitionTime.Equal(&t0), t0.Before(&conds[0].LastTransitionTime))
	fmt.Println(meta.IsStatusConditionTrue(conds, "Ready"), meta.FindStatusCondition(conds, "Nope") == nil)
	fmt.Println(meta.RemoveStatusCondition(&conds, "Ready"), len(conds))

	// errors
	nf := apierrors.NewNotFound(schema.GroupResource{Group: "apps", Resource: "deployments"}, "web")
	fmt.Println(nf.Error(), apierrors.IsNotFound(nf), apierrors.IsConflict(nf))
	wrapped := fmt.Errorf("get: %w", nf)
	fmt.Println(apierrors.IsNotFound(wrapped), client.IgnoreNotFound(wrapped) == nil, apierrors.ReasonForError(wrapped))
	cf := apierrors.NewConflict(schema.GroupResource{Group: "apps", Resource: "deployments"}, "web", errors.New("the object has been modified; please apply your changes to the latest version and try again"))
	fmt.Println(cf.Error(), apierrors.IsConflict(cf), cf.Status().Code)
	fb := apierrors.NewForbidden(schema.GroupResource{Resource: "pods"}, "", errors.New("denied"))
	fmt.Println(fb.Error(), apierrors.IsForbidden(fb))
	fmt.Println(apierrors.IsNotFound(&apierrors.StatusError{ErrStatus: metav1.Status{Code: 404}}), apierrors.IsNotFound(errors.New("x")))
	te := reconcile.TerminalError(errors.New("bad"))
	fmt.Println(te, errors.Is(fmt.Errorf("w: %w", te), reconcile.TerminalError(nil)))

	// field errors, as a validating webhook returns them
	spec := field.NewPath("spec")
	fmt.Println(spec.Child("template", "spec").Child("containers").Index(0).Child("image").String(), spec.Child("labels").Key("app").String())
	replicas := int32(11)
	var errs field.ErrorList
	errs = append(errs, field.Required(spec.Child("image"), "an image is required"))
	errs = append(errs, field.Invalid(spec.Child("replicas"), &replicas, "must be between 1 and 10"))
	errs = append(errs, field.NotSupported(spec.Child("mode"), "fast", []string{"slow", "safe"}))
	inv := apierrors.NewInvalid(schema.GroupKind{Group: "lab.example.com", Kind: "App"}, "demo", errs)
	fmt.Println(inv.Error())
	fmt.Println(apierrors.IsInvalid(inv), inv.Status().Code, len(inv.Status().Details.Causes), inv.Status().Details.Causes[1].Message)
	one := apierrors.NewInvalid(schema.GroupKind{Group: "lab.example.com", Kind: "App"}, "demo", errs[:1])
	fmt.Println(one.Error())

	// values
	q := resource.MustParse("500m")
	g := resource.MustParse("1Gi")
	fmt.Println(q.String(), q.MilliValue(), q.Value(), g.Value(), g.Format)
	_, err := resource.ParseQuantity("abc")
	fmt.Println(err)
	is := intstr.FromInt32(8080)
	ss := intstr.FromString("http")
	fmt.Println(is.String(), ss.String(), is.IntValue())
	fmt.Println(ptr.Deref((*int32)(nil), 7), ptr.Equal(ptr.To(1), ptr.To(1)))
	var zero *metav1.Time
	now := metav1.Now()
	fmt.Println(zero.IsZero(), now.IsZero())
}

// Output:
// ns/a
// ns/b b
// apps/v1, Kind=Deployment apps/v1 Deployment.apps
// pods deployments.apps
// batch/v1, Kind=Job
// x 2 i:1
// y 5 i:2
// d other other
// true d true
// ns1 ns1/d
// apps/v1 Deployment Deployment
// true
// false
// true
// true Still
// false
// true
// false true
// true true
// true 0
// deployments.apps "web" not found true false
// true true NotFound
// Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again true 409
// pods is forbidden: denied true
// true false
// terminal error: bad true
// spec.template.spec.containers[0].image spec.labels[app]
// App.lab.example.com "demo" is invalid: [spec.image: Required value: an image is required, spec.replicas: Invalid value: 11: must be between 1 and 10, spec.mode: Unsupported value: "fast": supported values: "slow", "safe"]
// true 422 3 Invalid value: 11: must be between 1 and 10
// App.lab.example.com "demo" is invalid: spec.image: Required value: an image is required
// 500m 500 1 1073741824 BinarySI
// quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'
// 8080 http 8080
// 7 true
// true false
