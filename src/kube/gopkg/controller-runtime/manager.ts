// sigs.k8s.io/controller-runtime/pkg/manager ([CR] pkg/manager/manager.go, internal.go, v0.24.1) and
// pkg/manager/signals. The manager is Go where controller-runtime's is plain control flow (option
// defaults, runnables, the start and stop log lines); its cache, clients and run loop are the
// simulated manager's (src/kube/bind/manager.ts), reached through natives with a handle.

import { managerNatives, notifyOnShutdownNative } from '../../bind/manager.ts';
import { metricsNatives } from '../../bind/metrics.ts';
import { goPackage } from '../pkg.ts';
import { clientLoaders } from '../registry-client.ts';
import { webhookLoaders } from '../registry-webhook.ts';
import signalsSrc from './manager-signals.go?raw';

const RECORD = 'k8s.io/client-go/tools/record';
const EVENTS = 'k8s.io/client-go/tools/events';
const WEBHOOK = 'sigs.k8s.io/controller-runtime/pkg/webhook';

/** Which optional packages (other engineers') exist: the manager exposes them only then. */
function optional(): { record: boolean; events: boolean; webhook: boolean } {
  return {
    record: Object.hasOwn(clientLoaders, RECORD),
    events: Object.hasOwn(clientLoaders, EVENTS),
    webhook: Object.hasOwn(webhookLoaders, WEBHOOK),
  };
}

function managerSrc(): string {
  const o = optional();
  const imports = [
    o.events ? `\tcorev1 "k8s.io/api/core/v1"\n\t"${EVENTS}"` : '',
    o.record ? `\t"${RECORD}"` : '',
    o.events || o.record ? '\t"k8s.io/client-go/tools/reference"' : '',
    o.webhook ? `\t"${WEBHOOK}"` : '',
  ]
    .filter((l) => l !== '')
    .join('\n');
  const recorderMethods = [
    o.record
      ? '\t// GetEventRecorderFor returns a new EventRecorder for the provided name (old events API).\n\tGetEventRecorderFor(name string) record.EventRecorder\n'
      : '',
    o.events
      ? '\t// GetEventRecorder returns a new EventRecorder for the provided name (events.k8s.io API).\n\tGetEventRecorder(name string) events.EventRecorder\n'
      : '',
    o.webhook ? '\t// GetWebhookServer returns a webhook.Server\n\tGetWebhookServer() webhook.Server\n' : '',
  ].join('');
  const webhookOption = o.webhook
    ? '\n\t// WebhookServer is an externally configured webhook.Server. By default, a Manager will create a\n\t// server via webhook.NewServer with default settings.\n\tWebhookServer webhook.Server\n'
    : '';
  const leaderRecorder = o.record
    ? `
// leaderRecorder is the lock's event recorder: the manager's recorder provider's for the holder
// identity ([CR] pkg/leaderelection/leader_election.go: recorderProvider.GetEventRecorderFor(id)).
func (cm *controllerManager) leaderRecorder(id string) resourcelock.EventRecorder {
	return &leaderEventRecorder{cm: cm, r: cm.GetEventRecorderFor(id)}
}

// leaderEventRecorder drops the events the elector records once the manager stops (its "stopped
// leading"): the real one hands them to the provider's broadcaster, which Stop shuts down with the
// already expired shutdown context ([CR] pkg/internal/recorder/recorder.go Stop) as the process
// exits, so they do not reach the API server.
type leaderEventRecorder struct {
	cm *controllerManager
	r  record.EventRecorder
}

func (l *leaderEventRecorder) Eventf(obj runtime.Object, eventType, reason, message string, args ...interface{}) {
	if !l.cm.stopping {
		l.r.Eventf(obj, eventType, reason, message, args...)
	}
}
`
    : `
func (cm *controllerManager) leaderRecorder(id string) resourcelock.EventRecorder { return nil }
`;
  const recorderImpl = [
    leaderRecorder,
    o.record
      ? `
func (cm *controllerManager) GetEventRecorderFor(name string) record.EventRecorder {
	return &loggedRecorder{r: newEventRecorderFor(cm.h, name), log: cm.logger.WithName("events"), scheme: cm.scheme}
}

// loggedRecorder: the provider's broadcaster also hands each event (before the sink's spam filter)
// to a watcher that logs it at V(1) ([CR] pkg/internal/recorder/recorder.go getBroadcaster:
// StartEventWatcher), which a development zap logger prints as DEBUG.
type loggedRecorder struct {
	r      record.EventRecorder
	log    logr.Logger
	scheme *runtime.Scheme
}

func (l *loggedRecorder) logEvent(obj runtime.Object, eventtype, reason, message string) {
	ref, err := reference.GetReference(l.scheme, obj)
	if err != nil || (eventtype != "Normal" && eventtype != "Warning") {
		return
	}
	l.log.V(1).Info(message, "type", eventtype, "object", *ref, "reason", reason)
}

func (l *loggedRecorder) Event(obj runtime.Object, eventtype, reason, message string) {
	l.r.Event(obj, eventtype, reason, message)
	l.logEvent(obj, eventtype, reason, message)
}

func (l *loggedRecorder) Eventf(obj runtime.Object, eventtype, reason, messageFmt string, args ...interface{}) {
	l.r.Eventf(obj, eventtype, reason, messageFmt, args...)
	l.logEvent(obj, eventtype, reason, fmt.Sprintf(messageFmt, args...))
}

func (l *loggedRecorder) AnnotatedEventf(obj runtime.Object, annotations map[string]string, eventtype, reason, messageFmt string, args ...interface{}) {
	l.r.AnnotatedEventf(obj, annotations, eventtype, reason, messageFmt, args...)
	l.logEvent(obj, eventtype, reason, fmt.Sprintf(messageFmt, args...))
}

func newEventRecorderFor(h int, name string) record.EventRecorder
`
      : '',
    o.events
      ? `
func (cm *controllerManager) GetEventRecorder(name string) events.EventRecorder {
	return &loggedEventsRecorder{r: newEventRecorder(cm.h, name), log: cm.logger.WithName("events"), scheme: cm.scheme}
}

// loggedEventsRecorder: the events broadcaster's watcher logs each event at V(1) with its note and,
// as "object", its related reference (nil for most) ([CR] pkg/internal/recorder/recorder.go).
type loggedEventsRecorder struct {
	r      events.EventRecorder
	log    logr.Logger
	scheme *runtime.Scheme
}

func (l *loggedEventsRecorder) Eventf(regarding runtime.Object, related runtime.Object, eventtype, reason, action, note string, args ...interface{}) {
	l.r.Eventf(regarding, related, eventtype, reason, action, note, args...)
	if _, err := reference.GetReference(l.scheme, regarding); err != nil || (eventtype != "Normal" && eventtype != "Warning") {
		return
	}
	var rel *corev1.ObjectReference
	if related != nil {
		rel, _ = reference.GetReference(l.scheme, related)
	}
	l.log.V(1).Info(fmt.Sprintf(note, args...), "type", eventtype, "object", rel, "action", action, "reason", reason)
}

func newEventRecorder(h int, name string) events.EventRecorder
`
      : '',
    o.webhook
      ? `
func (cm *controllerManager) GetWebhookServer() webhook.Server {
	if !cm.webhookAdded {
		if cm.webhookServer == nil {
			cm.webhookServer = webhook.NewServer(webhook.Options{})
		}
		cm.webhookAdded = true
		if err := cm.Add(cm.webhookServer); err != nil {
			panic(fmt.Sprintf("unable to add webhook server to the controller manager: %s", err))
		}
	}
	return cm.webhookServer
}
`
      : '',
  ].join('');
  return `package manager

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/go-logr/logr"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/uuid"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	coordinationv1client "k8s.io/client-go/kubernetes/typed/coordination/v1"
	corev1client "k8s.io/client-go/kubernetes/typed/core/v1"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/leaderelection"
	"k8s.io/client-go/tools/leaderelection/resourcelock"
${imports}
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/config"
	"sigs.k8s.io/controller-runtime/pkg/healthz"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/metrics"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"
	"sigs.k8s.io/controller-runtime/pkg/webhook/conversion"
	"crypto/tls"
	"net/http"
)

// Manager initializes shared dependencies such as Caches and Clients, and provides them to
// Runnables. A Manager is required to create Controllers.
type Manager interface {
	// GetConfig returns an initialized Config
	GetConfig() *rest.Config

	// GetCache returns a cache.Cache
	GetCache() cache.Cache

	// GetScheme returns an initialized Scheme
	GetScheme() *runtime.Scheme

	// GetClient returns a client configured with the Config. This client may
	// not be a fully "direct" client -- it may read from a cache, for
	// instance.
	GetClient() client.Client

	// GetFieldIndexer returns a client.FieldIndexer configured with the client
	GetFieldIndexer() client.FieldIndexer

	// GetRESTMapper returns a RESTMapper
	GetRESTMapper() meta.RESTMapper

	// GetAPIReader returns a reader that will be configured to use the API server directly.
	GetAPIReader() client.Reader

	// GetConverterRegistry returns the converter registry that is used to store conversion.Converter
	// for the conversion endpoint.
	GetConverterRegistry() conversion.Registry
${recorderMethods}
	// Add will set requested dependencies on the component, and cause the component to be
	// started when Start is called.
	Add(Runnable) error

	// Elected is closed when this manager is elected leader of a group of
	// managers, either because it won a leader election or because no leader
	// election was configured.
	Elected() <-chan struct{}

	// AddHealthzCheck allows you to add Healthz checker
	AddHealthzCheck(name string, check healthz.Checker) error

	// AddReadyzCheck allows you to add Readyz checker
	AddReadyzCheck(name string, check healthz.Checker) error

	// Start starts all registered Controllers and blocks until the context is cancelled.
	// Returns an error if there is an error starting any controller.
	Start(ctx context.Context) error

	// GetLogger returns this manager's logger.
	GetLogger() logr.Logger

	// GetControllerOptions returns controller global configuration options.
	GetControllerOptions() config.Controller
}

// Options are the arguments for creating a new Manager.
type Options struct {
	// Scheme is the scheme used to resolve runtime.Objects to GroupVersionKinds / Resources.
	// Defaults to the kubernetes/client-go scheme.Scheme, but it's almost always better
	// to pass your own scheme in.
	Scheme *runtime.Scheme

	// Cache is the cache.Options that will be used to create the default Cache.
	Cache cache.Options

	// NewCache is the function that will create the cache to be used
	// by the manager. If not set this will use the default new cache function.
	//
	// When using a custom NewCache, the Cache options will be passed to the
	// NewCache function.
	//
	// NOTE: LOW LEVEL PRIMITIVE!
	// Only use a custom NewCache if you know what you are doing.
	NewCache cache.NewCacheFunc

	// Client is the client.Options that will be used to create the default Client.
	Client client.Options

	// NewClient is the func that creates the client to be used by the manager.
	// If not set this will create a Client backed by a Cache for read operations
	// and a direct Client for write operations.
	//
	// When using a custom NewClient, the Client options will be passed to the
	// NewClient function.
	//
	// NOTE: LOW LEVEL PRIMITIVE!
	// Only use a custom NewClient if you know what you are doing.
	NewClient client.NewClientFunc

	// Logger is the logger that should be used by this manager.
	// If none is set, it defaults to log.Log global logger.
	Logger logr.Logger

	// LeaderElection determines whether or not to use leader election when
	// starting the manager.
	LeaderElection bool

	// LeaderElectionResourceLock determines which resource lock to use for leader election,
	// defaults to "leases".
	LeaderElectionResourceLock string

	// LeaderElectionNamespace determines the namespace in which the leader
	// election resource will be created.
	LeaderElectionNamespace string

	// LeaderElectionID determines the name of the resource that leader election
	// will use for holding the leader lock.
	LeaderElectionID string

	// LeaderElectionConfig can be specified to override the default configuration
	// that is used to build the leader election client.
	LeaderElectionConfig *rest.Config

	// LeaderElectionReleaseOnCancel defines if the leader should step down voluntarily
	// when the Manager ends.
	LeaderElectionReleaseOnCancel bool

	// LeaderElectionLabels allows a controller to supplement all leader election api calls with a set of custom labels based on
	// the replica attempting to acquire leader status.
	LeaderElectionLabels map[string]string

	// LeaseDuration is the duration that non-leader candidates will
	// wait to force acquire leadership. Default is 15 seconds.
	LeaseDuration *time.Duration

	// RenewDeadline is the duration that the acting controlplane will retry
	// refreshing leadership before giving up. Default is 10 seconds.
	RenewDeadline *time.Duration

	// RetryPeriod is the duration the LeaderElector clients should wait
	// between tries of actions. Default is 2 seconds.
	RetryPeriod *time.Duration

	// Metrics are the metricsserver.Options that will be used to create the metricsserver.Server.
	Metrics metricsserver.Options

	// HealthProbeBindAddress is the TCP address that the controller should bind to
	// for serving health probes. It can be set to "0" or "" to disable serving the health probe.
	HealthProbeBindAddress string

	// Readiness probe endpoint name, defaults to "readyz"
	ReadinessEndpointName string

	// Liveness probe endpoint name, defaults to "healthz"
	LivenessEndpointName string

	// PprofBindAddress is the TCP address that the controller should bind to
	// for serving pprof. It can be set to "" or "0" to disable the pprof serving.
	PprofBindAddress string
${webhookOption}
	// BaseContext is the function that provides Context values to Runnables
	// managed by the Manager.
	BaseContext BaseContextFunc

	// GracefulShutdownTimeout is the duration given to runnable to stop before the manager actually returns on stop.
	GracefulShutdownTimeout *time.Duration

	// Controller contains global configuration options for controllers
	// registered within this manager.
	Controller config.Controller
}

// BaseContextFunc is a function used to provide a base Context to Runnables managed by a Manager.
type BaseContextFunc func() context.Context

// Runnable allows a component to be started.
type Runnable interface {
	// Start starts running the component. The component will stop running
	// when the context is closed. Start blocks until the context is closed or
	// an error occurs.
	Start(context.Context) error
}

// RunnableFunc implements Runnable using a function.
type RunnableFunc func(context.Context) error

// Start implements Runnable.
func (r RunnableFunc) Start(ctx context.Context) error {
	return r(ctx)
}

// LeaderElectionRunnable knows if a Runnable needs to be run in the leader election mode.
type LeaderElectionRunnable interface {
	// NeedLeaderElection returns true if the Runnable needs to be run in the leader election mode.
	NeedLeaderElection() bool
}

// New returns a new Manager for creating Controllers.
func New(config *rest.Config, options Options) (Manager, error) {
	if config == nil {
		return nil, errors.New("must specify Config")
	}
	if options.Scheme == nil {
		options.Scheme = clientgoscheme.Scheme
	}
	if options.Logger.GetSink() == nil {
		options.Logger = logf.Log
	}
	if options.Controller.Logger.GetSink() == nil {
		options.Controller.Logger = options.Logger
	}
	// [CR] pkg/manager/manager.go setOptionsDefaults
	leaseDuration, renewDeadline, retryPeriod := 15*time.Second, 10*time.Second, 2*time.Second
	if options.LeaseDuration == nil {
		options.LeaseDuration = &leaseDuration
	}
	if options.RenewDeadline == nil {
		options.RenewDeadline = &renewDeadline
	}
	if options.RetryPeriod == nil {
		options.RetryPeriod = &retryPeriod
	}
	if options.ReadinessEndpointName == "" {
		options.ReadinessEndpointName = "/readyz"
	}
	if options.LivenessEndpointName == "" {
		options.LivenessEndpointName = "/healthz"
	}
	// [CR] pkg/cluster/cluster.go New: setOptionsDefaults builds the HTTP client first (a kubeconfig
	// user's removed gcp/azure auth-provider fails here); v0.23 wrapped the error instead of logging it
	if _, err := rest.HTTPClientFor(config); err != nil {
		if minor := controllerRuntimeMinor(); minor != 0 && minor < 23 {
			options.Logger.Error(err, "Failed to set defaults")
			return nil, err
		}
		return nil, fmt.Errorf("failed setting cluster default options: %w", err)
	}
	cm := &controllerManager{
		config:          config,
		scheme:          options.Scheme,
		logger:          options.Logger,
		controllerCfg:   options.Controller,
		metrics:         options.Metrics,
		healthProbeAddr: options.HealthProbeBindAddress,
		healthzChecks:   map[string]healthz.Checker{},
		readyzChecks:    map[string]healthz.Checker{},
		elected:         make(chan struct{}),
		baseContext:     options.BaseContext,
		converterRegistry: conversion.NewRegistry(),${o.webhook ? '\n\t\twebhookServer:   options.WebhookServer,' : ''}
	}
	// [CR] pkg/cluster/cluster.go New: the cache comes from NewCache (cache.New by default) with
	// the Cache options, defaulted from the manager's scheme
	var userCache cache.Cache
	made := cachesMade()
	if options.NewCache != nil {
		cacheOpts := options.Cache
		if cacheOpts.Scheme == nil {
			cacheOpts.Scheme = options.Scheme
		}
		c, err := options.NewCache(config, cacheOpts)
		if err != nil {
			return nil, err
		}
		userCache = c
	}
	h, err := newManager(cm, config, options.Scheme, options.Cache, options.Client, userCache, made)
	if err != nil {
		return nil, err
	}
	cm.h = h
	// the lock is made once the cluster is, as New does ([CR] pkg/manager/manager.go)
	leaderConfig := options.LeaderElectionConfig
	if leaderConfig == nil {
		leaderConfig = config
	}
	cm.resourceLock, err = cm.newResourceLock(rest.CopyConfig(leaderConfig), options)
	if err != nil {
		return nil, err
	}
	cm.leaderElectionID = options.LeaderElectionID
	cm.leaderElectionReleaseOnCancel = options.LeaderElectionReleaseOnCancel
	cm.leaseDuration, cm.renewDeadline, cm.retryPeriod = *options.LeaseDuration, *options.RenewDeadline, *options.RetryPeriod
	if options.NewClient != nil {
		// the client NewClient builds reads through the manager's cache
		clientOpts := options.Client
		if clientOpts.Scheme == nil {
			clientOpts.Scheme = options.Scheme
		}
		if clientOpts.Mapper == nil {
			clientOpts.Mapper = cm.mapper
		}
		if clientOpts.Cache == nil {
			clientOpts.Cache = &client.CacheOptions{
				Unstructured: false,
			}
		}
		if clientOpts.Cache.Reader == nil {
			clientOpts.Cache.Reader = cm.cache
		}
		c, err := options.NewClient(config, clientOpts)
		if err != nil {
			return nil, err
		}
		cm.client = c
	}
	return cm, nil
}

// newResourceLock is [CR] pkg/leaderelection/leader_election.go NewResourceLock: nil without
// leader election, else a Lease lock held as os.Hostname() + "_" + a UUID. Here the host name is
// os.Hostname's and the UUID comes from the run's seeded source (util/uuid), so a run repeats.
func (cm *controllerManager) newResourceLock(config *rest.Config, options Options) (resourcelock.Interface, error) {
	if !options.LeaderElection {
		return nil, nil
	}
	if options.LeaderElectionResourceLock == "" {
		options.LeaderElectionResourceLock = resourcelock.LeasesResourceLock
	}
	if options.LeaderElectionID == "" {
		return nil, errors.New("LeaderElectionID must be configured")
	}
	if options.LeaderElectionNamespace == "" {
		// in-cluster, the namespace comes from the service account's namespace file
		options.LeaderElectionNamespace = inClusterNamespace()
		if options.LeaderElectionNamespace == "" {
			return nil, fmt.Errorf("unable to find leader election namespace: %w", errors.New("not running in-cluster, please specify LeaderElectionNamespace"))
		}
	}
	id, err := os.Hostname()
	if err != nil {
		return nil, err
	}
	id = id + "_" + string(uuid.NewUUID())
	config = rest.AddUserAgent(config, "leader-election")
	if options.RenewDeadline != nil && *options.RenewDeadline != 0 {
		config.Timeout = max(*options.RenewDeadline/2, time.Second)
	}
	corev1Client, err := corev1client.NewForConfig(config)
	if err != nil {
		return nil, err
	}
	coordinationClient, err := coordinationv1client.NewForConfig(config)
	if err != nil {
		return nil, err
	}
	return resourcelock.NewWithLabels(options.LeaderElectionResourceLock,
		options.LeaderElectionNamespace,
		options.LeaderElectionID,
		corev1Client,
		coordinationClient,
		resourcelock.ResourceLockConfig{
			Identity:      id,
			EventRecorder: cm.leaderRecorder(id),
		},
		options.LeaderElectionLabels)
}

// cachesMade is how many caches cache.New has made so far in this run.
func cachesMade() int

// newManager creates the simulated manager (cache, clients) and fills cm's cache, client,
// apiReader and mapper; its handle. The cache's options are those of the cache.New call that
// NewCache made (userCache, or one made after the first made), else cacheOpts.
func newManager(cm *controllerManager, config *rest.Config, scheme *runtime.Scheme, cacheOpts cache.Options, clientOpts client.Options, userCache cache.Cache, made int) (int, error)

// inClusterNamespace is the content of /var/run/secrets/kubernetes.io/serviceaccount/namespace: the
// namespace of the run's service account when the manager runs as one (deployed), else "".
func inClusterNamespace() string

// runManager runs the cluster on the virtual clock until done is closed — when the cluster is idle or
// the run's virtual-time limit passes, the simulated signal handler (signals.SetupSignalHandler)
// cancels its context — or a controller's caches fail to sync (its error is returned).
func runManager(h int, done <-chan struct{}) error

// yieldToRunnables lets the goroutines just started run until they block.
func yieldToRunnables()

// startCache starts the informers the manager's cache has made so far.
func startCache(h int)

// runnableFailed makes mgr.Start return err (a runnable's Start failed, e.g. the webhook server's).
func runnableFailed(h int, err error)

// stopManager stops the simulated controllers (their shutdown log lines) and informers.
func stopManager(h int)

// controllerRuntimeMinor is the minor go.mod pins (0 when none): src/kube/bind/cr-minor.ts.
func controllerRuntimeMinor() int

type controllerManager struct {
	h               int
	config          *rest.Config
	scheme          *runtime.Scheme
	logger          logr.Logger
	controllerCfg   config.Controller
	metrics         metricsserver.Options
	healthProbeAddr string
	healthzChecks   map[string]healthz.Checker
	readyzChecks    map[string]healthz.Checker
	elected         chan struct{}
	baseContext     BaseContextFunc
	runnables       []Runnable
	started         bool

	// leader election ([CR] pkg/manager/internal.go)
	resourceLock                  resourcelock.Interface
	leaderElectionID              string
	leaderElectionReleaseOnCancel bool
	leaseDuration                 time.Duration
	renewDeadline                 time.Duration
	retryPeriod                   time.Duration
	stopping                      bool
	stopEngaged                   bool
	leaderStart                   func() error${o.webhook ? '\n\twebhookServer   webhook.Server\n\twebhookAdded    bool' : ''}

	cache     cache.Cache
	client    client.Client
	apiReader client.Reader
	mapper    meta.RESTMapper

	// converterRegistry stores conversion.Converter for the conversion endpoint.
	converterRegistry conversion.Registry
}

func (cm *controllerManager) GetConverterRegistry() conversion.Registry { return cm.converterRegistry }

func (cm *controllerManager) GetConfig() *rest.Config              { return cm.config }
func (cm *controllerManager) GetCache() cache.Cache                { return cm.cache }
func (cm *controllerManager) GetScheme() *runtime.Scheme           { return cm.scheme }
func (cm *controllerManager) GetClient() client.Client             { return cm.client }
func (cm *controllerManager) GetFieldIndexer() client.FieldIndexer { return cm.cache }
func (cm *controllerManager) GetRESTMapper() meta.RESTMapper       { return cm.mapper }
func (cm *controllerManager) GetAPIReader() client.Reader          { return cm.apiReader }
func (cm *controllerManager) GetLogger() logr.Logger               { return cm.logger }
func (cm *controllerManager) GetControllerOptions() config.Controller {
	return cm.controllerCfg
}
${recorderImpl}
// Add sets dependencies on i, and adds it to the list of Runnables to start.
func (cm *controllerManager) Add(r Runnable) error {
	if cm.started {
		if c, ok := r.(startableController); ok {
			return c.StartSources(cm.ctx())
		}
		go r.Start(cm.ctx())
		return nil
	}
	cm.runnables = append(cm.runnables, r)
	return nil
}

func (cm *controllerManager) ctx() context.Context {
	if cm.baseContext != nil {
		return cm.baseContext()
	}
	return context.Background()
}

// startableController is the controller package's controller: its sources start with the
// manager, its worker runs on the simulated clock.
type startableController interface {
	StartSources(ctx context.Context) error
	Handle() int
}

func (cm *controllerManager) Elected() <-chan struct{} {
	return cm.elected
}

// AddHealthzCheck allows you to add Healthz checker.
func (cm *controllerManager) AddHealthzCheck(name string, check healthz.Checker) error {
	if cm.started {
		return fmt.Errorf("unable to add new checker because healthz endpoint has already been created")
	}
	cm.healthzChecks[name] = check
	return nil
}

// AddReadyzCheck allows you to add Readyz checker.
func (cm *controllerManager) AddReadyzCheck(name string, check healthz.Checker) error {
	if cm.started {
		return fmt.Errorf("unable to add new checker because healthz endpoint has already been created")
	}
	cm.readyzChecks[name] = check
	return nil
}

// Start starts the HTTP servers' (simulated) listeners, the controllers and the other runnables,
// then runs the cluster until it is idle or the run's virtual-time limit passes — as if the signal
// handler fired then — and stops everything with the real shutdown log lines.
func (cm *controllerManager) Start(ctx context.Context) (err error) {
	if cm.started {
		return errors.New("manager already started")
	}
	cm.started = true
	internalCtx, cancel := context.WithCancel(ctx)
	defer cancel()

	// the leader elector is made before anything starts ([CR] pkg/manager/internal.go Start)
	var leaderElector *leaderelection.LeaderElector
	if cm.resourceLock != nil {
		leaderElector, err = cm.initLeaderElector(internalCtx)
		if err != nil {
			return fmt.Errorf("failed during initialization leader election process: %w", err)
		}
	}

	var metricsHandler http.Handler
	if addr := cm.metricsAddr(); addr != "0" {
		mlog := logf.Log.WithName("controller-runtime.metrics")
		mlog.Info("Starting metrics server")
		metricsHandler, err = cm.metricsServerHandler(mlog)
		if err != nil {
			return err
		}
		mlog.Info("Serving metrics server", "bindAddress", addr, "secure", cm.metrics.SecureServing)
	}
	if addr := cm.healthProbeAddr; addr != "" && addr != "0" {
		cm.logger.WithValues("name", "health probe", "addr", listenAddr(addr)).Info("starting server")
	}
	if leaderElector == nil {
		close(cm.elected)
	}
	// the cache's informers made before Start (by IndexField) list and watch from here, before the
	// controllers' sources ([CR] pkg/manager/runnable_group.go: Caches start before LeaderElection)
	startCache(cm.h)
	// as the real runnable groups start: webhooks and other runnables, then the controllers; with
	// leader election, the runnables that need it (controllers, and any Runnable that does not say
	// NeedLeaderElection() false: runnable_group.go Add) start once the Lease is held
	var wg sync.WaitGroup
	// each runnable group's context is the manager's base context, cancelled by the stop procedure
	// (StopAndWait), not by Start's, one group after the other ([CR] pkg/manager/runnable_group.go
	// newRunnableGroup, internal.go engageStopProcedure)
	groups := runnableGroups{}
	var othersCancel, leaderRunCancel, hookCancel context.CancelFunc
	groups.others, othersCancel = context.WithCancel(cm.ctx())
	defer othersCancel()
	groups.leader, leaderRunCancel = context.WithCancel(cm.ctx())
	defer leaderRunCancel()
	groups.webhooks, hookCancel = context.WithCancel(cm.ctx())
	defer hookCancel()
	for _, r := range cm.runnables {
		if _, ok := r.(startableController); ok || (leaderElector != nil && needsLeaderElection(r)) {
			continue
		}
		cm.startRunnable(&wg, groups.of(r), r)
	}
	yieldToRunnables()
	var leaderCancel context.CancelFunc
	leaderStopped := make(chan struct{})
	if leaderElector == nil {
		if err := cm.startControllers(internalCtx, false); err != nil {
			return err
		}
	} else {
		// the elector's context is cancelled only after the runnables stopped (engageStopProcedure)
		var leaderCtx context.Context
		leaderCtx, leaderCancel = context.WithCancel(context.WithoutCancel(ctx))
		cm.leaderStart = func() error {
			for _, r := range cm.runnables {
				if _, ok := r.(startableController); !ok && needsLeaderElection(r) {
					cm.startRunnable(&wg, groups.of(r), r)
				}
			}
			return cm.startControllers(internalCtx, true)
		}
		go func() {
			leaderElector.Run(leaderCtx)
			<-leaderCtx.Done()
			close(leaderStopped)
		}()
	}
	err = runManager(cm.h, internalCtx.Done())
	if metricsHandler != nil {
		scrapeMetrics(metricsHandler)
	}
	cancel()
	// the warmup runnable group and its line exist from v0.22 ([CR] pkg/manager/internal.go)
	if minor := controllerRuntimeMinor(); minor == 0 || minor >= 22 {
		cm.logger.Info("Stopping and waiting for warmup runnables")
	}
	cm.stopEngaged = true
	cm.logger.Info("Stopping and waiting for non leader election runnables")
	othersCancel()
	yieldToRunnables()
	cm.logger.Info("Stopping and waiting for leader election runnables")
	leaderRunCancel()
	yieldToRunnables()
	stopManager(cm.h)
	cm.logger.Info("Stopping and waiting for caches")
	cm.logger.Info("Stopping and waiting for webhooks")
	hookCancel()
	wg.Wait()
	cm.logger.Info("Stopping and waiting for HTTP servers")
	if addr := cm.healthProbeAddr; addr != "" && addr != "0" {
		cm.logger.WithValues("name", "health probe", "addr", listenAddr(addr)).Info("shutting down server")
	}
	if cm.metricsAddr() != "0" {
		logf.Log.WithName("controller-runtime.metrics").Info("Shutting down metrics server with timeout of 1 minute")
	}
	cm.logger.Info("Wait completed, proceeding to shutdown the manager")
	if leaderCancel != nil {
		// the Lease is given up here when ReleaseOnCancel is set
		cm.stopping = true
		leaderCancel()
		<-leaderStopped
	}
	return err
}

// stopSequenceError is engageStopProcedure's goroutine draining errChan once the stop began
// ([CR] pkg/manager/internal.go): what a runnable or the leader elector sends then is logged.
func (cm *controllerManager) stopSequenceError(err error) {
	cm.logger.Error(err, "error received after stop sequence was engaged")
}

// needsLeaderElection: runnables run only on the leader unless they say otherwise
// ([CR] pkg/manager/runnable_group.go Add).
func needsLeaderElection(r Runnable) bool {
	if le, ok := r.(LeaderElectionRunnable); ok {
		return le.NeedLeaderElection()
	}
	return true
}

// webhookRunnable is a webhook.Server, which runnable_group.go Add puts in the Webhooks group: it
// stops after the caches, not with the other runnables.
type webhookRunnable interface {
	Register(path string, hook http.Handler)
	StartedChecker() healthz.Checker
}

// runnableGroups are the contexts of the runnable groups a Runnable joins ([CR]
// pkg/manager/runnable_group.go Add): the webhook server's, those that do not need leader election
// (Others), and those that do (LeaderElection).
type runnableGroups struct {
	webhooks, others, leader context.Context
}

func (g runnableGroups) of(r Runnable) context.Context {
	if _, ok := r.(webhookRunnable); ok {
		return g.webhooks
	}
	if needsLeaderElection(r) {
		return g.leader
	}
	return g.others
}

func (cm *controllerManager) startRunnable(wg *sync.WaitGroup, ctx context.Context, r Runnable) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := r.Start(ctx); err != nil {
			if cm.stopEngaged {
				// engageStopProcedure drains errChan: a context.Canceled is dropped, others logged
				if !errors.Is(err, context.Canceled) {
					cm.stopSequenceError(err)
				}
				return
			}
			runnableFailed(cm.h, err)
		}
	}()
}

// startControllers starts the controllers' sources; with leader election, only those that need it
// (the others started with the non-leader runnables' group: runnable_group.go Add).
func (cm *controllerManager) startControllers(ctx context.Context, leader bool) error {
	for _, r := range cm.runnables {
		if c, ok := r.(startableController); ok && (!leader || needsLeaderElection(r)) {
			if err := c.StartSources(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// initLeaderElector is [CR] pkg/manager/internal.go initLeaderElector: once the Lease is held the
// leader-election runnables start and Elected() closes; losing it ends Start with "leader election
// lost".
func (cm *controllerManager) initLeaderElector(ctx context.Context) (*leaderelection.LeaderElector, error) {
	return leaderelection.NewLeaderElector(leaderelection.LeaderElectionConfig{
		Lock:          cm.resourceLock,
		LeaseDuration: cm.leaseDuration,
		RenewDeadline: cm.renewDeadline,
		RetryPeriod:   cm.retryPeriod,
		Callbacks: leaderelection.LeaderCallbacks{
			OnStartedLeading: func(_ context.Context) {
				if err := cm.leaderStart(); err != nil {
					runnableFailed(cm.h, err)
					return
				}
				close(cm.elected)
			},
			OnStoppedLeading: func() {
				if !cm.stopping {
					runnableFailed(cm.h, errors.New("leader election lost"))
					return
				}
				// the elector is cancelled after the runnables stopped, while engageStopProcedure
				// still drains errChan: the error is logged, not returned
				cm.stopSequenceError(errors.New("leader election lost"))
			},
		},
		ReleaseOnCancel: cm.leaderElectionReleaseOnCancel,
		Name:            cm.leaderElectionID,
	})
}

// metricsServerHandler is the metrics server's /metrics handler (the registry in the Prometheus text
// format) behind the Options' filter ([CR] pkg/metrics/server/server.go NewServer and Start).
func (cm *controllerManager) metricsServerHandler(log logr.Logger) (http.Handler, error) {
	if cm.metrics.SecureServing {
		// createListener: the TLS options run on the server's config (kubebuilder's disableHTTP2 logs)
		cfg := &tls.Config{NextProtos: []string{"h2"}}
		for _, op := range cm.metrics.TLSOpts {
			op(cfg)
		}
	}
	var handler http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		w.WriteHeader(http.StatusOK)
		w.Write([]byte(metrics.Registry.WriteText()))
	})
	if cm.metrics.FilterProvider != nil {
		filter, err := cm.metrics.FilterProvider(cm.config, nil)
		if err != nil {
			return nil, fmt.Errorf("filter provider failed to create filter for the metrics server: %w", err)
		}
		handler, err = filter(log.WithValues("path", "/metrics"), handler)
		if err != nil {
			return nil, fmt.Errorf("failed to start metrics server: failed to add metrics filter: %w", err)
		}
	}
	return handler, nil
}

// scrapeRecorder is the ResponseWriter one scrape writes to.
type scrapeRecorder struct {
	header http.Header
	code   int
	body   []byte
}

func (r *scrapeRecorder) Header() http.Header { return r.header }
func (r *scrapeRecorder) WriteHeader(code int) {
	if r.code == 0 {
		r.code = code
	}
}
func (r *scrapeRecorder) Write(b []byte) (int, error) {
	if r.code == 0 {
		r.code = http.StatusOK
	}
	r.body = append(r.body, b...)
	return len(b), nil
}

// scrapeMetrics serves one GET /metrics with the run's scraper token (what Prometheus would fetch
// once the cluster is idle) and keeps the response for the runner.
func scrapeMetrics(handler http.Handler) {
	req, _ := http.NewRequest("GET", "https://controller-manager-metrics-service:8443/metrics", nil)
	req.Header.Set("Authorization", "Bearer "+scraperToken())
	w := &scrapeRecorder{header: http.Header{}}
	handler.ServeHTTP(w, req)
	recordScrape("/metrics", w.code, string(w.body))
}

// scraperToken is the bearer token of whoever scrapes the metrics in this run.
func scraperToken() string

// recordScrape keeps one scrape's response for the runner.
func recordScrape(path string, code int, body string)

// metricsAddr is the metrics server's bind address (":8080" when unset, "0" disables it).
func (cm *controllerManager) metricsAddr() string {
	if cm.metrics.BindAddress == "" {
		return metricsserver.DefaultBindAddress
	}
	return cm.metrics.BindAddress
}

// listenAddr is how net.Listen's address prints for ":8081" ("[::]:8081").
func listenAddr(addr string) string {
	if len(addr) > 0 && addr[0] == ':' {
		return "[::]" + addr
	}
	return addr
}
`;
}

export const managerPackage = (() => {
  let load: (() => ReturnType<ReturnType<typeof goPackage>>) | undefined;
  return () => {
    load ??= goPackage({
      path: 'sigs.k8s.io/controller-runtime/pkg/manager',
      files: { 'manager.go': managerSrc() },
      natives: { ...managerNatives, ...metricsNatives },
    });
    return load();
  };
})();

export const signalsPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/manager/signals',
  files: { 'signal.go': signalsSrc },
  natives: { notifyOnShutdown: notifyOnShutdownNative },
});
