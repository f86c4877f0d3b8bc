package builder

import (
	"errors"
	"strings"

	"github.com/go-logr/logr"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/manager"
	"sigs.k8s.io/controller-runtime/pkg/webhook"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
	"sigs.k8s.io/controller-runtime/pkg/webhook/conversion"
)

var webhookBuilderLog = logf.Log.WithName("controller-runtime").WithName("builder")

// converterRegistryOf is mgr.GetConverterRegistry(): one conversion.Registry per manager.
func converterRegistryOf(mgr manager.Manager) conversion.Registry {
	return mgr.GetConverterRegistry()
}

// WebhookBuilder builds a Webhook.
type WebhookBuilder[T runtime.Object] struct {
	converterConstructor      func(*runtime.Scheme) (conversion.Converter, error)
	apiType                   runtime.Object
	customDefaulter           admission.CustomDefaulter //nolint:staticcheck
	defaulter                 admission.Defaulter[T]
	customDefaulterOpts       []admission.DefaulterOption
	customValidator           admission.CustomValidator //nolint:staticcheck
	validator                 admission.Validator[T]
	customValidatorCustomPath string
	customDefaulterCustomPath string
	gvk                       schema.GroupVersionKind
	mgr                       manager.Manager
	recoverPanic              *bool
	logConstructor            func(base logr.Logger, req *admission.Request) logr.Logger
	err                       error
}

// WebhookManagedBy returns a new webhook builder.
func WebhookManagedBy[T runtime.Object](m manager.Manager, object T) *WebhookBuilder[T] {
	return &WebhookBuilder[T]{mgr: m, apiType: object}
}

// WithCustomDefaulter takes an admission.CustomDefaulter interface, a MutatingWebhook with the provided opts (admission.DefaulterOption)
// will be wired for this type.
//
// Deprecated: Use WithDefaulter instead.
func (blder *WebhookBuilder[T]) WithCustomDefaulter(defaulter admission.CustomDefaulter, opts ...admission.DefaulterOption) *WebhookBuilder[T] {
	blder.customDefaulter = defaulter
	blder.customDefaulterOpts = opts
	return blder
}

// WithDefaulter sets up the provided admission.Defaulter in a defaulting webhook.
func (blder *WebhookBuilder[T]) WithDefaulter(defaulter admission.Defaulter[T], opts ...admission.DefaulterOption) *WebhookBuilder[T] {
	blder.defaulter = defaulter
	blder.customDefaulterOpts = opts
	return blder
}

// WithCustomValidator takes a admission.CustomValidator interface, a ValidatingWebhook will be wired for this type.
//
// Deprecated: Use WithValidator instead.
func (blder *WebhookBuilder[T]) WithCustomValidator(validator admission.CustomValidator) *WebhookBuilder[T] {
	blder.customValidator = validator
	return blder
}

// WithValidator sets up the provided admission.Validator in a validating webhook.
func (blder *WebhookBuilder[T]) WithValidator(validator admission.Validator[T]) *WebhookBuilder[T] {
	blder.validator = validator
	return blder
}

// WithConverter takes a func that constructs a converter.Converter.
// The Converter will then be used by the conversion endpoint for the type passed into NewWebhookManagedBy()
func (blder *WebhookBuilder[T]) WithConverter(converterConstructor func(*runtime.Scheme) (conversion.Converter, error)) *WebhookBuilder[T] {
	blder.converterConstructor = converterConstructor
	return blder
}

// WithLogConstructor overrides the webhook's LogConstructor.
func (blder *WebhookBuilder[T]) WithLogConstructor(logConstructor func(base logr.Logger, req *admission.Request) logr.Logger) *WebhookBuilder[T] {
	blder.logConstructor = logConstructor
	return blder
}

// RecoverPanic indicates whether panics caused by the webhook should be recovered.
// Defaults to true.
func (blder *WebhookBuilder[T]) RecoverPanic(recoverPanic bool) *WebhookBuilder[T] {
	blder.recoverPanic = &recoverPanic
	return blder
}

// WithValidatorCustomPath overrides the path of the Validator.
func (blder *WebhookBuilder[T]) WithValidatorCustomPath(customPath string) *WebhookBuilder[T] {
	blder.customValidatorCustomPath = customPath
	return blder
}

// WithDefaulterCustomPath overrides the path of the Defaulter.
func (blder *WebhookBuilder[T]) WithDefaulterCustomPath(customPath string) *WebhookBuilder[T] {
	blder.customDefaulterCustomPath = customPath
	return blder
}

// Complete builds the webhook.
//
// One method body on purpose: the interpreter loses the receiver's type argument when a method of
// a generic type calls another method that instantiates a generic with T (see the report).
func (blder *WebhookBuilder[T]) Complete() error {
	if blder.apiType == nil {
		return errors.New("NewWebhookManagedBy() must be called with a valid object")
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
	server := blder.mgr.GetWebhookServer()

	// the defaulting webhook
	var mwh *admission.Webhook
	if blder.defaulter != nil {
		if blder.customDefaulter != nil {
			return errors.New("only one of Defaulter or CustomDefaulter can be set")
		}
		mwh = admission.WithDefaulter(blder.mgr.GetScheme(), blder.defaulter, blder.customDefaulterOpts...)
	} else if blder.customDefaulter != nil {
		mwh = admission.WithCustomDefaulter(blder.mgr.GetScheme(), blder.apiType, blder.customDefaulter, blder.customDefaulterOpts...)
	}
	if mwh != nil {
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

	// the validating webhook
	var vwh *admission.Webhook
	if blder.validator != nil {
		if blder.customValidator != nil {
			return errors.New("only one of Validator or CustomValidator can be set")
		}
		vwh = admission.WithValidator(blder.mgr.GetScheme(), blder.validator)
	} else if blder.customValidator != nil {
		vwh = admission.WithCustomValidator(blder.mgr.GetScheme(), blder.apiType, blder.customValidator)
	}
	if vwh != nil {
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
	if blder.converterConstructor != nil {
		converter, err := blder.converterConstructor(blder.mgr.GetScheme())
		if err != nil {
			return err
		}
		if err := converterRegistryOf(blder.mgr).RegisterConverter(gvk.GroupKind(), converter); err != nil {
			return err
		}
	} else {
		ok, err := conversion.IsConvertible(blder.mgr.GetScheme(), blder.apiType)
		if err != nil {
			webhookBuilderLog.Error(err, "conversion check failed", "GVK", gvk)
			return err
		}
		if !ok {
			return blder.err
		}
	}
	if !alreadyHandled(server, "/convert") {
		server.Register("/convert", conversion.NewWebhookHandler(blder.mgr.GetScheme(), converterRegistryOf(blder.mgr)))
	}
	webhookBuilderLog.Info("Conversion webhook enabled", "GVK", gvk)
	return blder.err
}

// alreadyHandled: a path the server already serves is skipped, as the real builder asks the
// server's mux (a second builder for the same type registers nothing new).
func alreadyHandled(server webhook.Server, path string) bool {
	if ds, ok := server.(*webhook.DefaultServer); ok {
		return ds.Handles(path)
	}
	return false
}

func generateMutatePath(gvk schema.GroupVersionKind) string {
	return "/mutate-" + strings.ReplaceAll(gvk.Group, ".", "-") + "-" +
		gvk.Version + "-" + strings.ToLower(gvk.Kind)
}

func generateValidatePath(gvk schema.GroupVersionKind) string {
	return "/validate-" + strings.ReplaceAll(gvk.Group, ".", "-") + "-" +
		gvk.Version + "-" + strings.ToLower(gvk.Kind)
}

const webhookPathStringValidation = `^((/[a-zA-Z0-9-_]+)+|/)$`

// validWebhookPath matches webhookPathStringValidation (no regexp package in the simulated std).
func validWebhookPath(p string) bool {
	if p == "/" {
		return true
	}
	if len(p) == 0 || p[0] != '/' {
		return false
	}
	for _, seg := range strings.Split(p[1:], "/") {
		if seg == "" {
			return false
		}
		for _, c := range seg {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return false
			}
		}
	}
	return true
}

func generateCustomPath(customPath string) (string, error) {
	if !validWebhookPath(customPath) {
		return "", errors.New("customPath \"" + customPath + "\" does not match this regex: " + webhookPathStringValidation)
	}
	return customPath, nil
}
