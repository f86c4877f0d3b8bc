// sigs.k8s.io/controller-runtime (package controllerruntime, [CR] alias.go v0.24.1): the aliases
// every kubebuilder main.go and controller uses (ctrl.NewManager, ctrl.Options, ctrl.Result, …),
// and pkg/client/config (GetConfig / GetConfigOrDie) when the client engineer has not provided it.

import type { NativeContext, NativePackage } from '../../../go/interp/native.ts';
import { zero } from '../../../go/interp/values.ts';
import { fillConfig } from '../../bind/client-identity.ts';
import { maybeKubeEnv } from '../../bind/env.ts';
import { goPackage } from '../pkg.ts';
import configSrc from './root-config.go?raw';

/** Root package source; `webhookBuilder`: engineer M's webhook half of pkg/builder is present. */
export function rootSrc(opts: { webhookBuilder: boolean; legacyWebhook?: boolean }): string {
  const webhook = opts.legacyWebhook
    ? `
// NewWebhookManagedBy returns a new webhook builder (controller-runtime v0.19–v0.22: the type
// comes from For).
var NewWebhookManagedBy = builder.WebhookManagedBy
`
    : opts.webhookBuilder
      ? `
// NewWebhookManagedBy returns a new webhook builder for the provided type T.
func NewWebhookManagedBy[T runtime.Object](mgr manager.Manager, obj T) *builder.WebhookBuilder[T] {
	return builder.WebhookManagedBy(mgr, obj)
}
`
      : '';
  return `package controllerruntime

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
${opts.webhookBuilder && !opts.legacyWebhook ? '\t"k8s.io/apimachinery/pkg/runtime"\n' : ''}	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client/config"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/manager"
	"sigs.k8s.io/controller-runtime/pkg/manager/signals"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/scheme"
)

// Builder builds an Application ControllerManagedBy (e.g. Operator) and returns a manager.Manager to start it.
type Builder = builder.Builder

// Request contains the information necessary to reconcile a Kubernetes object.
type Request = reconcile.Request

// Result contains the result of a Reconciler invocation.
type Result = reconcile.Result

// Manager initializes shared dependencies such as Caches and Clients, and provides them to Runnables.
type Manager = manager.Manager

// Options are the arguments for creating a new Manager.
type Options = manager.Options

// SchemeBuilder builds a new Scheme for mapping go types to Kubernetes GroupVersionKinds.
type SchemeBuilder = scheme.Builder

// GroupVersion contains the "group" and the "version", which uniquely identifies the API.
type GroupVersion = schema.GroupVersion

// GroupResource specifies a Group and a Resource, but does not force a version.
type GroupResource = schema.GroupResource

// TypeMeta describes an individual object in an API response or request with strings
// representing the type of the object and its API schema version.
type TypeMeta = metav1.TypeMeta

// ObjectMeta is metadata that all persisted resources must have, which includes all objects
// users must create.
type ObjectMeta = metav1.ObjectMeta

var (
	// GetConfigOrDie creates a *rest.Config for talking to a Kubernetes apiserver.
	GetConfigOrDie = config.GetConfigOrDie

	// GetConfig creates a *rest.Config for talking to a Kubernetes apiserver.
	GetConfig = config.GetConfig

	// NewControllerManagedBy returns a new controller builder that will be started by the provided Manager.
	NewControllerManagedBy = builder.ControllerManagedBy

	// NewManager returns a new Manager for creating Controllers.
	NewManager = manager.New

	// CreateOrUpdate creates or updates the given object obj in the Kubernetes cluster.
	CreateOrUpdate = controllerutil.CreateOrUpdate

	// CreateOrPatch creates or patches the given object obj in the Kubernetes
	// cluster. It returns the executed operation and an error.
	CreateOrPatch = controllerutil.CreateOrPatch

	// SetControllerReference sets owner as a Controller OwnerReference on owned.
	SetControllerReference = controllerutil.SetControllerReference

	// SetupSignalHandler registers for SIGTERM and SIGINT. A context is returned which is canceled
	// on one of these signals.
	SetupSignalHandler = signals.SetupSignalHandler

	// Log is the base logger used by controller-runtime. It delegates to another logr.Logger.
	// You *must* call SetLogger to get any actual logging.
	Log = log.Log

	// LoggerFrom returns a logger with predefined values from a context.Context.
	LoggerFrom = log.FromContext

	// LoggerInto takes a context and sets the logger as one of its keys.
	LoggerInto = log.IntoContext

	// SetLogger sets a concrete logging implementation for all deferred Loggers.
	SetLogger = log.SetLogger
)
${webhook}`;
}

export function rootPackage(opts: {
  webhookBuilder: () => boolean;
  legacyWebhook?: boolean;
}): () => NativePackage {
  let pkg: NativePackage | undefined;
  return () => {
    pkg ??= goPackage({
      path: 'sigs.k8s.io/controller-runtime',
      files: {
        'alias.go': rootSrc({ webhookBuilder: opts.webhookBuilder(), legacyWebhook: opts.legacyWebhook }),
      },
    })();
    return pkg;
  };
}

/** `rest.Config` for the run's identity (K1's simulated client certificate), or nil without a cluster. */
const loadConfig = (ctx: NativeContext) => {
  const env = maybeKubeEnv();
  if (env === undefined) return null;
  const cfg = zero(ctx.typeOf('k8s.io/client-go/rest', 'Config'));
  fillConfig(cfg, 'https://127.0.0.1:6443', env.identity);
  return cfg;
};

export const clientConfigPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/client/config',
  files: { 'config.go': configSrc },
  natives: { loadConfig },
});
