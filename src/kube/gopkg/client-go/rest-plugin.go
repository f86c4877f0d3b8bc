package rest

import (
	"fmt"
	"net/http"
	"sync"

	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
)

// [CG] rest/plugin.go: the registry of auth provider plugins (kubeconfig's users[].user.auth-provider).

// AuthProvider is an authentication plugin: it wraps the client's transport.
type AuthProvider interface {
	// WrapTransport allows the plugin to create a modified RoundTripper that
	// attaches authorization headers (or other info) to requests.
	WrapTransport(http.RoundTripper) http.RoundTripper
	// Login allows the plugin to initialize its configuration. It must not
	// require direct user interaction.
	Login() error
}

// Factory generates an AuthProvider plugin.
type Factory func(clusterAddress string, config map[string]string, persister AuthProviderConfigPersister) (AuthProvider, error)

// AuthProviderConfigPersister allows a plugin to persist configuration info for just itself.
type AuthProviderConfigPersister interface {
	Persist(map[string]string) error
}

type noopPersister struct{}

func (n *noopPersister) Persist(_ map[string]string) error {
	return nil
}

var pluginsLock sync.Mutex
var plugins = make(map[string]Factory)

// RegisterAuthProviderPlugin registers a plugin under a name, once.
func RegisterAuthProviderPlugin(name string, plugin Factory) error {
	pluginsLock.Lock()
	defer pluginsLock.Unlock()
	if _, found := plugins[name]; found {
		return fmt.Errorf("auth Provider Plugin %q was registered twice", name)
	}
	plugins[name] = plugin
	return nil
}

// GetAuthProvider builds the plugin a kubeconfig's auth-provider names.
func GetAuthProvider(clusterAddress string, apc *clientcmdapi.AuthProviderConfig, persister AuthProviderConfigPersister) (AuthProvider, error) {
	pluginsLock.Lock()
	defer pluginsLock.Unlock()
	p, ok := plugins[apc.Name]
	if !ok {
		return nil, fmt.Errorf("no Auth Provider found for name %q", apc.Name)
	}
	if persister == nil {
		persister = &noopPersister{}
	}
	return p(clusterAddress, apc.Config, persister)
}
