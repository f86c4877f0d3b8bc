// github.com/cert-manager/cert-manager pkg/apis/meta/v1 at v1.20.2 (register.go, types.go); doc
// comments omitted.

package v1

import (
	cmmeta "github.com/cert-manager/cert-manager/pkg/apis/meta"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

var SchemeGroupVersion = schema.GroupVersion{Group: cmmeta.GroupName, Version: "v1"}

func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

var (
	SchemeBuilder      runtime.SchemeBuilder
	localSchemeBuilder = &SchemeBuilder
	AddToScheme        = localSchemeBuilder.AddToScheme
)

func init() {
	localSchemeBuilder.Register(addKnownTypes)
}

func addKnownTypes(scheme *runtime.Scheme) error {
	return nil
}

type ConditionStatus string

const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

type LocalObjectReference struct {
	Name string `json:"name"`
}

type IssuerReference struct {
	Name  string `json:"name"`
	Kind  string `json:"kind,omitempty"`
	Group string `json:"group,omitempty"`
}

type ObjectReference = IssuerReference

type SecretKeySelector struct {
	LocalObjectReference `json:",inline"`
	Key                  string `json:"key,omitempty"`
}

const (
	TLSCAKey = "ca.crt"
)
