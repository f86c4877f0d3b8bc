package discovery

// k8s.io/client-go/discovery: what API groups, versions and resources the cluster serves, and its
// version, after [CG] discovery/discovery_client.go and helper.go. The documents are the simulated
// API server's own (/api, /apis, /apis/<group>/<version>, /version); groups and resources come in
// the server's discovery order (the real client's aggregated path gives ServerGroupsAndResources'
// lists in map order).

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sort"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/sets"
	"k8s.io/apimachinery/pkg/version"
	restclient "k8s.io/client-go/rest"
)

// DiscoveryInterface holds the methods that discover server-supported API groups,
// versions and resources.
type DiscoveryInterface interface {
	ServerGroupsInterface
	ServerResourcesInterface
	ServerVersionInterface
	// WithLegacy returns copy of current discovery client that will only
	// receive the legacy discovery format.
	WithLegacy() DiscoveryInterface
}

// AggregatedDiscoveryInterface extends DiscoveryInterface to include a method to possibly
// return discovery resources along with the discovery groups.
type AggregatedDiscoveryInterface interface {
	DiscoveryInterface

	GroupsAndMaybeResources() (*metav1.APIGroupList, map[schema.GroupVersion]*metav1.APIResourceList, map[schema.GroupVersion]error, error)
}

// CachedDiscoveryInterface is a DiscoveryInterface with cache invalidation and freshness.
type CachedDiscoveryInterface interface {
	DiscoveryInterface
	Fresh() bool
	Invalidate()
}

// ServerGroupsInterface has methods for obtaining supported groups on the API server
type ServerGroupsInterface interface {
	// ServerGroups returns the supported groups, with information like name, versions, and preferred versions.
	ServerGroups() (*metav1.APIGroupList, error)
}

// ServerResourcesInterface has methods for obtaining supported resources on the API server
type ServerResourcesInterface interface {
	// ServerResourcesForGroupVersion returns the supported resources for a group and version.
	ServerResourcesForGroupVersion(groupVersion string) (*metav1.APIResourceList, error)
	// ServerGroupsAndResources returns the supported groups and resources for all groups and versions.
	ServerGroupsAndResources() ([]*metav1.APIGroup, []*metav1.APIResourceList, error)
	// ServerPreferredResources returns the supported resources with the version preferred by the server.
	ServerPreferredResources() ([]*metav1.APIResourceList, error)
	// ServerPreferredNamespacedResources returns the supported namespaced resources with the
	// version preferred by the server.
	ServerPreferredNamespacedResources() ([]*metav1.APIResourceList, error)
}

// ServerVersionInterface has a method for retrieving the server's version.
type ServerVersionInterface interface {
	// ServerVersion retrieves and parses the server's version (git version).
	ServerVersion() (*version.Info, error)
}

// DiscoveryClient implements the functions that discover server-supported API groups,
// versions and resources.
type DiscoveryClient struct {
	LegacyPrefix string
	// Forces the client to request only "unaggregated" (legacy) discovery.
	UseLegacyDiscovery bool
	config             *restclient.Config
	restClient         restclient.Interface
}

var _ AggregatedDiscoveryInterface = &DiscoveryClient{}

// get: the simulated API server's body for a discovery path; ok false is its 404.
func get(path string) (body []byte, ok bool)

// notFound: the apiserver's answer to a path it does not serve.
func notFound() error {
	return &apierrors.StatusError{ErrStatus: metav1.Status{
		Status:  metav1.StatusFailure,
		Message: "the server could not find the requested resource",
		Reason:  metav1.StatusReasonNotFound,
		Details: &metav1.StatusDetails{},
		Code:    404,
	}}
}

func (d *DiscoveryClient) fetch(path string, into interface{}) error {
	body, ok := get(path)
	if !ok {
		return notFound()
	}
	return json.Unmarshal(body, into)
}

// GroupsAndMaybeResources returns the discovery groups: the legacy group first (from /api), then
// those of /apis. The resources map is nil (the unaggregated documents carry none).
func (d *DiscoveryClient) GroupsAndMaybeResources() (*metav1.APIGroupList, map[schema.GroupVersion]*metav1.APIResourceList, map[schema.GroupVersion]error, error) {
	groups := &metav1.APIGroupList{}
	var v metav1.APIVersions
	if err := d.fetch(d.LegacyPrefix, &v); err != nil && !apierrors.IsNotFound(err) && !apierrors.IsForbidden(err) {
		return nil, nil, nil, err
	}
	if len(v.Versions) > 0 {
		legacy := metav1.APIGroup{}
		for _, ver := range v.Versions {
			legacy.Versions = append(legacy.Versions, metav1.GroupVersionForDiscovery{GroupVersion: ver, Version: ver})
		}
		legacy.PreferredVersion = legacy.Versions[0]
		groups.Groups = append(groups.Groups, legacy)
	}
	var apis metav1.APIGroupList
	if err := d.fetch("/apis", &apis); err != nil && !apierrors.IsNotFound(err) && !apierrors.IsForbidden(err) {
		return nil, nil, nil, err
	}
	for _, g := range apis.Groups {
		g.TypeMeta = metav1.TypeMeta{}
		groups.Groups = append(groups.Groups, g)
	}
	return groups, nil, map[schema.GroupVersion]error{}, nil
}

// ServerGroups returns the supported groups, with information like name, versions, and preferred versions.
func (d *DiscoveryClient) ServerGroups() (*metav1.APIGroupList, error) {
	groups, _, _, err := d.GroupsAndMaybeResources()
	if err != nil {
		return nil, err
	}
	return groups, nil
}

// ServerResourcesForGroupVersion returns the supported resources for a group and version.
func (d *DiscoveryClient) ServerResourcesForGroupVersion(groupVersion string) (resources *metav1.APIResourceList, err error) {
	if len(groupVersion) == 0 {
		return nil, fmt.Errorf("groupVersion shouldn't be empty")
	}
	path := "/apis/" + groupVersion
	if len(d.LegacyPrefix) > 0 && groupVersion == "v1" {
		path = d.LegacyPrefix + "/" + groupVersion
	}
	resources = &metav1.APIResourceList{GroupVersion: groupVersion}
	if err := d.fetch(path, resources); err != nil {
		// Tolerate core/v1 not found response by returning empty resource list
		if groupVersion == "v1" && apierrors.IsNotFound(err) {
			return resources, nil
		}
		return nil, err
	}
	return resources, nil
}

// ServerGroupsAndResources returns the supported resources for all groups and versions.
func (d *DiscoveryClient) ServerGroupsAndResources() ([]*metav1.APIGroup, []*metav1.APIResourceList, error) {
	return ServerGroupsAndResources(d)
}

// ErrGroupDiscoveryFailed is returned if one or more API groups fail to load.
type ErrGroupDiscoveryFailed struct {
	// Groups is a list of the groups that failed to load and the error cause
	Groups map[schema.GroupVersion]error
}

// Error implements the error interface
func (e *ErrGroupDiscoveryFailed) Error() string {
	var groups []string
	for k, v := range e.Groups {
		groups = append(groups, fmt.Sprintf("%s: %v", k, v))
	}
	sort.Strings(groups)
	return fmt.Sprintf("unable to retrieve the complete list of server APIs: %s", strings.Join(groups, ", "))
}

// Is makes it possible for the callers to use `errors.Is(` helper on errors wrapped with ErrGroupDiscoveryFailed error.
func (e *ErrGroupDiscoveryFailed) Is(target error) bool {
	_, ok := target.(*ErrGroupDiscoveryFailed)
	return ok
}

// IsGroupDiscoveryFailedError returns true if the provided error indicates the server was unable to discover
// a complete list of APIs for the client to use.
func IsGroupDiscoveryFailedError(err error) bool {
	_, ok := err.(*ErrGroupDiscoveryFailed)
	return err != nil && ok
}

// GroupDiscoveryFailedErrorGroups returns true if the error is an ErrGroupDiscoveryFailed error,
// along with the map of group versions that failed discovery.
func GroupDiscoveryFailedErrorGroups(err error) (map[schema.GroupVersion]error, bool) {
	var groupDiscoveryError *ErrGroupDiscoveryFailed
	if err != nil && errors.As(err, &groupDiscoveryError) {
		return groupDiscoveryError.Groups, true
	}
	return nil, false
}

// ServerGroupsAndResources returns the groups, and the resources of each of their versions in
// discovery order.
func ServerGroupsAndResources(d DiscoveryInterface) ([]*metav1.APIGroup, []*metav1.APIResourceList, error) {
	sgs, err := d.ServerGroups()
	if sgs == nil {
		return nil, nil, err
	}
	resultGroups := []*metav1.APIGroup{}
	for i := range sgs.Groups {
		resultGroups = append(resultGroups, &sgs.Groups[i])
	}
	groupVersionResources, failedGroups := fetchGroupVersionResources(d, sgs)
	result := []*metav1.APIResourceList{}
	for _, apiGroup := range sgs.Groups {
		for _, v := range apiGroup.Versions {
			gv := schema.GroupVersion{Group: apiGroup.Name, Version: v.Version}
			if resources, ok := groupVersionResources[gv]; ok {
				result = append(result, resources)
			}
		}
	}
	if len(failedGroups) == 0 {
		return resultGroups, result, nil
	}
	return resultGroups, result, &ErrGroupDiscoveryFailed{Groups: failedGroups}
}

func fetchGroupVersionResources(d DiscoveryInterface, apiGroups *metav1.APIGroupList) (map[schema.GroupVersion]*metav1.APIResourceList, map[schema.GroupVersion]error) {
	groupVersionResources := make(map[schema.GroupVersion]*metav1.APIResourceList)
	failedGroups := make(map[schema.GroupVersion]error)
	for _, apiGroup := range apiGroups.Groups {
		for _, v := range apiGroup.Versions {
			groupVersion := schema.GroupVersion{Group: apiGroup.Name, Version: v.Version}
			apiResourceList, err := d.ServerResourcesForGroupVersion(groupVersion.String())
			if err != nil {
				failedGroups[groupVersion] = err
			}
			if apiResourceList != nil {
				groupVersionResources[groupVersion] = apiResourceList
			}
		}
	}
	return groupVersionResources, failedGroups
}

// ServerPreferredResources uses the provided discovery interface to look up preferred resources:
// for each group and resource, the preferred version's (else the first version's) APIResource.
func ServerPreferredResources(d DiscoveryInterface) ([]*metav1.APIResourceList, error) {
	serverGroupList, err := d.ServerGroups()
	if err != nil {
		return nil, err
	}
	groupVersionResources, failedGroups := fetchGroupVersionResources(d, serverGroupList)

	result := []*metav1.APIResourceList{}
	chosen := map[schema.GroupResource]string{}
	for _, apiGroup := range serverGroupList.Groups {
		for _, v := range apiGroup.Versions {
			apiResourceList, ok := groupVersionResources[schema.GroupVersion{Group: apiGroup.Name, Version: v.Version}]
			if !ok {
				continue
			}
			for _, r := range apiResourceList.APIResources {
				if strings.Contains(r.Name, "/") {
					continue
				}
				gr := schema.GroupResource{Group: apiGroup.Name, Resource: r.Name}
				if _, ok := chosen[gr]; ok && v.Version != apiGroup.PreferredVersion.Version {
					continue
				}
				chosen[gr] = v.Version
			}
		}
	}
	for _, apiGroup := range serverGroupList.Groups {
		for _, v := range apiGroup.Versions {
			apiResourceList, ok := groupVersionResources[schema.GroupVersion{Group: apiGroup.Name, Version: v.Version}]
			if !ok {
				continue
			}
			list := &metav1.APIResourceList{GroupVersion: v.GroupVersion}
			for _, r := range apiResourceList.APIResources {
				if strings.Contains(r.Name, "/") {
					continue
				}
				if chosen[schema.GroupResource{Group: apiGroup.Name, Resource: r.Name}] == v.Version {
					list.APIResources = append(list.APIResources, r)
				}
			}
			result = append(result, list)
		}
	}
	if len(failedGroups) == 0 {
		return result, nil
	}
	return result, &ErrGroupDiscoveryFailed{Groups: failedGroups}
}

// ServerPreferredResources returns the supported resources with the version preferred by the
// server.
func (d *DiscoveryClient) ServerPreferredResources() ([]*metav1.APIResourceList, error) {
	return ServerPreferredResources(d)
}

// ServerPreferredNamespacedResources returns the supported namespaced resources with the
// version preferred by the server.
func (d *DiscoveryClient) ServerPreferredNamespacedResources() ([]*metav1.APIResourceList, error) {
	return ServerPreferredNamespacedResources(d)
}

// ServerPreferredNamespacedResources uses the provided discovery interface to look up preferred namespaced resources
func ServerPreferredNamespacedResources(d DiscoveryInterface) ([]*metav1.APIResourceList, error) {
	all, err := ServerPreferredResources(d)
	return FilteredBy(ResourcePredicateFunc(func(groupVersion string, r *metav1.APIResource) bool {
		return r.Namespaced
	}), all), err
}

// ServerVersion retrieves and parses the server's version (git version).
func (d *DiscoveryClient) ServerVersion() (*version.Info, error) {
	body, ok := get("/version")
	if !ok {
		return nil, notFound()
	}
	var info version.Info
	if err := json.Unmarshal(body, &info); err != nil {
		return nil, fmt.Errorf("unable to parse the server version: %v", err)
	}
	return &info, nil
}

// WithLegacy returns copy of current discovery client that will only
// receive the legacy discovery format.
func (d *DiscoveryClient) WithLegacy() DiscoveryInterface {
	client := *d
	client.UseLegacyDiscovery = true
	return &client
}

// NewDiscoveryClientForConfig creates a new DiscoveryClient for the given config. This client
// can be used to discover supported resources in the API server.
func NewDiscoveryClientForConfig(c *restclient.Config) (*DiscoveryClient, error) {
	config := *c
	return &DiscoveryClient{LegacyPrefix: "/api", config: &config}, nil
}

// NewDiscoveryClientForConfigAndClient creates a new DiscoveryClient for the given config (the
// shared http.Client of a generated clientset carries nothing more here).
func NewDiscoveryClientForConfigAndClient(c *restclient.Config, httpClient *http.Client) (*DiscoveryClient, error) {
	return NewDiscoveryClientForConfig(c)
}

// NewDiscoveryClient returns a new DiscoveryClient for the given RESTClient.
func NewDiscoveryClient(c restclient.Interface) *DiscoveryClient {
	return &DiscoveryClient{restClient: c, LegacyPrefix: "/api"}
}

// RESTClient returns a RESTClient that is used to communicate with API server by this client
// implementation (nil for one made from a config: its requests are the simulated server's).
func (d *DiscoveryClient) RESTClient() restclient.Interface {
	if d == nil {
		return nil
	}
	return d.restClient
}

// NewDiscoveryClientForConfigOrDie creates a new DiscoveryClient for the given config. If
// there is an error, it panics.
func NewDiscoveryClientForConfigOrDie(c *restclient.Config) *DiscoveryClient {
	client, err := NewDiscoveryClientForConfig(c)
	if err != nil {
		panic(err)
	}
	return client
}

// ServerSupportsVersion returns an error if the server doesn't have the required version
func ServerSupportsVersion(client DiscoveryInterface, requiredGV schema.GroupVersion) error {
	groups, err := client.ServerGroups()
	if err != nil {
		// This is almost always a connection error, and higher level code should treat this as a generic error,
		// not a negotiation specific error.
		return err
	}
	versions := metav1.ExtractGroupVersions(groups)
	serverVersions := sets.String{}
	for _, v := range versions {
		serverVersions.Insert(v)
	}

	if serverVersions.Has(requiredGV.String()) {
		return nil
	}

	// If the server supports no versions, then we should pretend it has the version because of old servers.
	// This can happen because discovery fails due to 403 Forbidden errors
	if len(serverVersions) == 0 {
		return nil
	}

	return fmt.Errorf("server does not support API version %q", requiredGV)
}

// GroupVersionResources converts APIResourceLists to the GroupVersionResources.
func GroupVersionResources(rls []*metav1.APIResourceList) (map[schema.GroupVersionResource]struct{}, error) {
	gvrs := map[schema.GroupVersionResource]struct{}{}
	for _, rl := range rls {
		gv, err := schema.ParseGroupVersion(rl.GroupVersion)
		if err != nil {
			return nil, err
		}
		for i := range rl.APIResources {
			gvrs[schema.GroupVersionResource{Group: gv.Group, Version: gv.Version, Resource: rl.APIResources[i].Name}] = struct{}{}
		}
	}
	return gvrs, nil
}

// FilteredBy filters by the given predicate. Empty APIResourceLists are dropped.
func FilteredBy(pred ResourcePredicate, rls []*metav1.APIResourceList) []*metav1.APIResourceList {
	result := []*metav1.APIResourceList{}
	for _, rl := range rls {
		filtered := *rl
		filtered.APIResources = nil
		for i := range rl.APIResources {
			if pred.Match(rl.GroupVersion, &rl.APIResources[i]) {
				filtered.APIResources = append(filtered.APIResources, rl.APIResources[i])
			}
		}
		if filtered.APIResources != nil {
			result = append(result, &filtered)
		}
	}
	return result
}

// ResourcePredicate has a method to check if a resource matches a given condition.
type ResourcePredicate interface {
	Match(groupVersion string, r *metav1.APIResource) bool
}

// ResourcePredicateFunc returns true if it matches a resource based on a custom condition.
type ResourcePredicateFunc func(groupVersion string, r *metav1.APIResource) bool

// Match is a wrapper around ResourcePredicateFunc.
func (fn ResourcePredicateFunc) Match(groupVersion string, r *metav1.APIResource) bool {
	return fn(groupVersion, r)
}

// SupportsAllVerbs is a predicate matching a resource iff all given verbs are supported.
type SupportsAllVerbs struct {
	Verbs []string
}

// Match checks if a resource contains all the given verbs.
func (p SupportsAllVerbs) Match(groupVersion string, r *metav1.APIResource) bool {
	return sets.NewString([]string(r.Verbs)...).HasAll(p.Verbs...)
}
