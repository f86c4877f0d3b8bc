// Package v1 is an external API module in the shape of cert-manager's and gateway-api's API
// packages (an operator imports their types from the module cache): metav1.GroupVersion in the
// register file, a hand-written DeepCopy, pod-template types from k8s.io/api/core/v1.
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

const GroupName = "certs.example.com"

var GroupVersion = metav1.GroupVersion{Group: GroupName, Version: "v1"}

var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v1"}

var (
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	AddToScheme   = SchemeBuilder.AddToScheme
)

func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion, &Certificate{}, &CertificateList{})
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}
