package api

import "k8s.io/apimachinery/pkg/runtime"

// Config holds the information needed to build connect to remote kubernetes clusters as a given user
// (the in-memory form of a kubeconfig, [CG] tools/clientcmd/api/types.go).
type Config struct {
	Kind           string                    `json:"kind,omitempty"`
	APIVersion     string                    `json:"apiVersion,omitempty"`
	Preferences    Preferences               `json:"preferences"`
	Clusters       map[string]*Cluster       `json:"clusters"`
	AuthInfos      map[string]*AuthInfo      `json:"users"`
	Contexts       map[string]*Context       `json:"contexts"`
	CurrentContext string                    `json:"current-context"`
	Extensions     map[string]runtime.Object `json:"extensions,omitempty"`
}

// Preferences holds general information to be use for cli interactions.
type Preferences struct {
	Colors     bool                      `json:"colors,omitempty"`
	Extensions map[string]runtime.Object `json:"extensions,omitempty"`
}

// Cluster contains information about how to communicate with a kubernetes cluster.
type Cluster struct {
	LocationOfOrigin         string `json:"-"`
	Server                   string `json:"server"`
	TLSServerName            string `json:"tls-server-name,omitempty"`
	InsecureSkipTLSVerify    bool   `json:"insecure-skip-tls-verify,omitempty"`
	CertificateAuthority     string `json:"certificate-authority,omitempty"`
	CertificateAuthorityData []byte `json:"certificate-authority-data,omitempty"`
	ProxyURL                 string `json:"proxy-url,omitempty"`
	DisableCompression       bool   `json:"disable-compression,omitempty"`
}

// AuthInfo contains information that describes identity information.
type AuthInfo struct {
	LocationOfOrigin      string              `json:"-"`
	ClientCertificate     string              `json:"client-certificate,omitempty"`
	ClientCertificateData []byte              `json:"client-certificate-data,omitempty"`
	ClientKey             string              `json:"client-key,omitempty"`
	ClientKeyData         []byte              `json:"client-key-data,omitempty"`
	Token                 string              `json:"token,omitempty"`
	TokenFile             string              `json:"tokenFile,omitempty"`
	Impersonate           string              `json:"act-as,omitempty"`
	ImpersonateUID        string              `json:"act-as-uid,omitempty"`
	ImpersonateGroups     []string            `json:"act-as-groups,omitempty"`
	ImpersonateUserExtra  map[string][]string `json:"act-as-user-extra,omitempty"`
	Username              string              `json:"username,omitempty"`
	Password              string              `json:"password,omitempty"`
	// AuthProvider specifies a custom authentication plugin for the kubernetes cluster.
	AuthProvider *AuthProviderConfig `json:"auth-provider,omitempty"`
}

// AuthProviderConfig holds the configuration for a specified auth provider.
type AuthProviderConfig struct {
	Name   string            `json:"name"`
	Config map[string]string `json:"config,omitempty"`
}

// Context is a tuple of references to a cluster (how do I communicate with a kubernetes cluster), a
// user (how do I identify myself), and a namespace (what subset of resources do I want to work with).
type Context struct {
	LocationOfOrigin string `json:"-"`
	Cluster          string `json:"cluster"`
	AuthInfo         string `json:"user"`
	Namespace        string `json:"namespace,omitempty"`
}

// NewConfig is a convenience function that returns a new Config object with non-nil maps
func NewConfig() *Config {
	return &Config{
		Preferences: *NewPreferences(),
		Clusters:    make(map[string]*Cluster),
		AuthInfos:   make(map[string]*AuthInfo),
		Contexts:    make(map[string]*Context),
		Extensions:  make(map[string]runtime.Object),
	}
}

// NewContext is a convenience function that returns a new Context object with non-nil maps
func NewContext() *Context { return &Context{} }

// NewCluster is a convenience function that returns a new Cluster object with non-nil maps
func NewCluster() *Cluster { return &Cluster{} }

// NewAuthInfo is a convenience function that returns a new AuthInfo object with non-nil maps
func NewAuthInfo() *AuthInfo { return &AuthInfo{} }

// NewPreferences is a convenience function that returns a new Preferences object with non-nil maps
func NewPreferences() *Preferences {
	return &Preferences{Extensions: make(map[string]runtime.Object)}
}

// IsConfigEmpty returns true if the config is empty.
func IsConfigEmpty(config *Config) bool {
	return len(config.AuthInfos) == 0 && len(config.Clusters) == 0 && len(config.Contexts) == 0 &&
		len(config.CurrentContext) == 0 &&
		len(config.Preferences.Extensions) == 0 && !config.Preferences.Colors &&
		len(config.Extensions) == 0
}
