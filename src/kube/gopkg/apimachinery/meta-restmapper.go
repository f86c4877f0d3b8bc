package meta

import (
	"fmt"
	"sort"
	"strings"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	utilerrors "k8s.io/apimachinery/pkg/util/errors"
)

// The mappers operators build by hand ([AM] pkg/api/meta/restmapper.go, multirestmapper.go): a
// DefaultRESTMapper filled with Add/AddSpecific, and a MultiRESTMapper that asks several in turn.
// Lookups, their sort order (the default group versions first, then by name) and their errors
// follow the real ones.

type restScope struct {
	name RESTScopeName
}

func (r *restScope) Name() RESTScopeName {
	return r.name
}

// RESTScopeNamespace is the scope of namespaced resources.
var RESTScopeNamespace = &restScope{name: RESTScopeNameNamespace}

// RESTScopeRoot is the scope of cluster-scoped resources.
var RESTScopeRoot = &restScope{name: RESTScopeNameRoot}

// DefaultRESTMapper exposes mappings between the types defined in a runtime.Scheme.
type DefaultRESTMapper struct {
	defaultGroupVersions []schema.GroupVersion

	resourceToKind       map[schema.GroupVersionResource]schema.GroupVersionKind
	kindToPluralResource map[schema.GroupVersionKind]schema.GroupVersionResource
	kindToScope          map[schema.GroupVersionKind]RESTScope
	singularToPlural     map[schema.GroupVersionResource]schema.GroupVersionResource
	pluralToSingular     map[schema.GroupVersionResource]schema.GroupVersionResource
}

func (m *DefaultRESTMapper) String() string {
	if m == nil {
		return "<nil>"
	}
	return fmt.Sprintf("DefaultRESTMapper{kindToPluralResource=%v}", m.kindToPluralResource)
}

var _ RESTMapper = &DefaultRESTMapper{}

// NewDefaultRESTMapper initializes a mapping between Kind and APIVersion to a resource name and
// back; defaultGroupVersions order the candidates when a lookup matches several.
func NewDefaultRESTMapper(defaultGroupVersions []schema.GroupVersion) *DefaultRESTMapper {
	return &DefaultRESTMapper{
		defaultGroupVersions: defaultGroupVersions,
		resourceToKind:       map[schema.GroupVersionResource]schema.GroupVersionKind{},
		kindToPluralResource: map[schema.GroupVersionKind]schema.GroupVersionResource{},
		kindToScope:          map[schema.GroupVersionKind]RESTScope{},
		singularToPlural:     map[schema.GroupVersionResource]schema.GroupVersionResource{},
		pluralToSingular:     map[schema.GroupVersionResource]schema.GroupVersionResource{},
	}
}

// Add maps kind to its guessed plural and singular resources (UnsafeGuessKindToResource).
func (m *DefaultRESTMapper) Add(kind schema.GroupVersionKind, scope RESTScope) {
	plural, singular := UnsafeGuessKindToResource(kind)
	m.AddSpecific(kind, plural, singular, scope)
}

// AddSpecific maps kind to the given plural and singular resources.
func (m *DefaultRESTMapper) AddSpecific(kind schema.GroupVersionKind, plural, singular schema.GroupVersionResource, scope RESTScope) {
	m.singularToPlural[singular] = plural
	m.pluralToSingular[plural] = singular
	m.resourceToKind[singular] = kind
	m.resourceToKind[plural] = kind
	m.kindToPluralResource[kind] = plural
	m.kindToScope[kind] = scope
}

// ResourceSingularizer implements RESTMapper.
func (m *DefaultRESTMapper) ResourceSingularizer(resourceType string) (string, error) {
	resources, err := m.ResourcesFor(schema.GroupVersionResource{Resource: resourceType})
	if err != nil {
		return resourceType, err
	}
	singular := schema.GroupVersionResource{}
	for _, curr := range resources {
		s, ok := m.pluralToSingular[curr]
		if !ok {
			continue
		}
		if singular.Empty() {
			singular = s
			continue
		}
		if s.Resource != singular.Resource {
			return resourceType, fmt.Errorf("multiple possible singular resources (%v) found for %v", resources, resourceType)
		}
	}
	if singular.Empty() {
		return resourceType, fmt.Errorf("no singular of resource %v has been defined", resourceType)
	}
	return singular.Resource, nil
}

// coerceResourceForMatching lower-cases the resource and drops the internal version.
func coerceResourceForMatching(resource schema.GroupVersionResource) schema.GroupVersionResource {
	resource.Resource = strings.ToLower(resource.Resource)
	if resource.Version == runtime.APIVersionInternal {
		resource.Version = ""
	}
	return resource
}

// matchResource: whether r (a plural or singular resource the mapper knows) answers the partial
// resource asked for; prefix matches the group by prefix (a group given without its domain).
func matchResource(r, asked schema.GroupVersionResource, prefix bool) bool {
	hasGroup, hasVersion := asked.Group != "", asked.Version != ""
	switch {
	case hasGroup && hasVersion:
		return r == asked
	case hasGroup && prefix:
		return strings.HasPrefix(r.Group, asked.Group) && r.Resource == asked.Resource
	case hasGroup:
		return r.GroupResource() == asked.GroupResource()
	case hasVersion:
		return r.Version == asked.Version && r.Resource == asked.Resource
	}
	return r.Resource == asked.Resource
}

// ResourcesFor implements RESTMapper.
func (m *DefaultRESTMapper) ResourcesFor(input schema.GroupVersionResource) ([]schema.GroupVersionResource, error) {
	resource := coerceResourceForMatching(input)
	if len(resource.Resource) == 0 {
		return nil, fmt.Errorf("a resource must be present, got: %v", resource)
	}
	ret := []schema.GroupVersionResource{}
	if resource.Group != "" && resource.Version != "" {
		// the one exact match, singular or plural
		for plural, singular := range m.pluralToSingular {
			if singular == resource || plural == resource {
				ret = append(ret, plural)
				break
			}
		}
	} else {
		collect := func(prefix bool) {
			for plural, singular := range m.pluralToSingular {
				if matchResource(singular, resource, prefix) {
					ret = append(ret, plural)
				}
				if matchResource(plural, resource, prefix) {
					ret = append(ret, plural)
				}
			}
		}
		collect(false)
		// a group given without its domain ("apps" for "apps.example.com")
		if len(ret) == 0 && resource.Group != "" {
			collect(true)
		}
	}
	if len(ret) == 0 {
		return nil, &NoResourceMatchError{PartialResource: resource}
	}
	sort.Sort(resourceByPreferredGroupVersion{ret, m.defaultGroupVersions})
	return ret, nil
}

// ResourceFor implements RESTMapper.
func (m *DefaultRESTMapper) ResourceFor(resource schema.GroupVersionResource) (schema.GroupVersionResource, error) {
	resources, err := m.ResourcesFor(resource)
	if err != nil {
		return schema.GroupVersionResource{}, err
	}
	if len(resources) == 1 {
		return resources[0], nil
	}
	return schema.GroupVersionResource{}, &AmbiguousResourceError{PartialResource: resource, MatchingResources: resources}
}

// KindsFor implements RESTMapper.
func (m *DefaultRESTMapper) KindsFor(input schema.GroupVersionResource) ([]schema.GroupVersionKind, error) {
	resource := coerceResourceForMatching(input)
	if len(resource.Resource) == 0 {
		return nil, fmt.Errorf("a resource must be present, got: %v", resource)
	}
	ret := []schema.GroupVersionKind{}
	if resource.Group != "" && resource.Version != "" {
		if kind, ok := m.resourceToKind[resource]; ok {
			ret = append(ret, kind)
		}
	} else {
		for r, kind := range m.resourceToKind {
			if matchResource(r, resource, false) {
				ret = append(ret, kind)
			}
		}
		if len(ret) == 0 && resource.Group != "" {
			for r, kind := range m.resourceToKind {
				if matchResource(r, resource, true) {
					ret = append(ret, kind)
				}
			}
		}
	}
	if len(ret) == 0 {
		return nil, &NoResourceMatchError{PartialResource: input}
	}
	sort.Sort(kindByPreferredGroupVersion{ret, m.defaultGroupVersions})
	return ret, nil
}

// KindFor implements RESTMapper.
func (m *DefaultRESTMapper) KindFor(resource schema.GroupVersionResource) (schema.GroupVersionKind, error) {
	kinds, err := m.KindsFor(resource)
	if err != nil {
		return schema.GroupVersionKind{}, err
	}
	if len(kinds) == 1 {
		return kinds[0], nil
	}
	return schema.GroupVersionKind{}, &AmbiguousResourceError{PartialResource: resource, MatchingKinds: kinds}
}

// preferredIndex is gv's position in the default group versions (-1 when absent).
func preferredIndex(order []schema.GroupVersion, gv schema.GroupVersion) int {
	idx := -1
	for i := range order {
		if order[i] == gv {
			idx = i
		}
	}
	return idx
}

// byPreferred: within one group version by name, else the default group versions' order (those
// not in it after).
func byPreferred(lgv, rgv schema.GroupVersion, lname, rname string, order []schema.GroupVersion) bool {
	if lgv == rgv {
		return lname < rname
	}
	r := preferredIndex(order, rgv)
	if r == -1 {
		return true
	}
	return preferredIndex(order, lgv) < r
}

type kindByPreferredGroupVersion struct {
	list      []schema.GroupVersionKind
	sortOrder []schema.GroupVersion
}

func (o kindByPreferredGroupVersion) Len() int      { return len(o.list) }
func (o kindByPreferredGroupVersion) Swap(i, j int) { o.list[i], o.list[j] = o.list[j], o.list[i] }
func (o kindByPreferredGroupVersion) Less(i, j int) bool {
	l, r := o.list[i], o.list[j]
	if l == r {
		return false
	}
	return byPreferred(l.GroupVersion(), r.GroupVersion(), l.Kind, r.Kind, o.sortOrder)
}

type resourceByPreferredGroupVersion struct {
	list      []schema.GroupVersionResource
	sortOrder []schema.GroupVersion
}

func (o resourceByPreferredGroupVersion) Len() int      { return len(o.list) }
func (o resourceByPreferredGroupVersion) Swap(i, j int) { o.list[i], o.list[j] = o.list[j], o.list[i] }
func (o resourceByPreferredGroupVersion) Less(i, j int) bool {
	l, r := o.list[i], o.list[j]
	if l == r {
		return false
	}
	return byPreferred(l.GroupVersion(), r.GroupVersion(), l.Resource, r.Resource, o.sortOrder)
}

// RESTMapping returns the preferred mapping of gk: the first version given that the mapper
// knows, else the default group versions of gk's group.
func (m *DefaultRESTMapper) RESTMapping(gk schema.GroupKind, versions ...string) (*RESTMapping, error) {
	mappings, err := m.RESTMappings(gk, versions...)
	if err != nil {
		return nil, err
	}
	if len(mappings) == 0 {
		return nil, &NoKindMatchError{GroupKind: gk, SearchedVersions: versions}
	}
	return mappings[0], nil
}

// RESTMappings returns the mappings of gk in the versions given (the first known one), or in the
// default group versions of its group when no version is given.
func (m *DefaultRESTMapper) RESTMappings(gk schema.GroupKind, versions ...string) ([]*RESTMapping, error) {
	mappings := make([]*RESTMapping, 0)
	candidates := make([]schema.GroupVersionKind, 0)
	hadVersion := false
	for _, version := range versions {
		if len(version) == 0 || version == runtime.APIVersionInternal {
			continue
		}
		gvk := gk.WithVersion(version)
		hadVersion = true
		if _, ok := m.kindToPluralResource[gvk]; ok {
			candidates = append(candidates, gvk)
			break
		}
	}
	if !hadVersion && len(candidates) == 0 {
		for _, gv := range m.defaultGroupVersions {
			if gv.Group == gk.Group {
				candidates = append(candidates, gk.WithVersion(gv.Version))
			}
		}
	}
	if len(candidates) == 0 {
		return nil, &NoKindMatchError{GroupKind: gk, SearchedVersions: versions}
	}
	for _, gvk := range candidates {
		res, ok := m.kindToPluralResource[gvk]
		if !ok {
			continue
		}
		scope, ok := m.kindToScope[gvk]
		if !ok {
			return nil, fmt.Errorf("the provided version %q and kind %q cannot be mapped to a supported scope", gvk.GroupVersion(), gvk.Kind)
		}
		mappings = append(mappings, &RESTMapping{Resource: res, GroupVersionKind: gvk, Scope: scope})
	}
	if len(mappings) == 0 {
		return nil, &NoResourceMatchError{PartialResource: schema.GroupVersionResource{Group: gk.Group, Resource: gk.Kind}}
	}
	return mappings, nil
}

// MultiRESTMapper is a wrapper for multiple RESTMappers: each lookup asks them all and merges
// their answers (skipping those that know nothing of it).
type MultiRESTMapper []RESTMapper

var _ RESTMapper = MultiRESTMapper{}

func (m MultiRESTMapper) String() string {
	nested := make([]string, 0, len(m))
	for _, t := range m {
		nested = append(nested, strings.Join(strings.Split(fmt.Sprintf("%v", t), "\n"), "\n\t"))
	}
	return fmt.Sprintf("MultiRESTMapper{\n\t%s\n}", strings.Join(nested, "\n\t"))
}

// ResourceSingularizer converts a REST resource name from plural to singular (the first mapper
// that can).
func (m MultiRESTMapper) ResourceSingularizer(resource string) (singular string, err error) {
	for _, t := range m {
		singular, err = t.ResourceSingularizer(resource)
		if err == nil {
			return
		}
	}
	return
}

func (m MultiRESTMapper) ResourcesFor(resource schema.GroupVersionResource) ([]schema.GroupVersionResource, error) {
	all := []schema.GroupVersionResource{}
	for _, t := range m {
		gvrs, err := t.ResourcesFor(resource)
		if IsNoMatchError(err) {
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, curr := range gvrs {
			if !containsGVR(all, curr) {
				all = append(all, curr)
			}
		}
	}
	if len(all) == 0 {
		return nil, &NoResourceMatchError{PartialResource: resource}
	}
	return all, nil
}

func containsGVR(list []schema.GroupVersionResource, x schema.GroupVersionResource) bool {
	for _, e := range list {
		if e == x {
			return true
		}
	}
	return false
}

func (m MultiRESTMapper) KindsFor(resource schema.GroupVersionResource) ([]schema.GroupVersionKind, error) {
	all := []schema.GroupVersionKind{}
	for _, t := range m {
		gvks, err := t.KindsFor(resource)
		if IsNoMatchError(err) {
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, curr := range gvks {
			found := false
			for _, e := range all {
				if e == curr {
					found = true
					break
				}
			}
			if !found {
				all = append(all, curr)
			}
		}
	}
	if len(all) == 0 {
		return nil, &NoResourceMatchError{PartialResource: resource}
	}
	return all, nil
}

func (m MultiRESTMapper) ResourceFor(resource schema.GroupVersionResource) (schema.GroupVersionResource, error) {
	resources, err := m.ResourcesFor(resource)
	if err != nil {
		return schema.GroupVersionResource{}, err
	}
	if len(resources) == 1 {
		return resources[0], nil
	}
	return schema.GroupVersionResource{}, &AmbiguousResourceError{PartialResource: resource, MatchingResources: resources}
}

func (m MultiRESTMapper) KindFor(resource schema.GroupVersionResource) (schema.GroupVersionKind, error) {
	kinds, err := m.KindsFor(resource)
	if err != nil {
		return schema.GroupVersionKind{}, err
	}
	if len(kinds) == 1 {
		return kinds[0], nil
	}
	return schema.GroupVersionKind{}, &AmbiguousResourceError{PartialResource: resource, MatchingKinds: kinds}
}

// RESTMapping returns the one mapping the mappers agree on: several are ambiguous; errors other
// than "no match" are returned aggregated when no mapper found it.
func (m MultiRESTMapper) RESTMapping(gk schema.GroupKind, versions ...string) (*RESTMapping, error) {
	all := []*RESTMapping{}
	errs := []error{}
	for _, t := range m {
		mapping, err := t.RESTMapping(gk, versions...)
		if IsNoMatchError(err) {
			continue
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		all = append(all, mapping)
	}
	if len(all) == 1 {
		return all[0], nil
	}
	if len(all) > 1 {
		var kinds []schema.GroupVersionKind
		for _, mp := range all {
			kinds = append(kinds, mp.GroupVersionKind)
		}
		return nil, &AmbiguousKindError{PartialKind: gk.WithVersion(""), MatchingKinds: kinds}
	}
	if len(errs) > 0 {
		return nil, utilerrors.NewAggregate(errs)
	}
	return nil, &NoKindMatchError{GroupKind: gk, SearchedVersions: versions}
}

// RESTMappings returns every mapper's mappings of gk.
func (m MultiRESTMapper) RESTMappings(gk schema.GroupKind, versions ...string) ([]*RESTMapping, error) {
	var all []*RESTMapping
	var errs []error
	for _, t := range m {
		mappings, err := t.RESTMappings(gk, versions...)
		if IsNoMatchError(err) {
			continue
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		all = append(all, mappings...)
	}
	if len(errs) > 0 {
		return nil, utilerrors.NewAggregate(errs)
	}
	if len(all) == 0 {
		return nil, &NoKindMatchError{GroupKind: gk, SearchedVersions: versions}
	}
	return all, nil
}
