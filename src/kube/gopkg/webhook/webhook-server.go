// Package webhook provides methods to build and bootstrap a webhook server.
package webhook

import (
	"context"
	"crypto/tls"
	"fmt"
	"net/http"
	"os"
	"path/filepath"

	"sigs.k8s.io/controller-runtime/pkg/healthz"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
)

var log = logf.Log.WithName("controller-runtime").WithName("webhook")

// DefaultPort is the default port that the webhook server serves.
var DefaultPort = 9443

// Server is an admission webhook server that can serve traffic and
// generates related k8s resources for deploying.
type Server interface {
	// NeedLeaderElection implements the LeaderElectionRunnable interface.
	NeedLeaderElection() bool

	// Register marks the given webhook as being served at the given path.
	// It panics if two hooks are registered on the same path.
	Register(path string, hook http.Handler)

	// Start runs the server.
	// It will install the webhook related resources depend on the server configuration.
	Start(ctx context.Context) error

	// StartedChecker returns an healthz.Checker which is healthy after the
	// server has been started.
	StartedChecker() healthz.Checker
}

// Options are all the available options for a webhook.Server
type Options struct {
	// Host is the address that the server will listen on.
	// Defaults to "" - all addresses.
	Host string

	// Port is the port number that the server will serve.
	// It will be defaulted to 9443 if unspecified.
	Port int

	// CertDir is the directory that contains the server key and certificate. Defaults to
	// <temp-dir>/k8s-webhook-server/serving-certs.
	CertDir string

	// CertName is the server certificate name. Defaults to tls.crt.
	CertName string

	// KeyName is the server key name. Defaults to tls.key.
	KeyName string

	// ClientCAName is the CA certificate name which server used to verify remote(client)'s certificate.
	// Defaults to "", which means server does not verify client's certificate.
	ClientCAName string

	// TLSOpts is used to allow configuring the TLS config used for the server.
	TLSOpts []func(*tls.Config)
}

// NewServer constructs a new webhook.Server from the provided options.
func NewServer(o Options) Server {
	return &DefaultServer{
		Options: o,
	}
}

// DefaultServer is the default implementation used for Server.
type DefaultServer struct {
	Options Options

	// webhooks keep track of all registered webhooks
	webhooks map[string]http.Handler
	paths    []string

	defaulted bool
	started   bool
}

func (o *Options) setDefaults() {
	if o.Port <= 0 {
		o.Port = DefaultPort
	}
	if len(o.CertDir) == 0 {
		o.CertDir = filepath.Join(os.TempDir(), "k8s-webhook-server", "serving-certs")
	}
	if len(o.CertName) == 0 {
		o.CertName = "tls.crt"
	}
	if len(o.KeyName) == 0 {
		o.KeyName = "tls.key"
	}
}

func (s *DefaultServer) setDefaults() {
	if s.defaulted {
		return
	}
	s.defaulted = true
	s.webhooks = map[string]http.Handler{}
	s.Options.setDefaults()
}

// NeedLeaderElection implements the LeaderElectionRunnable interface, which indicates
// the webhook server doesn't need leader election.
func (*DefaultServer) NeedLeaderElection() bool {
	return false
}

// Register marks the given webhook as being served at the given path.
// It panics if two hooks are registered on the same path.
func (s *DefaultServer) Register(path string, hook http.Handler) {
	s.setDefaults()
	if _, found := s.webhooks[path]; found {
		panic(fmt.Errorf("can't register duplicate path: %v", path))
	}
	s.webhooks[path] = hook
	s.paths = append(s.paths, path)
	if s.started {
		serveLate(s, path, hook)
	}
	regLog := log.WithValues("path", path)
	regLog.Info("Registering webhook")
}

// Handles reports whether a handler is registered at path (the mux lookup the builder does).
func (s *DefaultServer) Handles(path string) bool {
	_, found := s.webhooks[path]
	return found
}

// Start runs the server: it loads the serving certificate from CertDir, listens on Host:Port and
// serves the registered webhooks until ctx is done.
func (s *DefaultServer) Start(ctx context.Context) error {
	s.setDefaults()

	log.Info("Starting webhook server")

	cfg := &tls.Config{
		NextProtos: []string{"h2"},
	}
	for _, op := range s.Options.TLSOpts {
		op(cfg)
	}

	hooks := make([]http.Handler, 0, len(s.paths))
	for _, p := range s.paths {
		hooks = append(hooks, s.webhooks[p])
	}
	if err := serve(ctx, s, s.Options, s.paths, hooks); err != nil {
		return err
	}

	log.Info("Serving webhook server", "host", s.Options.Host, "port", s.Options.Port)
	s.started = true

	<-ctx.Done()
	log.Info("Shutting down webhook server with timeout of 1 minute")
	stopServing(s)
	return nil
}

// StartedChecker returns an healthz.Checker which is healthy after the
// server has been started.
func (s *DefaultServer) StartedChecker() healthz.Checker {
	return func(req *http.Request) error {
		if !s.started {
			return fmt.Errorf("webhook server has not been started yet")
		}
		return nil
	}
}

func serve(ctx context.Context, s *DefaultServer, o Options, paths []string, hooks []http.Handler) error

func serveLate(s *DefaultServer, path string, hook http.Handler)

func stopServing(s *DefaultServer)

// CustomDefaulter defines functions for setting defaults on resources.
//
// Deprecated: Use admission.Defaulter instead.
type CustomDefaulter = admission.CustomDefaulter //nolint:staticcheck

// CustomValidator defines functions for validating an operation.
//
// Deprecated: Use admission.Validator instead.
type CustomValidator = admission.CustomValidator //nolint:staticcheck

// AdmissionRequest defines the input for an admission handler.
type AdmissionRequest = admission.Request

// AdmissionResponse is the output of admission.Handler.
type AdmissionResponse = admission.Response

// Admission is webhook suitable for registration with the server.
type Admission = admission.Webhook

// AdmissionHandler knows how to process admission requests.
type AdmissionHandler = admission.Handler

// AdmissionDecoder knows how to decode objects from admission requests.
type AdmissionDecoder = admission.Decoder

// JSONPatchOp represents a single JSONPatch patch operation (gomodules.xyz/jsonpatch/v2 Operation).
type JSONPatchOp = struct {
	Operation string      `json:"op"`
	Path      string      `json:"path"`
	Value     interface{} `json:"value,omitempty"`
}

var (
	// Allowed indicates that the admission request should be allowed for the given reason.
	Allowed = admission.Allowed

	// Denied indicates that the admission request should be denied for the given reason.
	Denied = admission.Denied

	// Patched indicates that the admission request should be allowed for the given reason,
	// and that the contained object should be patched using the given patches.
	Patched = admission.Patched

	// Errored indicates that an error occurred in the admission request.
	Errored = admission.Errored
)
