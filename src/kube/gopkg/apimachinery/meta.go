package meta

import (
	"errors"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

var errNotObject = errors.New("object does not implement the Object interfaces")

// Accessor takes an arbitrary object pointer and returns meta.Interface.
func Accessor(obj interface{}) (metav1.Object, error) {
	switch t := obj.(type) {
	case metav1.Object:
		return t, nil
	case metav1.ObjectMetaAccessor:
		if m := t.GetObjectMeta(); m != nil {
			return m, nil
		}
		return nil, errNotObject
	default:
		return nil, errNotObject
	}
}

// RESTScopeName names a scope: namespace or root.
type RESTScopeName string

const (
	RESTScopeNameNamespace RESTScopeName = "namespace"
	RESTScopeNameRoot      RESTScopeName = "root"
)

// RESTScope contains the information needed to deal with REST resources that are in a resource hierarchy.
type RESTScope interface {
	Name() RESTScopeName
}

// RESTMapping contains the information needed to deal with objects of a specific resource and kind in a RESTful manner.
type RESTMapping struct {
	Resource         schema.GroupVersionResource
	GroupVersionKind schema.GroupVersionKind
	Scope            RESTScope
}

// RESTMapper allows clients to map resources to kind, and map kind and version to interfaces for
// manipulating those objects.
type RESTMapper interface {
	KindFor(resource schema.GroupVersionResource) (schema.GroupVersionKind, error)
	KindsFor(resource schema.GroupVersionResource) ([]schema.GroupVersionKind, error)
	ResourceFor(input schema.GroupVersionResource) (schema.GroupVersionResource, error)
	ResourcesFor(input schema.GroupVersionResource) ([]schema.GroupVersionResource, error)
	RESTMapping(gk schema.GroupKind, versions ...string) (*RESTMapping, error)
	RESTMappings(gk schema.GroupKind, versions ...string) ([]*RESTMapping, error)
	ResourceSingularizer(resource string) (singular string, err error)
}
