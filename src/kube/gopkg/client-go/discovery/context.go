package discovery

// The context-aware discovery interfaces (client-go v0.37 on: [CG] discovery/discovery_client.go),
// which code-generator's clientsets return from Discovery() (DiscoveryInterfaces). The simulated
// server answers at once, so each *WithContext method is its plain variant. The OpenAPI schema
// interfaces are not simulated.

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/version"
	restclient "k8s.io/client-go/rest"
)

// DiscoveryInterfaceWithContext holds the methods that discover server-supported API groups,
// versions and resources.
type DiscoveryInterfaceWithContext interface {
	RESTClient() restclient.Interface
	ServerGroupsInterfaceWithContext
	ServerResourcesInterfaceWithContext
	ServerVersionInterfaceWithContext
	// Returns copy of current discovery client that will only receive the legacy discovery format.
	WithLegacyWithContext(ctx context.Context) DiscoveryInterfaceWithContext
}

// DiscoveryInterfaces combines both interface variants.
type DiscoveryInterfaces interface {
	DiscoveryInterface
	DiscoveryInterfaceWithContext
}

// ServerGroupsInterfaceWithContext has methods for obtaining supported groups on the API server.
type ServerGroupsInterfaceWithContext interface {
	ServerGroupsWithContext(ctx context.Context) (*metav1.APIGroupList, error)
}

// ServerResourcesInterfaceWithContext has methods for obtaining supported resources on the API server.
type ServerResourcesInterfaceWithContext interface {
	ServerResourcesForGroupVersionWithContext(ctx context.Context, groupVersion string) (*metav1.APIResourceList, error)
	ServerGroupsAndResourcesWithContext(ctx context.Context) ([]*metav1.APIGroup, []*metav1.APIResourceList, error)
	ServerPreferredResourcesWithContext(ctx context.Context) ([]*metav1.APIResourceList, error)
	ServerPreferredNamespacedResourcesWithContext(ctx context.Context) ([]*metav1.APIResourceList, error)
}

// ServerVersionInterfaceWithContext has a method for retrieving the server's version.
type ServerVersionInterfaceWithContext interface {
	ServerVersionWithContext(ctx context.Context) (*version.Info, error)
}

var _ DiscoveryInterfaces = &DiscoveryClient{}

func (d *DiscoveryClient) ServerGroupsWithContext(ctx context.Context) (*metav1.APIGroupList, error) {
	return d.ServerGroups()
}

func (d *DiscoveryClient) ServerResourcesForGroupVersionWithContext(ctx context.Context, groupVersion string) (*metav1.APIResourceList, error) {
	return d.ServerResourcesForGroupVersion(groupVersion)
}

func (d *DiscoveryClient) ServerGroupsAndResourcesWithContext(ctx context.Context) ([]*metav1.APIGroup, []*metav1.APIResourceList, error) {
	return d.ServerGroupsAndResources()
}

func (d *DiscoveryClient) ServerPreferredResourcesWithContext(ctx context.Context) ([]*metav1.APIResourceList, error) {
	return d.ServerPreferredResources()
}

func (d *DiscoveryClient) ServerPreferredNamespacedResourcesWithContext(ctx context.Context) ([]*metav1.APIResourceList, error) {
	return d.ServerPreferredNamespacedResources()
}

func (d *DiscoveryClient) ServerVersionWithContext(ctx context.Context) (*version.Info, error) {
	return d.ServerVersion()
}

func (d *DiscoveryClient) WithLegacyWithContext(ctx context.Context) DiscoveryInterfaceWithContext {
	return d.WithLegacy().(*DiscoveryClient)
}
