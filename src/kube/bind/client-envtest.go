package envtest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"time"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
)

// [CR] pkg/envtest/server.go: `var log = logf.RuntimeLog.WithName("test-env")`, RuntimeLog being
// log.Log.WithName("controller-runtime").
var log = logf.Log.WithName("controller-runtime").WithName("test-env")

// Environment creates a Kubernetes test environment that will start / stop the Kubernetes control
// plane and install extension APIs. In the simulator the control plane is the run's simulated
// cluster.
type Environment struct {
	// Scheme is used to determine if conversion webhooks should be enabled for a particular CRD / object.
	// If nil, scheme.Scheme is used.
	Scheme *runtime.Scheme

	// Config can be used to talk to the apiserver. It's automatically populated if not set using
	// the standard controller-runtime config loading.
	Config *rest.Config

	// CRDInstallOptions are the options for installing CRDs.
	CRDInstallOptions CRDInstallOptions

	// WebhookInstallOptions are the options for installing webhooks.
	WebhookInstallOptions WebhookInstallOptions

	// ErrorIfCRDPathMissing provides an interface for the underlying CRDInstallOptions.ErrorIfPathMissing.
	ErrorIfCRDPathMissing bool

	// CRDs is a list of CRDs to install.
	// If both this field and CRDs field in CRDInstallOptions are specified, the
	// values are merged.
	CRDs []*apiextensionsv1.CustomResourceDefinition

	// CRDDirectoryPaths is a list of paths containing CRD yaml or json configs.
	// If both this field and Paths field in CRDInstallOptions are specified, the
	// values are merged.
	CRDDirectoryPaths []string

	// BinaryAssetsDirectory is the path where the binaries required for the envtest are located.
	BinaryAssetsDirectory string

	// UseExistingCluster indicates that this environments should use an existing kubeconfig,
	// instead of trying to stand up a new control plane.
	UseExistingCluster *bool

	// ControlPlaneStartTimeout is the maximum duration each controlplane component may take to start.
	ControlPlaneStartTimeout time.Duration

	// ControlPlaneStopTimeout is the maximum duration each controlplane component may take to stop.
	ControlPlaneStopTimeout time.Duration

	// AttachControlPlaneOutput indicates if control plane output will be attached to os.Stdout and os.Stderr.
	AttachControlPlaneOutput bool

	started bool
}

// CRDInstallOptions are the options for installing CRDs.
type CRDInstallOptions struct {
	// Scheme is used to determine if conversion webhooks should be enabled for a particular CRD / object.
	Scheme *runtime.Scheme

	// Paths is a list of paths to the directories or files containing CRDs
	Paths []string

	// CRDs is a list of CRDs to install
	CRDs []*apiextensionsv1.CustomResourceDefinition

	// ErrorIfPathMissing will cause an error if a Path does not exist
	ErrorIfPathMissing bool

	// MaxTime is the max time to wait
	MaxTime time.Duration

	// PollInterval is the interval to check
	PollInterval time.Duration

	// CleanUpAfterUse will cause the CRDs listed for installation to be uninstalled when terminating the test environment.
	CleanUpAfterUse bool
}

// WebhookInstallOptions are the options for installing webhooks.
type WebhookInstallOptions struct {
	// Paths is a list of paths to the directories or files containing the mutating or validating webhooks yaml or json configs.
	Paths []string

	// IgnoreErrorIfPathMissing will ignore an error if a DirectoryPath does not exist when set to true
	IgnoreErrorIfPathMissing bool

	// LocalServingHost is the host for serving webhooks on.
	LocalServingHost string

	// LocalServingPort is the allocated port for serving webhooks on.
	LocalServingPort int

	// LocalServingCertDir is the allocated directory for serving certificates.
	LocalServingCertDir string
}

// User represents a Kubernetes user.
type User struct {
	// Name is the user's Name.
	Name string

	// Groups are the groups to which the user belongs.
	Groups []string
}

// AuthenticatedUser contains access information for an provisioned user, including REST config,
// kubeconfig contents, and user and group information.
type AuthenticatedUser struct {
	User
	cfg *rest.Config
}

// Config returns the REST config that can be used to connect to the API server as this user.
func (u *AuthenticatedUser) Config() *rest.Config {
	return rest.CopyConfig(u.cfg)
}

// Start starts a local Kubernetes server and updates te.ApiserverPort with the port it's listening on.
func (te *Environment) Start() (*rest.Config, error) {
	if te.Scheme == nil {
		te.Scheme = scheme.Scheme
	}
	if te.CRDInstallOptions.Scheme == nil {
		te.CRDInstallOptions.Scheme = te.Scheme
	}
	if te.UseExistingCluster == nil || !*te.UseExistingCluster {
		// ControlPlane.Start starts etcd, then kube-apiserver: a binary exec cannot find fails it,
		// five times (startControlPlane's retries)
		for _, name := range []string{"etcd", "kube-apiserver"} {
			path := binPathFinder(name, te.BinaryAssetsDirectory)
			if !binaryMissing(path) {
				continue
			}
			// exec's error: (*exec.Cmd).Start's *fs.PathError, or LookPath's for a bare name
			var err error = &os.PathError{Op: "fork/exec", Path: path, Err: syscall.ENOENT}
			if !strings.Contains(path, "/") {
				err = fmt.Errorf("exec: %q: executable file not found in $PATH", path)
			}
			for tries := 0; tries < 5; tries++ {
				log.Error(err, "unable to start the controlplane", "tries", tries)
			}
			return nil, fmt.Errorf("unable to start control plane itself: %w", fmt.Errorf("failed to start the controlplane. retried %d times: %w", 5, err))
		}
	}
	paths := append(append([]string(nil), te.CRDInstallOptions.Paths...), te.CRDDirectoryPaths...)
	crds := append(append([]*apiextensionsv1.CustomResourceDefinition(nil), te.CRDInstallOptions.CRDs...), te.CRDs...)
	cfg, err := startControlPlane(paths, te.ErrorIfCRDPathMissing || te.CRDInstallOptions.ErrorIfPathMissing, crds)
	if err != nil {
		return nil, err
	}
	te.Config = cfg
	te.started = true
	return cfg, nil
}

// Stop stops a running server.
func (te *Environment) Stop() error {
	te.started = false
	return nil
}

// AddUser provisions a new user for connecting to this Environment.
func (te *Environment) AddUser(user User, baseConfig *rest.Config) (*AuthenticatedUser, error) {
	if !te.started {
		return nil, fmt.Errorf("unable to provision user %s: control plane is not started", user.Name)
	}
	return &AuthenticatedUser{User: user, cfg: configForUser(user.Name, user.Groups, baseConfig)}, nil
}

// binPathFinder is [CR] pkg/internal/testing/process/bin_path_finder.go BinPathFinder.
func binPathFinder(symbolicName, assetDirectory string) string {
	sanitized := regexp.MustCompile("[^A-Z0-9]+").ReplaceAllString(strings.ToUpper(symbolicName), "_")
	sanitized = regexp.MustCompile("^[0-9]+").ReplaceAllString(sanitized, "")
	if val, ok := os.LookupEnv("TEST_ASSET_" + sanitized); ok {
		return val
	}
	if val, ok := os.LookupEnv("KUBEBUILDER_ASSETS"); ok {
		return filepath.Join(val, symbolicName)
	}
	if assetDirectory != "" {
		return filepath.Join(assetDirectory, symbolicName)
	}
	return filepath.Join("/usr/local/kubebuilder/bin", symbolicName)
}

func binaryMissing(path string) bool

func startControlPlane(paths []string, errorIfMissing bool, crds []*apiextensionsv1.CustomResourceDefinition) (*rest.Config, error)

func configForUser(name string, groups []string, base *rest.Config) *rest.Config
