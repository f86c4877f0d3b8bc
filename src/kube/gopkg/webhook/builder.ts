// The webhook half of sigs.k8s.io/controller-runtime/pkg/builder (v0.24.1 webhook.go):
// WebhookBuilder[T] from `ctrl.NewWebhookManagedBy(mgr, &v1.App{})`, WithValidator / WithDefaulter
// (and the deprecated Custom variants), custom paths, RecoverPanic, Complete. Complete resolves the
// object's GVK through the manager's scheme and registers `/validate-<group with dots as
// dashes>-<version>-<lower-case kind>` (and `/mutate-...`) on mgr.GetWebhookServer(), logging
// `Registering a validating webhook` with GVK and path under `controller-runtime.builder`.
// Engineer K2 appends this part to the builder package (builderPackage(webhookBuilderPart)); it
// relies on the controller half's `gvkForObject` native. A type with a Hub and Convertible spokes also
// gets the conversion webhook at /convert (registerConversionWebhook).

import { goText } from '../../../go/build/go-text.ts';
import type { NativeTable } from '../../../go/interp/native.ts';
import builderGo from './builder.go?raw';
import { customPathSrc } from './builder-custom-path.ts';

export const webhookBuilderSrc = builderGo;

/**
 * The webhook builder of controller-runtime v0.19–v0.22 ([CR] v0.21.0 pkg/builder/webhook.go):
 * `ctrl.NewWebhookManagedBy(mgr).For(&v1.App{})` with the untyped admission.CustomDefaulter /
 * CustomValidator. v0.19 has no DefaulterOption and no custom paths; v0.20 adds WithCustomPath,
 * v0.21 WithValidatorCustomPath / WithDefaulterCustomPath. The helpers (generate*Path, alreadyHandled,
 * generateCustomPath) are the v0.24 part's, appended with it.
 */
function legacyWebhookBuilderSrc(minor: number): string {
  const opts = minor >= 20;
  const customPath = minor >= 20;
  const splitPaths = minor >= 21;
  // v0.19: the object itself may implement the deprecated admission.Defaulter / Validator
  const legacy = minor <= 19;
  return `package builder

import (
	"errors"

	"github.com/go-logr/logr"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/manager"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
	"sigs.k8s.io/controller-runtime/pkg/webhook/conversion"
)

// WebhookBuilder builds a Webhook.
type WebhookBuilder struct {
	apiType                   runtime.Object
	customDefaulter           admission.CustomDefaulter
	customDefaulterOpts       []admission.DefaulterOption
	customValidator           admission.CustomValidator
	customPath                string
	customValidatorCustomPath string
	customDefaulterCustomPath string
	gvk                       schema.GroupVersionKind
	mgr                       manager.Manager
	recoverPanic              *bool
	logConstructor            func(base logr.Logger, req *admission.Request) logr.Logger
	err                       error
}

// WebhookManagedBy returns a new webhook builder.
func WebhookManagedBy(m manager.Manager) *WebhookBuilder {
	return &WebhookBuilder{mgr: m}
}

// For takes a runtime.Object which should be a CR.
// If the given object implements the admission.Defaulter interface, a MutatingWebhook will be wired for this type.
// If the given object implements the admission.Validator interface, a ValidatingWebhook will be wired for this type.
func (blder *WebhookBuilder) For(apiType runtime.Object) *WebhookBuilder {
	if blder.apiType != nil {
		blder.err = errors.New("For(...) should only be called once, could not assign multiple objects for webhook registration")
	}
	blder.apiType = apiType
	return blder
}

// WithDefaulter takes an admission.CustomDefaulter interface, a MutatingWebhook will be wired for this type.
func (blder *WebhookBuilder) WithDefaulter(defaulter admission.CustomDefaulter${opts ? ', opts ...admission.DefaulterOption' : ''}) *WebhookBuilder {
	blder.customDefaulter = defaulter
${opts ? '\tblder.customDefaulterOpts = opts\n' : ''}	return blder
}

// WithValidator takes a admission.CustomValidator interface, a ValidatingWebhook will be wired for this type.
func (blder *WebhookBuilder) WithValidator(validator admission.CustomValidator) *WebhookBuilder {
	blder.customValidator = validator
	return blder
}

// WithLogConstructor overrides the webhook's LogConstructor.
func (blder *WebhookBuilder) WithLogConstructor(logConstructor func(base logr.Logger, req *admission.Request) logr.Logger) *WebhookBuilder {
	blder.logConstructor = logConstructor
	return blder
}

// RecoverPanic indicates whether panics caused by the webhook should be recovered.
func (blder *WebhookBuilder) RecoverPanic(recoverPanic bool) *WebhookBuilder {
	blder.recoverPanic = &recoverPanic
	return blder
}
${
  customPath
    ? `
// WithCustomPath overrides the webhook's default path by the customPath
func (blder *WebhookBuilder) WithCustomPath(customPath string) *WebhookBuilder {
	blder.customPath = customPath
	return blder
}
`
    : ''
}${
  splitPaths
    ? `
// WithValidatorCustomPath overrides the path of the Validator.
func (blder *WebhookBuilder) WithValidatorCustomPath(customPath string) *WebhookBuilder {
	blder.customValidatorCustomPath = customPath
	return blder
}

// WithDefaulterCustomPath overrides the path of the Defaulter.
func (blder *WebhookBuilder) WithDefaulterCustomPath(customPath string) *WebhookBuilder {
	blder.customDefaulterCustomPath = customPath
	return blder
}
`
    : ''
}
// Complete builds the webhook.
func (blder *WebhookBuilder) Complete() error {
	if blder.apiType == nil {
		return errors.New("For() must be called with a valid object")
	}
	gvk, err := gvkForObject(blder.apiType, blder.mgr.GetScheme())
	if err != nil {
		return err
	}
	blder.gvk = gvk
	if blder.logConstructor == nil {
		blder.logConstructor = func(base logr.Logger, req *admission.Request) logr.Logger {
			log := base.WithValues(
				"webhookGroup", gvk.Group,
				"webhookKind", gvk.Kind,
			)
			if req != nil {
				return log.WithValues(
					"namespace", req.Namespace, "name", req.Name,
					"resource", req.Resource, "user", req.UserInfo.Username,
					"requestID", req.UID,
				)
			}
			return log
		}
	}
	if (blder.customPath != "" && blder.customDefaulter != nil && blder.customValidator != nil) || (blder.customPath != "" && blder.customDefaulterCustomPath != "") || (blder.customPath != "" && blder.customValidatorCustomPath != "") {
		return errors.New("only one of CustomDefaulter or CustomValidator should be set when using WithCustomPath. Otherwise, WithDefaulterCustomPath() and WithValidatorCustomPath() should be used")
	}
	if blder.customPath != "" {
		blder.customDefaulterCustomPath = blder.customPath
		blder.customValidatorCustomPath = blder.customPath
	}
	server := blder.mgr.GetWebhookServer()

	${
    legacy
      ? `var mwh *admission.Webhook
	if blder.customDefaulter != nil {
		mwh = admission.WithCustomDefaulter(blder.mgr.GetScheme(), blder.apiType, blder.customDefaulter)
	} else if defaulter, ok := blder.apiType.(admission.Defaulter); ok {
		mwh = admission.DefaultingWebhookFor(blder.mgr.GetScheme(), defaulter)
	} else {
		webhookBuilderLog.Info("skip registering a mutating webhook, object does not implement admission.Defaulter or WithDefaulter wasn't called", "GVK", blder.gvk)
	}
	if mwh != nil {`
      : `if blder.customDefaulter != nil {
		mwh := admission.WithCustomDefaulter(blder.mgr.GetScheme(), blder.apiType, blder.customDefaulter${opts ? ', blder.customDefaulterOpts...' : ''})`
  }
		if blder.recoverPanic != nil {
			mwh = mwh.WithRecoverPanic(*blder.recoverPanic)
		}
		mwh.LogConstructor = blder.logConstructor
		path := generateMutatePath(gvk)
		if blder.customDefaulterCustomPath != "" {
			p, err := generateCustomPath(blder.customDefaulterCustomPath)
			if err != nil {
				return err
			}
			path = p
		}
		if !alreadyHandled(server, path) {
			webhookBuilderLog.Info("Registering a mutating webhook", "GVK", gvk, "path", path)
			server.Register(path, mwh)
		}
	}

	${
    legacy
      ? `var vwh *admission.Webhook
	if blder.customValidator != nil {
		vwh = admission.WithCustomValidator(blder.mgr.GetScheme(), blder.apiType, blder.customValidator)
	} else if validator, ok := blder.apiType.(admission.Validator); ok {
		vwh = admission.ValidatingWebhookFor(blder.mgr.GetScheme(), validator)
	} else {
		webhookBuilderLog.Info("skip registering a validating webhook, object does not implement admission.Validator or WithValidator wasn't called", "GVK", blder.gvk)
	}
	if vwh != nil {`
      : `if blder.customValidator != nil {
		vwh := admission.WithCustomValidator(blder.mgr.GetScheme(), blder.apiType, blder.customValidator)`
  }
		if blder.recoverPanic != nil {
			vwh = vwh.WithRecoverPanic(*blder.recoverPanic)
		}
		vwh.LogConstructor = blder.logConstructor
		path := generateValidatePath(gvk)
		if blder.customValidatorCustomPath != "" {
			p, err := generateCustomPath(blder.customValidatorCustomPath)
			if err != nil {
				return err
			}
			path = p
		}
		if !alreadyHandled(server, path) {
			webhookBuilderLog.Info("Registering a validating webhook", "GVK", gvk, "path", path)
			server.Register(path, vwh)
		}
	}

	// the conversion webhook (registerConversionWebhook)
	ok, err := conversion.IsConvertible(blder.mgr.GetScheme(), blder.apiType)
	if err != nil {
		webhookBuilderLog.Error(err, "conversion check failed", "GVK", gvk)
		return err
	}
	if ok {
		if !alreadyHandled(server, "/convert") {
			server.Register("/convert", conversion.NewWebhookHandler(blder.mgr.GetScheme()))
		}
		webhookBuilderLog.Info("Conversion webhook enabled", "GVK", gvk)
	}
	return blder.err
}
`;
}

/** The v0.24 source's declarations after its Complete (helpers shared with the legacy builder). */
function sharedHelpersSrc(): string {
  // Read here, when an older controller-runtime is asked for (a site page may not have it loaded).
  const v024 = goText(webhookBuilderSrc);
  const i = v024.indexOf('// alreadyHandled:');
  return `package builder

import (
	"errors"
	"strings"

	"k8s.io/apimachinery/pkg/runtime/schema"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook"
)

var webhookBuilderLog = logf.Log.WithName("controller-runtime").WithName("builder")

${v024.slice(i)}`;
}

/** The Go file(s) and natives K2 appends to pkg/builder (contract: webhookBuilderPart()). */
export function webhookBuilderPart(minor = 24): {
  files: { name: string; src: string }[];
  natives: NativeTable;
} {
  if (minor >= 23)
    return {
      files: [
        { name: 'webhook.go', src: webhookBuilderSrc },
        { name: 'webhook_custom_path.go', src: customPathSrc },
      ],
      natives: {},
    };
  return {
    files: [
      { name: 'webhook.go', src: legacyWebhookBuilderSrc(minor) },
      { name: 'webhook_paths.go', src: sharedHelpersSrc() },
    ],
    natives: {},
  };
}

/** The root package's declaration, should K2 want it verbatim (root.ts already has the same). */
export const newWebhookManagedBySrc = `
// NewWebhookManagedBy returns a new webhook builder for the provided type T.
func NewWebhookManagedBy[T runtime.Object](mgr manager.Manager, obj T) *builder.WebhookBuilder[T] {
	return builder.WebhookManagedBy(mgr, obj)
}
`;
