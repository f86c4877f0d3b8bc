package meta

import (
	"errors"
	"fmt"

	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/sets"
)

// AmbiguousResourceError is returned if the RESTMapper finds multiple matches for a resource.
type AmbiguousResourceError struct {
	PartialResource schema.GroupVersionResource

	MatchingResources []schema.GroupVersionResource
	MatchingKinds     []schema.GroupVersionKind
}

func (e *AmbiguousResourceError) Error() string {
	return ambiguous(e.PartialResource, e.MatchingResources, e.MatchingKinds)
}

// Is implements errors.Is: any *AmbiguousResourceError matches.
func (*AmbiguousResourceError) Is(target error) bool {
	_, ok := target.(*AmbiguousResourceError)
	return ok
}

// AmbiguousKindError is returned if the RESTMapper finds multiple matches for a kind.
type AmbiguousKindError struct {
	PartialKind schema.GroupVersionKind

	MatchingResources []schema.GroupVersionResource
	MatchingKinds     []schema.GroupVersionKind
}

func (e *AmbiguousKindError) Error() string {
	return ambiguous(e.PartialKind, e.MatchingResources, e.MatchingKinds)
}

// Is implements errors.Is: any *AmbiguousKindError matches.
func (*AmbiguousKindError) Is(target error) bool {
	_, ok := target.(*AmbiguousKindError)
	return ok
}

// ambiguous is the text both ambiguity errors print for what was asked and what matched.
func ambiguous(partial any, resources []schema.GroupVersionResource, kinds []schema.GroupVersionKind) string {
	switch {
	case len(kinds) > 0 && len(resources) > 0:
		return fmt.Sprintf("%v matches multiple resources %v and kinds %v", partial, resources, kinds)
	case len(kinds) > 0:
		return fmt.Sprintf("%v matches multiple kinds %v", partial, kinds)
	case len(resources) > 0:
		return fmt.Sprintf("%v matches multiple resources %v", partial, resources)
	}
	return fmt.Sprintf("%v matches multiple resources or kinds", partial)
}

// IsAmbiguousError reports whether err is one of the ambiguity errors.
func IsAmbiguousError(err error) bool {
	if err == nil {
		return false
	}
	return errors.Is(err, &AmbiguousResourceError{}) || errors.Is(err, &AmbiguousKindError{})
}

// NoResourceMatchError is returned if the RESTMapper can't find any match for a resource.
type NoResourceMatchError struct {
	PartialResource schema.GroupVersionResource
}

func (e *NoResourceMatchError) Error() string {
	return fmt.Sprintf("no matches for %v", e.PartialResource)
}

// Is implements errors.Is: any *NoResourceMatchError matches.
func (*NoResourceMatchError) Is(target error) bool {
	_, ok := target.(*NoResourceMatchError)
	return ok
}

// NoKindMatchError is returned if the RESTMapper can't find any match for a kind (the error a
// client returns for a kind whose CRD is not installed).
type NoKindMatchError struct {
	// GroupKind is the API group and kind that was searched
	GroupKind schema.GroupKind
	// SearchedVersions is the optional list of versions the search was restricted to
	SearchedVersions []string
}

func (e *NoKindMatchError) Error() string {
	versions := sets.NewString()
	for _, v := range e.SearchedVersions {
		versions.Insert(schema.GroupVersion{Group: e.GroupKind.Group, Version: v}.String())
	}
	switch versions.Len() {
	case 0:
		return fmt.Sprintf("no matches for kind %q in group %q", e.GroupKind.Kind, e.GroupKind.Group)
	case 1:
		return fmt.Sprintf("no matches for kind %q in version %q", e.GroupKind.Kind, versions.List()[0])
	}
	return fmt.Sprintf("no matches for kind %q in versions %q", e.GroupKind.Kind, versions.List())
}

// Is implements errors.Is: any *NoKindMatchError matches.
func (*NoKindMatchError) Is(target error) bool {
	_, ok := target.(*NoKindMatchError)
	return ok
}

// IsNoMatchError reports whether err says a kind or resource is not served (no CRD installed).
func IsNoMatchError(err error) bool {
	if err == nil {
		return false
	}
	return errors.Is(err, &NoResourceMatchError{}) || errors.Is(err, &NoKindMatchError{})
}
