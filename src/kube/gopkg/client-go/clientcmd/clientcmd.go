package clientcmd

// k8s.io/client-go/tools/clientcmd as a program outside the cluster uses it: kubeconfig loading rules,
// overrides, the deferred loading client config and BuildConfigFromFlags, after [CG]
// tools/clientcmd/{loader.go,client_config.go,merged_client_builder.go,validation.go}. The simulated
// machine has one kubeconfig, $HOME/.kube/config, pointing at the run's cluster as the run's
// identity (what `make run` uses); any other file is read from the program's file system.

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	utilerrors "k8s.io/apimachinery/pkg/util/errors"
	restclient "k8s.io/client-go/rest"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
	"k8s.io/client-go/util/homedir"
	"sigs.k8s.io/yaml"
)

const (
	RecommendedConfigPathFlag   = "kubeconfig"
	RecommendedConfigPathEnvVar = "KUBECONFIG"
	RecommendedHomeDir          = ".kube"
	RecommendedFileName         = "config"
	RecommendedSchemaName       = "schema"
)

var (
	RecommendedConfigDir  = filepath.Join(homedir.HomeDir(), RecommendedHomeDir)
	RecommendedHomeFile   = filepath.Join(RecommendedConfigDir, RecommendedFileName)
	RecommendedSchemaFile = filepath.Join(RecommendedConfigDir, RecommendedSchemaName)
)

var (
	ErrNoContext   = errors.New("no context chosen")
	ErrEmptyConfig = NewEmptyConfigError("no configuration has been provided, try setting KUBERNETES_MASTER environment variable")
	// message is for consistency with old behavior
	ErrEmptyCluster = errors.New("cluster has no server defined")
)

// ClusterDefaults has the same behavior as the old EnvVar and DefaultCluster fields
var ClusterDefaults = clientcmdapi.Cluster{Server: getDefaultServer()}

func getDefaultServer() string {
	if server := os.Getenv("KUBERNETES_MASTER"); len(server) > 0 {
		return server
	}
	return ""
}

// NewEmptyConfigError returns an error wrapping the given message which IsEmptyConfig() will recognize as an empty config error
func NewEmptyConfigError(message string) error {
	return &errEmptyConfig{message}
}

type errEmptyConfig struct {
	message string
}

func (e *errEmptyConfig) Error() string {
	return e.message
}

type errContextNotFound struct {
	ContextName string
}

func (e *errContextNotFound) Error() string {
	return fmt.Sprintf("context was not found for specified context: %v", e.ContextName)
}

// IsContextNotFound returns a boolean indicating whether the error is known to
// report that a context was not found
func IsContextNotFound(err error) bool {
	if err == nil {
		return false
	}
	if _, ok := err.(*errContextNotFound); ok || err == ErrNoContext {
		return true
	}
	return strings.Contains(err.Error(), "context was not found for specified context")
}

// IsEmptyConfig returns true if the provided error indicates the provided configuration
// is empty.
func IsEmptyConfig(err error) bool {
	switch t := err.(type) {
	case errConfigurationInvalid:
		if len(t) != 1 {
			return false
		}
		_, ok := t[0].(*errEmptyConfig)
		return ok
	}
	_, ok := err.(*errEmptyConfig)
	return ok
}

// errConfigurationInvalid is a set of errors indicating the configuration is invalid.
type errConfigurationInvalid []error

var _ error = errConfigurationInvalid{}

func newErrConfigurationInvalid(errs []error) error {
	switch len(errs) {
	case 0:
		return nil
	default:
		return errConfigurationInvalid(errs)
	}
}

// Error implements the error interface
func (e errConfigurationInvalid) Error() string {
	return fmt.Sprintf("invalid configuration: %v", utilerrors.NewAggregate(e).Error())
}

// Errors implements the utilerrors.Aggregate interface
func (e errConfigurationInvalid) Errors() []error {
	return e
}

// Is implements the utilerrors.Aggregate interface
func (e errConfigurationInvalid) Is(target error) bool {
	for _, err := range e {
		if errors.Is(err, target) {
			return true
		}
	}
	return false
}

// IsConfigurationInvalid returns true if the provided error indicates the configuration is invalid.
func IsConfigurationInvalid(err error) bool {
	switch err.(type) {
	case *errContextNotFound, errConfigurationInvalid:
		return true
	}
	return IsContextNotFound(err)
}

// ConfigAccess is used by subcommands and methods in this package to load and modify the appropriate config files
type ConfigAccess interface {
	GetLoadingPrecedence() []string
	GetStartingConfig() (*clientcmdapi.Config, error)
	GetDefaultFilename() string
	IsExplicitFile() bool
	GetExplicitFile() string
}

// ClientConfigLoader is used to load a kubeconfig.
type ClientConfigLoader interface {
	ConfigAccess
	// IsDefaultConfig returns true if the returned config matches the defaults.
	IsDefaultConfig(*restclient.Config) bool
	// Load returns the latest config
	Load() (*clientcmdapi.Config, error)
}

// WarningHandler is a function that is called when a warning is encountered while loading kubeconfig files.
type WarningHandler func(error)

func (handler WarningHandler) Warn(err error) {
	// nil: klog.V(1).Info, not shown at klog's default verbosity
	if handler != nil {
		handler(err)
	}
}

// MissingConfigError is an error when the kubeconfig files are all missing.
type MissingConfigError struct {
	Missing []string
}

func (c MissingConfigError) Error() string {
	return fmt.Sprintf("Config not found: %s", strings.Join(c.Missing, ", "))
}

// ClientConfigLoadingRules is an ExplicitPath and string slice of specific locations that are used
// for merging together a Config.
type ClientConfigLoadingRules struct {
	ExplicitPath string
	Precedence   []string

	// MigrationRules is a map of destination files to source files.
	MigrationRules map[string]string

	// DoNotResolvePaths indicates whether or not to resolve paths with respect to the originating files.
	DoNotResolvePaths bool

	// DefaultClientConfig is an optional field indicating what rules to use to calculate a default configuration.
	DefaultClientConfig ClientConfig

	// WarnIfAllMissing indicates whether the configuration files pointed by KUBECONFIG environment
	// variable are present or not.
	WarnIfAllMissing bool

	// Warner is the warning log callback to use in case of missing files.
	Warner WarningHandler
}

// ClientConfigLoadingRules implements the ClientConfigLoader interface.
var _ ClientConfigLoader = &ClientConfigLoadingRules{}

// NewDefaultClientConfigLoadingRules returns a ClientConfigLoadingRules object with default fields
// filled in: the files of $KUBECONFIG, else ~/.kube/config.
func NewDefaultClientConfigLoadingRules() *ClientConfigLoadingRules {
	chain := []string{}
	warnIfAllMissing := false

	envVarFiles := os.Getenv(RecommendedConfigPathEnvVar)
	if len(envVarFiles) != 0 {
		fileList := filepath.SplitList(envVarFiles)
		// prevent the same path load multiple times
		chain = append(chain, deduplicate(fileList)...)
		warnIfAllMissing = true
	} else {
		chain = append(chain, RecommendedHomeFile)
	}

	return &ClientConfigLoadingRules{
		Precedence:       chain,
		MigrationRules:   map[string]string{},
		WarnIfAllMissing: warnIfAllMissing,
	}
}

func deduplicate(s []string) []string {
	encountered := map[string]bool{}
	ret := make([]string, 0)
	for i := range s {
		if encountered[s[i]] {
			continue
		}
		encountered[s[i]] = true
		ret = append(ret, s[i])
	}
	return ret
}

// Load starts by running the MigrationRules and then takes the loading rules and returns a Config
// object based on following rules: the ExplicitPath, if set, must exist and is the only file read;
// otherwise the Precedence files are merged, the first file to set a value wins.
func (rules *ClientConfigLoadingRules) Load() (*clientcmdapi.Config, error) {
	errlist := []error{}
	missingList := []string{}

	kubeConfigFiles := []string{}

	// Make sure a file we were explicitly told to use exists
	if len(rules.ExplicitPath) > 0 {
		if !isRunKubeconfig(rules.ExplicitPath) {
			if _, err := os.Stat(rules.ExplicitPath); os.IsNotExist(err) {
				return nil, err
			}
		}
		kubeConfigFiles = append(kubeConfigFiles, rules.ExplicitPath)
	} else {
		kubeConfigFiles = append(kubeConfigFiles, rules.Precedence...)
	}

	kubeconfigs := []*clientcmdapi.Config{}
	for _, filename := range kubeConfigFiles {
		if len(filename) == 0 {
			continue
		}
		config, err := LoadFromFile(filename)
		if os.IsNotExist(err) {
			// skip missing files
			missingList = append(missingList, filename)
			continue
		}
		if err != nil {
			errlist = append(errlist, fmt.Errorf("error loading config file \"%s\": %v", filename, err))
			continue
		}
		kubeconfigs = append(kubeconfigs, config)
	}

	if rules.WarnIfAllMissing && len(missingList) > 0 && len(kubeconfigs) == 0 {
		rules.Warner.Warn(MissingConfigError{Missing: missingList})
	}

	// maps: the first file to name an entry wins; current-context likewise
	config := clientcmdapi.NewConfig()
	for _, kc := range kubeconfigs {
		for k, v := range kc.Clusters {
			if _, ok := config.Clusters[k]; !ok {
				config.Clusters[k] = v
			}
		}
		for k, v := range kc.AuthInfos {
			if _, ok := config.AuthInfos[k]; !ok {
				config.AuthInfos[k] = v
			}
		}
		for k, v := range kc.Contexts {
			if _, ok := config.Contexts[k]; !ok {
				config.Contexts[k] = v
			}
		}
		if config.CurrentContext == "" {
			config.CurrentContext = kc.CurrentContext
		}
	}
	return config, utilerrors.NewAggregate(errlist)
}

// Migrate uses the MigrationRules map. There is nothing to migrate on the simulated machine.
func (rules *ClientConfigLoadingRules) Migrate() error { return nil }

// GetLoadingPrecedence implements ConfigAccess
func (rules *ClientConfigLoadingRules) GetLoadingPrecedence() []string {
	if len(rules.ExplicitPath) > 0 {
		return []string{rules.ExplicitPath}
	}
	return rules.Precedence
}

// GetStartingConfig implements ConfigAccess
func (rules *ClientConfigLoadingRules) GetStartingConfig() (*clientcmdapi.Config, error) {
	clientConfig := NewNonInteractiveDeferredLoadingClientConfig(rules, &ConfigOverrides{})
	rawConfig, err := clientConfig.RawConfig()
	if os.IsNotExist(err) {
		return clientcmdapi.NewConfig(), nil
	}
	if err != nil {
		return nil, err
	}
	return &rawConfig, nil
}

// GetDefaultFilename implements ConfigAccess
func (rules *ClientConfigLoadingRules) GetDefaultFilename() string {
	// Explicit file if we have one.
	if rules.IsExplicitFile() {
		return rules.GetExplicitFile()
	}
	// Otherwise, first existing file from precedence.
	for _, filename := range rules.GetLoadingPrecedence() {
		if isRunKubeconfig(filename) {
			return filename
		}
		if _, err := os.Stat(filename); err == nil {
			return filename
		}
	}
	// If none exists, use the first from precedence.
	if len(rules.Precedence) > 0 {
		return rules.Precedence[0]
	}
	return ""
}

// IsExplicitFile implements ConfigAccess
func (rules *ClientConfigLoadingRules) IsExplicitFile() bool {
	return len(rules.ExplicitPath) > 0
}

// GetExplicitFile implements ConfigAccess
func (rules *ClientConfigLoadingRules) GetExplicitFile() string {
	return rules.ExplicitPath
}

// IsDefaultConfig returns true if the provided configuration matches the default
func (rules *ClientConfigLoadingRules) IsDefaultConfig(config *restclient.Config) bool {
	if rules.DefaultClientConfig == nil {
		return false
	}
	defaultConfig, err := rules.DefaultClientConfig.ClientConfig()
	if err != nil {
		return false
	}
	return config.Host == defaultConfig.Host && len(config.CertData) == 0 && config.BearerToken == ""
}

// LoadFromFile takes a filename and deserializes the contents into Config object
func LoadFromFile(filename string) (*clientcmdapi.Config, error) {
	if isRunKubeconfig(filename) {
		return runKubeconfig(filename), nil
	}
	kubeConfigBytes, err := os.ReadFile(filename)
	if err != nil {
		return nil, err
	}
	config, err := Load(kubeConfigBytes)
	if err != nil {
		return nil, err
	}
	for _, obj := range config.AuthInfos {
		obj.LocationOfOrigin = filename
	}
	for _, obj := range config.Clusters {
		obj.LocationOfOrigin = filename
	}
	for _, obj := range config.Contexts {
		obj.LocationOfOrigin = filename
	}
	return config, nil
}

// kubeconfig's file form (clientcmd/api/v1): named lists.
type fileConfig struct {
	CurrentContext string `json:"current-context"`
	Clusters       []struct {
		Name    string               `json:"name"`
		Cluster clientcmdapi.Cluster `json:"cluster"`
	} `json:"clusters"`
	AuthInfos []struct {
		Name     string                `json:"name"`
		AuthInfo clientcmdapi.AuthInfo `json:"user"`
	} `json:"users"`
	Contexts []struct {
		Name    string               `json:"name"`
		Context clientcmdapi.Context `json:"context"`
	} `json:"contexts"`
}

// Load takes a byte slice and deserializes the contents into Config object.
func Load(data []byte) (*clientcmdapi.Config, error) {
	config := clientcmdapi.NewConfig()
	// if there's no data in a file, return the default object instead of failing (DecodeInto reject empty input)
	if len(data) == 0 {
		return config, nil
	}
	var f fileConfig
	if err := yaml.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	config.CurrentContext = f.CurrentContext
	for i := range f.Clusters {
		c := f.Clusters[i].Cluster
		config.Clusters[f.Clusters[i].Name] = &c
	}
	for i := range f.AuthInfos {
		a := f.AuthInfos[i].AuthInfo
		config.AuthInfos[f.AuthInfos[i].Name] = &a
	}
	for i := range f.Contexts {
		c := f.Contexts[i].Context
		config.Contexts[f.Contexts[i].Name] = &c
	}
	return config, nil
}

// ClientConfig is used to make it easy to get an api server client
type ClientConfig interface {
	// RawConfig returns the merged result of all overrides
	RawConfig() (clientcmdapi.Config, error)
	// ClientConfig returns a complete client config
	ClientConfig() (*restclient.Config, error)
	// Namespace returns the namespace resulting from the merged
	// result of all overrides and a boolean indicating if it was
	// overridden
	Namespace() (string, bool, error)
	// ConfigAccess returns the rules for loading/persisting the config.
	ConfigAccess() ConfigAccess
}

// ConfigOverrides holds values that should override whatever information is pulled from the actual
// Config object.
type ConfigOverrides struct {
	AuthInfo clientcmdapi.AuthInfo
	// ClusterDefaults are applied before the configured cluster info is loaded.
	ClusterDefaults clientcmdapi.Cluster
	ClusterInfo     clientcmdapi.Cluster
	Context         clientcmdapi.Context
	CurrentContext  string
	Timeout         string
}

// DirectClientConfig wraps a clientcmdapi.Config with overrides.
type DirectClientConfig struct {
	config       clientcmdapi.Config
	contextName  string
	overrides    *ConfigOverrides
	configAccess ConfigAccess
}

// NewDefaultClientConfig creates a DirectClientConfig using the config.CurrentContext as the context name
func NewDefaultClientConfig(config clientcmdapi.Config, overrides *ConfigOverrides) ClientConfig {
	return &DirectClientConfig{config, config.CurrentContext, overrides, NewDefaultClientConfigLoadingRules()}
}

// NewNonInteractiveClientConfig creates a DirectClientConfig using the passed context name and does not have a fallback reader for auth information
func NewNonInteractiveClientConfig(config clientcmdapi.Config, contextName string, overrides *ConfigOverrides, configAccess ConfigAccess) ClientConfig {
	return &DirectClientConfig{config, contextName, overrides, configAccess}
}

// NewClientConfigFromBytes takes your kubeconfig and gives you back a ClientConfig
func NewClientConfigFromBytes(configBytes []byte) (ClientConfig, error) {
	config, err := Load(configBytes)
	if err != nil {
		return nil, err
	}
	return &DirectClientConfig{*config, "", &ConfigOverrides{}, nil}, nil
}

// RESTConfigFromKubeConfig is a convenience method to give back a restconfig from your kubeconfig bytes.
func RESTConfigFromKubeConfig(configBytes []byte) (*restclient.Config, error) {
	clientConfig, err := NewClientConfigFromBytes(configBytes)
	if err != nil {
		return nil, err
	}
	return clientConfig.ClientConfig()
}

func (config *DirectClientConfig) RawConfig() (clientcmdapi.Config, error) {
	return config.config, nil
}

// ClientConfig implements ClientConfig
func (config *DirectClientConfig) ClientConfig() (*restclient.Config, error) {
	// check that getAuthInfo, getContext, and getCluster do not return an error first: the user then
	// sees the immediate cause
	configAuthInfo, err := config.getAuthInfo()
	if err != nil {
		return nil, err
	}
	_, err = config.getContext()
	if err != nil {
		return nil, err
	}
	configClusterInfo, err := config.getCluster()
	if err != nil {
		return nil, err
	}
	if err := config.ConfirmUsable(); err != nil {
		return nil, err
	}

	clientConfig := &restclient.Config{}
	clientConfig.Host = configClusterInfo.Server
	clientConfig.DisableCompression = configClusterInfo.DisableCompression
	if config.overrides != nil && len(config.overrides.Timeout) > 0 {
		timeout, err := time.ParseDuration(config.overrides.Timeout)
		if err != nil {
			return nil, err
		}
		clientConfig.Timeout = timeout
	}
	clientConfig.Insecure = configClusterInfo.InsecureSkipTLSVerify
	clientConfig.ServerName = configClusterInfo.TLSServerName
	clientConfig.CAFile = configClusterInfo.CertificateAuthority
	clientConfig.CAData = configClusterInfo.CertificateAuthorityData

	clientConfig.BearerToken = configAuthInfo.Token
	clientConfig.BearerTokenFile = configAuthInfo.TokenFile
	if len(configAuthInfo.Impersonate) > 0 {
		clientConfig.Impersonate = restclient.ImpersonationConfig{
			UserName: configAuthInfo.Impersonate,
			UID:      configAuthInfo.ImpersonateUID,
			Groups:   configAuthInfo.ImpersonateGroups,
			Extra:    configAuthInfo.ImpersonateUserExtra,
		}
	}
	clientConfig.CertFile = configAuthInfo.ClientCertificate
	clientConfig.CertData = configAuthInfo.ClientCertificateData
	clientConfig.KeyFile = configAuthInfo.ClientKey
	clientConfig.KeyData = configAuthInfo.ClientKeyData
	clientConfig.Username = configAuthInfo.Username
	clientConfig.Password = configAuthInfo.Password
	// [CG] tools/clientcmd/client_config.go getUserIdentificationPartialConfig; the persister that
	// writes a plugin's refreshed config back to the kubeconfig is left nil (GetAuthProvider's no-op):
	// the plugins client-go still has are the gcp and azure stubs, which persist nothing.
	if configAuthInfo.AuthProvider != nil {
		clientConfig.AuthProvider = configAuthInfo.AuthProvider
	}
	return clientConfig, nil
}

// Namespace implements ClientConfig
func (config *DirectClientConfig) Namespace() (string, bool, error) {
	if config.overrides != nil && config.overrides.Context.Namespace != "" {
		// In the event we have an empty config but we do have a namespace override, we should return
		// the namespace override instead of having config.ConfirmUsable() return an error.
		return config.overrides.Context.Namespace, true, nil
	}

	if err := config.ConfirmUsable(); err != nil {
		return "", false, err
	}

	configContext, err := config.getContext()
	if err != nil {
		return "", false, err
	}

	if len(configContext.Namespace) == 0 {
		return "default", false, nil
	}

	return configContext.Namespace, false, nil
}

// ConfigAccess implements ClientConfig
func (config *DirectClientConfig) ConfigAccess() ConfigAccess {
	return config.configAccess
}

// ConfirmUsable looks a particular context and determines if that particular part of the config is
// useable. There might still be errors in the config, but no errors in the sections requested or
// referenced. It does not return early so that it can find as many errors as possible.
func (config *DirectClientConfig) ConfirmUsable() error {
	validationErrors := make([]error, 0)

	var contextName string
	if len(config.contextName) != 0 {
		contextName = config.contextName
	} else {
		contextName = config.config.CurrentContext
	}

	if len(contextName) > 0 {
		_, exists := config.config.Contexts[contextName]
		if !exists {
			validationErrors = append(validationErrors, &errContextNotFound{contextName})
		}
	}

	authInfoName, _ := config.getAuthInfoName()
	authInfo, _ := config.getAuthInfo()
	validationErrors = append(validationErrors, validateAuthInfo(authInfoName, authInfo)...)
	clusterName, _ := config.getClusterName()
	cluster, _ := config.getCluster()
	validationErrors = append(validationErrors, validateClusterInfo(clusterName, cluster)...)
	// when direct client config is specified, and our only error is that no server is defined, we should
	// return a standard "no config" error
	if len(validationErrors) == 1 && validationErrors[0] == ErrEmptyCluster {
		return newErrConfigurationInvalid([]error{ErrEmptyConfig})
	}
	return newErrConfigurationInvalid(validationErrors)
}

func validateClusterInfo(clusterName string, clusterInfo clientcmdapi.Cluster) []error {
	validationErrors := make([]error, 0)
	if clusterInfo.Server == "" && clusterInfo.CertificateAuthority == "" && len(clusterInfo.CertificateAuthorityData) == 0 &&
		clusterInfo.TLSServerName == "" && !clusterInfo.InsecureSkipTLSVerify && clusterInfo.ProxyURL == "" {
		return []error{ErrEmptyCluster}
	}
	if len(clusterInfo.Server) == 0 {
		if len(clusterName) == 0 {
			validationErrors = append(validationErrors, fmt.Errorf("default cluster has no server defined"))
		} else {
			validationErrors = append(validationErrors, fmt.Errorf("no server found for cluster %q", clusterName))
		}
	}
	if len(clusterInfo.CertificateAuthority) != 0 && len(clusterInfo.CertificateAuthorityData) != 0 {
		validationErrors = append(validationErrors, fmt.Errorf("certificate-authority-data and certificate-authority are both specified for %v. certificate-authority-data will override.", clusterName))
	}
	if len(clusterInfo.CertificateAuthority) != 0 {
		if _, err := os.Stat(clusterInfo.CertificateAuthority); err != nil {
			validationErrors = append(validationErrors, fmt.Errorf("unable to read certificate-authority %v for %v due to %w", clusterInfo.CertificateAuthority, clusterName, err))
		}
	}
	return validationErrors
}

func validateAuthInfo(authInfoName string, authInfo clientcmdapi.AuthInfo) []error {
	validationErrors := make([]error, 0)
	usingAuthPath := false
	methods := make([]string, 0, 3)
	if len(authInfo.Token) != 0 {
		methods = append(methods, "token")
	}
	if len(authInfo.Username) != 0 || len(authInfo.Password) != 0 {
		methods = append(methods, "basicAuth")
	}
	if len(authInfo.ClientCertificate) != 0 || len(authInfo.ClientCertificateData) != 0 {
		// Make sure cert data and file aren't both specified
		if len(authInfo.ClientCertificate) != 0 && len(authInfo.ClientCertificateData) != 0 {
			validationErrors = append(validationErrors, fmt.Errorf("client-cert-data and client-cert are both specified for %v. client-cert-data will override.", authInfoName))
		}
		// Make sure key data and file aren't both specified
		if len(authInfo.ClientKey) != 0 && len(authInfo.ClientKeyData) != 0 {
			validationErrors = append(validationErrors, fmt.Errorf("client-key-data and client-key are both specified for %v; client-key-data will override", authInfoName))
		}
		// Make sure a key is specified
		if len(authInfo.ClientKey) == 0 && len(authInfo.ClientKeyData) == 0 {
			validationErrors = append(validationErrors, fmt.Errorf("client-key-data or client-key must be specified for %v to use the clientCert authentication method.", authInfoName))
		}
	}
	// authPath also provides information for the client to identify the server, so allow multiple auth methods in that case
	if (len(methods) > 1) && (!usingAuthPath) {
		validationErrors = append(validationErrors, fmt.Errorf("more than one authentication method found for %v; found %v, only one is allowed", authInfoName, methods))
	}
	return validationErrors
}

// getContextName returns the default, or user-set context name, and a boolean that indicates
// whether the default context name has been overwritten by a user-set flag, or left as its default value
func (config *DirectClientConfig) getContextName() (string, bool) {
	if config.overrides != nil && len(config.overrides.CurrentContext) != 0 {
		return config.overrides.CurrentContext, true
	}
	if len(config.contextName) != 0 {
		return config.contextName, false
	}
	return config.config.CurrentContext, false
}

func (config *DirectClientConfig) getAuthInfoName() (string, bool) {
	if config.overrides != nil && len(config.overrides.Context.AuthInfo) != 0 {
		return config.overrides.Context.AuthInfo, true
	}
	context, _ := config.getContext()
	return context.AuthInfo, false
}

func (config *DirectClientConfig) getClusterName() (string, bool) {
	if config.overrides != nil && len(config.overrides.Context.Cluster) != 0 {
		return config.overrides.Context.Cluster, true
	}
	context, _ := config.getContext()
	return context.Cluster, false
}

// getContext returns the clientcmdapi.Context, or an error if a required context is not found.
func (config *DirectClientConfig) getContext() (clientcmdapi.Context, error) {
	contexts := config.config.Contexts
	contextName, required := config.getContextName()

	mergedContext := clientcmdapi.NewContext()
	if configContext, exists := contexts[contextName]; exists {
		*mergedContext = *configContext
	} else if required {
		return clientcmdapi.Context{}, fmt.Errorf("context %q does not exist", contextName)
	}
	if config.overrides != nil {
		o := config.overrides.Context
		if o.Cluster != "" {
			mergedContext.Cluster = o.Cluster
		}
		if o.AuthInfo != "" {
			mergedContext.AuthInfo = o.AuthInfo
		}
		if o.Namespace != "" {
			mergedContext.Namespace = o.Namespace
		}
	}
	return *mergedContext, nil
}

// getAuthInfo returns the clientcmdapi.AuthInfo, or an error if a required auth info is not found.
func (config *DirectClientConfig) getAuthInfo() (clientcmdapi.AuthInfo, error) {
	authInfos := config.config.AuthInfos
	authInfoName, required := config.getAuthInfoName()

	mergedAuthInfo := clientcmdapi.NewAuthInfo()
	if configAuthInfo, exists := authInfos[authInfoName]; exists {
		*mergedAuthInfo = *configAuthInfo
	} else if required {
		return clientcmdapi.AuthInfo{}, fmt.Errorf("auth info %q does not exist", authInfoName)
	}
	if config.overrides != nil {
		o := config.overrides.AuthInfo
		if o.Token != "" {
			mergedAuthInfo.Token = o.Token
		}
		if o.TokenFile != "" {
			mergedAuthInfo.TokenFile = o.TokenFile
		}
		if o.Impersonate != "" {
			mergedAuthInfo.Impersonate = o.Impersonate
		}
		if len(o.ImpersonateGroups) > 0 {
			mergedAuthInfo.ImpersonateGroups = o.ImpersonateGroups
		}
		if o.Username != "" {
			mergedAuthInfo.Username = o.Username
		}
		if o.Password != "" {
			mergedAuthInfo.Password = o.Password
		}
		if o.ClientCertificate != "" || len(o.ClientCertificateData) > 0 {
			mergedAuthInfo.ClientCertificate = o.ClientCertificate
			mergedAuthInfo.ClientCertificateData = o.ClientCertificateData
		}
		if o.ClientKey != "" || len(o.ClientKeyData) > 0 {
			mergedAuthInfo.ClientKey = o.ClientKey
			mergedAuthInfo.ClientKeyData = o.ClientKeyData
		}
	}
	return *mergedAuthInfo, nil
}

// getCluster returns the clientcmdapi.Cluster, or an error if a required cluster is not found.
func (config *DirectClientConfig) getCluster() (clientcmdapi.Cluster, error) {
	clusterInfos := config.config.Clusters
	clusterInfoName, required := config.getClusterName()

	mergedClusterInfo := clientcmdapi.NewCluster()
	if config.overrides != nil {
		*mergedClusterInfo = config.overrides.ClusterDefaults
	}
	if configClusterInfo, exists := clusterInfos[clusterInfoName]; exists {
		mergeCluster(mergedClusterInfo, *configClusterInfo)
	} else if required {
		return clientcmdapi.Cluster{}, fmt.Errorf("cluster %q does not exist", clusterInfoName)
	}
	if config.overrides != nil {
		mergeCluster(mergedClusterInfo, config.overrides.ClusterInfo)
	}

	// * An override of --insecure-skip-tls-verify=true and no accompanying CA/CA data should clear already-set CA/CA data
	// otherwise, a kubeconfig containing a CA reference would return an error that "CA and insecure-skip-tls-verify couldn't both be set".
	// * An override of --certificate-authority should also override TLS skip settings and CA data, otherwise existing CA data will take precedence.
	if config.overrides != nil {
		caLen := len(config.overrides.ClusterInfo.CertificateAuthority)
		caDataLen := len(config.overrides.ClusterInfo.CertificateAuthorityData)
		if config.overrides.ClusterInfo.InsecureSkipTLSVerify || caLen > 0 || caDataLen > 0 {
			mergedClusterInfo.InsecureSkipTLSVerify = config.overrides.ClusterInfo.InsecureSkipTLSVerify
			mergedClusterInfo.CertificateAuthority = config.overrides.ClusterInfo.CertificateAuthority
			mergedClusterInfo.CertificateAuthorityData = config.overrides.ClusterInfo.CertificateAuthorityData
		}

		// if the --tls-server-name has been set in overrides, use that value.
		// if the --server has been set in overrides, then use the value of --tls-server-name specified on the CLI too.  This gives the property
		// that setting a --server will effectively clear the KUBECONFIG value of tls-server-name if it is specified on the command line which is
		// usually correct.
		if config.overrides.ClusterInfo.TLSServerName != "" || config.overrides.ClusterInfo.Server != "" {
			mergedClusterInfo.TLSServerName = config.overrides.ClusterInfo.TLSServerName
		}
	}
	return *mergedClusterInfo, nil
}

// mergeCluster sets dst's fields to src's non-empty ones (mergo.Merge with WithOverride).
func mergeCluster(dst *clientcmdapi.Cluster, src clientcmdapi.Cluster) {
	if src.Server != "" {
		dst.Server = src.Server
	}
	if src.TLSServerName != "" {
		dst.TLSServerName = src.TLSServerName
	}
	if src.InsecureSkipTLSVerify {
		dst.InsecureSkipTLSVerify = true
	}
	if src.CertificateAuthority != "" {
		dst.CertificateAuthority = src.CertificateAuthority
	}
	if len(src.CertificateAuthorityData) > 0 {
		dst.CertificateAuthorityData = src.CertificateAuthorityData
	}
	if src.ProxyURL != "" {
		dst.ProxyURL = src.ProxyURL
	}
	if src.DisableCompression {
		dst.DisableCompression = true
	}
	if src.LocationOfOrigin != "" {
		dst.LocationOfOrigin = src.LocationOfOrigin
	}
}

// DeferredLoadingClientConfig is a ClientConfig interface that is backed by a client config loader.
// It is used in cases where the loading rules may change after you've instantiated them and you
// want to be sure that the most recent rules are used.
type DeferredLoadingClientConfig struct {
	loader    ClientConfigLoader
	overrides *ConfigOverrides
}

// NewNonInteractiveDeferredLoadingClientConfig creates a ClientConfig using the passed context name
func NewNonInteractiveDeferredLoadingClientConfig(loader ClientConfigLoader, overrides *ConfigOverrides) ClientConfig {
	return &DeferredLoadingClientConfig{loader: loader, overrides: overrides}
}

func (config *DeferredLoadingClientConfig) createClientConfig() (ClientConfig, error) {
	mergedConfig, err := config.loader.Load()
	if err != nil {
		return nil, err
	}
	currentContext := ""
	if config.overrides != nil {
		currentContext = config.overrides.CurrentContext
	}
	return NewNonInteractiveClientConfig(*mergedConfig, currentContext, config.overrides, config.loader), nil
}

func (config *DeferredLoadingClientConfig) RawConfig() (clientcmdapi.Config, error) {
	mergedConfig, err := config.createClientConfig()
	if err != nil {
		return clientcmdapi.Config{}, err
	}
	return mergedConfig.RawConfig()
}

// ClientConfig implements ClientConfig
func (config *DeferredLoadingClientConfig) ClientConfig() (*restclient.Config, error) {
	mergedClientConfig, err := config.createClientConfig()
	if err != nil {
		return nil, err
	}

	// load the configuration and return on non-empty errors and if the
	// content differs from the default config
	mergedConfig, err := mergedClientConfig.ClientConfig()
	switch {
	case err != nil:
		if !IsEmptyConfig(err) {
			// return on any error except empty config
			return nil, err
		}
	case mergedConfig != nil:
		// the configuration is valid, but if this is equal to the defaults we should try
		// in-cluster configuration
		if !config.loader.IsDefaultConfig(mergedConfig) {
			return mergedConfig, nil
		}
	}

	// check for in-cluster configuration and use it
	if inClusterPossible() {
		return restclient.InClusterConfig()
	}

	// return the result of the merged client config
	return mergedConfig, err
}

// Namespace implements KubeConfig
func (config *DeferredLoadingClientConfig) Namespace() (string, bool, error) {
	mergedKubeConfig, err := config.createClientConfig()
	if err != nil {
		return "", false, err
	}

	ns, overridden, err := mergedKubeConfig.Namespace()
	// if we get an error and it is not empty config, or if the merged config defined an explicit namespace, or
	// if in-cluster config is not possible, return immediately
	if (err != nil && !IsEmptyConfig(err)) || overridden || !inClusterPossible() {
		// return on any error except empty config
		return ns, overridden, err
	}

	if len(ns) > 0 {
		// if we got a non-default namespace from the kubeconfig, use it
		if ns != "default" {
			return ns, false, nil
		}

		// if we got a default namespace, determine whether it was explicit or implicit
		if raw, err := mergedKubeConfig.RawConfig(); err == nil {
			// determine the current context
			currentContext := raw.CurrentContext
			if config.overrides != nil && len(config.overrides.CurrentContext) > 0 {
				currentContext = config.overrides.CurrentContext
			}
			if context := raw.Contexts[currentContext]; context != nil && len(context.Namespace) > 0 {
				return ns, false, nil
			}
		}
	}

	// allow the namespace from the service account token directory to be used.
	if ns := os.Getenv("POD_NAMESPACE"); ns != "" {
		return ns, false, nil
	}
	return "default", false, nil
}

// ConfigAccess implements ClientConfig
func (config *DeferredLoadingClientConfig) ConfigAccess() ConfigAccess {
	return config.loader
}

// inClusterPossible: the pod's service environment is there ([CG] clientcmd/client_config.go
// inClusterClientConfig.Possible; the simulated pod's token file is always mounted).
func inClusterPossible() bool {
	return os.Getenv("KUBERNETES_SERVICE_HOST") != "" && os.Getenv("KUBERNETES_SERVICE_PORT") != ""
}

// BuildConfigFromFlags is a helper function that builds configs from a master
// url or a kubeconfig filepath. These are passed in as command line flags for cluster
// components. Warnings should reflect this usage. If neither masterUrl or kubeconfigPath
// are passed in we fallback to inClusterConfig. If inClusterConfig fails, we fallback
// to the default config.
func BuildConfigFromFlags(masterUrl, kubeconfigPath string) (*restclient.Config, error) {
	if kubeconfigPath == "" && masterUrl == "" {
		klogWarning(1, "Neither --kubeconfig nor --master was specified.  Using the inClusterConfig.  This might not work.")
		kubeconfig, err := restclient.InClusterConfig()
		if err == nil {
			return kubeconfig, nil
		}
		klogWarning(2, fmt.Sprint("error creating inClusterConfig, falling back to default config: ", err))
	}
	return NewNonInteractiveDeferredLoadingClientConfig(
		&ClientConfigLoadingRules{ExplicitPath: kubeconfigPath},
		&ConfigOverrides{ClusterInfo: clientcmdapi.Cluster{Server: masterUrl}}).ClientConfig()
}

// klogWarning writes klog's warning line to stderr as klog.Warning does from client_config.go
// (k8s.io/klog/v2 header: severity, mmdd hh:mm:ss.uuuuuu, pid right-aligned in 7, file:line).
// which: BuildConfigFromFlags' first or second warning (their lines differ between client-go minors).
func klogWarning(which int, msg string) {
	file, line := warningSite(which)
	now := time.Now()
	_, month, day := now.Date()
	header := fmt.Sprintf("W%02d%02d %02d:%02d:%02d.%06d %7d %s:%d] ", int(month), day, now.Hour(), now.Minute(), now.Second(), now.Nanosecond()/1000, os.Getpid(), file, line)
	if !strings.HasSuffix(msg, "\n") {
		msg += "\n"
	}
	os.Stderr.WriteString(header + msg)
}

func warningSite(which int) (string, int) {
	minor := clientGoMinor()
	var first int
	switch {
	case minor <= 29:
		first = 618
	case minor <= 31:
		first = 659
	case minor <= 34:
		first = 667
	case minor == 35:
		first = 682
	default:
		first = 683
	}
	if which == 1 {
		return "client_config.go", first
	}
	if minor >= 36 {
		return "client_config.go", first + 6
	}
	return "client_config.go", first + 5
}

// clientGoMinor: k8s.io/client-go v0.<minor> as go.mod requires it.
func clientGoMinor() int

// isRunKubeconfig: is path the machine's kubeconfig, $HOME/.kube/config of the simulated user?
func isRunKubeconfig(path string) bool {
	home, err := os.UserHomeDir()
	if err != nil || path == "" {
		return false
	}
	abs, err := filepath.Abs(path)
	return err == nil && abs == filepath.Join(home, RecommendedHomeDir, RecommendedFileName)
}

// runKubeconfig: the machine's kubeconfig as `oplab cluster serve` writes one (src/cluster/kubeconfig.ts):
// cluster and context "oplab", the user with its client certificate inline.
func runKubeconfig(filename string) *clientcmdapi.Config {
	server, user, cert, key := runCredentials()
	config := clientcmdapi.NewConfig()
	config.Clusters["oplab"] = &clientcmdapi.Cluster{LocationOfOrigin: filename, Server: server}
	config.AuthInfos[user] = &clientcmdapi.AuthInfo{LocationOfOrigin: filename, ClientCertificateData: cert, ClientKeyData: key}
	config.Contexts["oplab"] = &clientcmdapi.Context{LocationOfOrigin: filename, Cluster: "oplab", AuthInfo: user}
	config.CurrentContext = "oplab"
	return config
}

// runCredentials: the run's cluster address and identity (its simulated client certificate).
func runCredentials() (server, user string, cert, key []byte)
