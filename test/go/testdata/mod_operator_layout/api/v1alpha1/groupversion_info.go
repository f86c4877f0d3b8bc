// Package v1alpha1 contains API Schema definitions for the cache v1alpha1 API group.
package v1alpha1

import "fmt"

type GroupVersion struct {
	Group   string
	Version string
}

func (gv GroupVersion) String() string { return gv.Group + "/" + gv.Version }

type SchemeBuilder struct {
	GroupVersion GroupVersion
	kinds        []string
}

func (b *SchemeBuilder) Register(objs ...any) {
	for _, o := range objs {
		b.kinds = append(b.kinds, fmt.Sprintf("%T", o))
	}
}

func (b *SchemeBuilder) Kinds() []string { return b.kinds }

var (
	// GroupVersion is group version used to register these objects.
	GV = GroupVersion{Group: "cache.example.com", Version: "v1alpha1"}

	Builder = &SchemeBuilder{GroupVersion: GV}
)
