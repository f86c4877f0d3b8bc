package main

import (
	"fmt"

	coordinationv1 "k8s.io/api/coordination/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/utils/ptr"
)

func main() {
	acc := meta.NewAccessor()
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "ns", ResourceVersion: "7"}}
	name, err := acc.Name(cm)
	fmt.Println(name, err)
	_ = acc.SetLabels(cm, map[string]string{"app": "x"})
	_ = acc.SetKind(cm, "ConfigMap")
	_ = acc.SetAPIVersion(cm, "v1")
	rv, _ := acc.ResourceVersion(cm)
	kind, _ := acc.Kind(cm)
	av, _ := acc.APIVersion(cm)
	fmt.Println(rv, kind, av, cm.Labels, cm.APIVersion)
	list := &corev1.ConfigMapList{ListMeta: metav1.ListMeta{Continue: "tok", ResourceVersion: "9"}}
	c, err := acc.Continue(list)
	fmt.Println(c, err)
	_, err = acc.Continue(cm)
	fmt.Println(err)
	lrv, _ := acc.ResourceVersion(list)
	fmt.Println(lrv)
	_, err = acc.Name(list)
	fmt.Println(err)
	ta, err := meta.TypeAccessor(cm)
	fmt.Println(ta.GetKind(), ta.GetAPIVersion(), err)
	_, err = meta.TypeAccessor(struct{}{})
	fmt.Println(err)
	p := meta.AsPartialObjectMetadata(cm)
	fmt.Println(p.Name, p.Namespace, p.Labels)
	l, err := meta.ListAccessor(list)
	fmt.Println(l.GetContinue(), err)

	lease := &coordinationv1.Lease{
		ObjectMeta: metav1.ObjectMeta{Name: "my-op", Namespace: "kube-system"},
		Spec: coordinationv1.LeaseSpec{
			HolderIdentity:       ptr.To("host_1"),
			LeaseDurationSeconds: ptr.To[int32](15),
			LeaseTransitions:     ptr.To[int32](0),
		},
	}
	cp := lease.DeepCopy()
	*cp.Spec.HolderIdentity = "other"
	fmt.Println(*lease.Spec.HolderIdentity, *cp.Spec.HolderIdentity, coordinationv1.SchemeGroupVersion.String(), coordinationv1.OldestEmulationVersion)
	gvks, _, err := scheme.Scheme.ObjectKinds(lease)
	fmt.Println(gvks, err)
	var _ runtime.Object = &coordinationv1.LeaseList{}
}
