// Package v1alpha1 holds the cache v1alpha1 API types.
// +kubebuilder:object:generate=true
// +groupName=cache.guestbook.dev
package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

var (
	// SchemeGroupVersion names this package's group and version.
	SchemeGroupVersion = schema.GroupVersion{Group: "cache.guestbook.dev", Version: "v1alpha1"}

	// GroupVersion is kept for code written against older scaffolds.
	GroupVersion = SchemeGroupVersion

	// SchemeBuilder collects the functions that register this version's kinds.
	SchemeBuilder = runtime.NewSchemeBuilder(func(scheme *runtime.Scheme) error {
		metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
		return nil
	})

	// AddToScheme registers this version's kinds in a scheme.
	AddToScheme = SchemeBuilder.AddToScheme
)
