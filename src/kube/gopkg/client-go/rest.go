package rest

import (
	"errors"
	"net/http"
	"os"
	"time"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
	"k8s.io/client-go/util/flowcontrol"
)

// The rate limit a client gets when its Config sets no QPS / Burst ([CG] rest/config.go).
const (
	DefaultQPS   float32 = 5.0
	DefaultBurst int     = 10
)

// Config holds the common attributes that can be passed to a Kubernetes client on initialization.
type Config struct {
	// Host must be a host string, a host:port pair, or a URL to the base of the apiserver.
	Host string
	// APIPath is a sub-path that points to an API root.
	APIPath string

	// ContentConfig contains settings that affect how objects are transformed when sent to the server.
	ContentConfig

	// Server requires Basic authentication
	Username string
	Password string

	// Server requires Bearer authentication.
	BearerToken string

	// Path to a file containing a BearerToken.
	BearerTokenFile string

	// Impersonate is the configuration that RESTClient will use for impersonation.
	Impersonate ImpersonationConfig

	// Server requires plugin-specified authentication.
	AuthProvider *clientcmdapi.AuthProviderConfig

	// Callback to persist config for AuthProvider.
	AuthConfigPersister AuthProviderConfigPersister

	// TLSClientConfig contains settings to enable transport layer security
	TLSClientConfig

	// UserAgent is an optional field that specifies the caller of this request.
	UserAgent string

	// DisableCompression bypasses automatic GZip compression requests to the server.
	DisableCompression bool

	// QPS indicates the maximum QPS to the master from this client.
	QPS float32

	// Maximum burst for throttle.
	Burst int

	// Rate limiter for limiting connections to the master from this client. If present overwrites QPS/Burst
	RateLimiter flowcontrol.RateLimiter

	// The maximum length of time to wait before giving up on a server request.
	Timeout time.Duration
}

// ImpersonationConfig has all the available impersonation options
type ImpersonationConfig struct {
	// UserName is the username to impersonate on each request.
	UserName string
	// UID is a unique value that identifies the user.
	UID string
	// Groups are the groups to impersonate on each request.
	Groups []string
	// Extra is a free-form field which can be used to link some authentication information
	// to authorization information.
	Extra map[string][]string
}

// TLSClientConfig contains settings to enable transport layer security
type TLSClientConfig struct {
	// Server should be accessed without verifying the TLS certificate. For testing only.
	Insecure bool
	// ServerName is passed to the server for SNI and is used in the client to check server
	// certificates against.
	ServerName string

	// Server requires TLS client certificate authentication
	CertFile string
	// Server requires TLS client certificate authentication
	KeyFile string
	// Trusted root certificates for server
	CAFile string

	// CertData holds PEM-encoded bytes (typically read from a client certificate file).
	CertData []byte
	// KeyData holds PEM-encoded bytes (typically read from a client certificate key file).
	KeyData []byte
	// CAData holds PEM-encoded bytes (typically read from a root certificates bundle).
	CAData []byte

	// NextProtos is a list of supported application level protocols, in order of preference.
	NextProtos []string
}

// ContentConfig contains settings that affect how objects are transformed when sent to the server.
type ContentConfig struct {
	// AcceptContentTypes specifies the types the client will accept and is optional.
	AcceptContentTypes string
	// ContentType specifies the wire format used to communicate with the server.
	ContentType string
	// GroupVersion is the API version to talk to.
	GroupVersion *schema.GroupVersion
	// NegotiatedSerializer is used for obtaining encoders and decoders for multiple
	// supported media types.
	NegotiatedSerializer runtime.NegotiatedSerializer
}

// CopyConfig returns a copy of the given config
func CopyConfig(config *Config) *Config {
	c := *config
	c.Impersonate.Groups = append([]string(nil), config.Impersonate.Groups...)
	c.CertData = append([]byte(nil), config.CertData...)
	c.KeyData = append([]byte(nil), config.KeyData...)
	c.CAData = append([]byte(nil), config.CAData...)
	if config.AuthProvider != nil {
		provider := *config.AuthProvider
		c.AuthProvider = &provider
	}
	return &c
}

// AnonymousClientConfig returns a copy of the given config with all user credentials (cert/key,
// bearer token, and username/password) and custom transports (WrapTransport, Transport) removed.
func AnonymousClientConfig(config *Config) *Config {
	return &Config{
		Host:          config.Host,
		APIPath:       config.APIPath,
		ContentConfig: config.ContentConfig,
		TLSClientConfig: TLSClientConfig{
			Insecure:   config.Insecure,
			ServerName: config.ServerName,
			CAFile:     config.TLSClientConfig.CAFile,
			CAData:     config.TLSClientConfig.CAData,
			NextProtos: config.TLSClientConfig.NextProtos,
		},
		UserAgent:          config.UserAgent,
		DisableCompression: config.DisableCompression,
		QPS:                config.QPS,
		Burst:              config.Burst,
		Timeout:            config.Timeout,
	}
}

// ErrNotInCluster indicates that the in-cluster configuration could not be loaded.
var ErrNotInCluster = errors.New("unable to load in-cluster configuration, KUBERNETES_SERVICE_HOST and KUBERNETES_SERVICE_PORT must be defined")

// InClusterConfig returns a config object which uses the service account kubernetes gives to pods.
func InClusterConfig() (*Config, error) {
	host, port := os.Getenv("KUBERNETES_SERVICE_HOST"), os.Getenv("KUBERNETES_SERVICE_PORT")
	if len(host) == 0 || len(port) == 0 {
		return nil, ErrNotInCluster
	}
	return inClusterConfig("https://" + host + ":" + port), nil
}

// inClusterConfig: the simulated pod's service-account credentials (the run's identity).
func inClusterConfig(host string) *Config

// DefaultKubernetesUserAgent returns a User-Agent string built from static global vars.
func DefaultKubernetesUserAgent() string {
	return "main/v0.0.0 (linux/amd64) kubernetes/$Format"
}

// AddUserAgent sets config's UserAgent to the default one followed by "/" and userAgent.
func AddUserAgent(config *Config, userAgent string) *Config {
	fullUserAgent := DefaultKubernetesUserAgent() + "/" + userAgent
	config.UserAgent = fullUserAgent
	return config
}

// HTTPClientFor returns an http.Client that will provide the authentication or transport level
// security defined by the provided Config ([CG] rest/transport.go). The simulated cluster has no
// transport: requests go to its REST handler as the config's identity, whatever the client.
func HTTPClientFor(config *Config) (*http.Client, error) {
	// [CG] rest/transport.go TransportConfig: an auth provider is asked for its transport wrapper
	// first, so the removed gcp and azure plugins fail every client built from such a config.
	if config.AuthProvider != nil {
		if _, err := GetAuthProvider(config.Host, config.AuthProvider, config.AuthConfigPersister); err != nil {
			return nil, err
		}
	}
	if config.Timeout > 0 {
		return &http.Client{Timeout: config.Timeout}, nil
	}
	return http.DefaultClient, nil
}

// CodecFactoryForGeneratedClient returns the provided CodecFactory if there are no enabled client
// feature gates affecting serialization (ClientsAllowCBOR is off by default and not simulated).
func CodecFactoryForGeneratedClient(scheme *runtime.Scheme, codecs serializer.CodecFactory) serializer.CodecFactory {
	return codecs
}
