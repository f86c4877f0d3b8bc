// sigs.k8s.io/controller-runtime/pkg/webhook/admission (v0.24.1): typed Validator[T] / Defaulter[T]
// (and the deprecated CustomValidator / CustomDefaulter aliases), the Webhook handler with panic
// recovery, Request/Response and the response helpers. The handlers' decisions follow
// validator_custom.go and defaulter_custom.go: a validator error that is an APIStatus (e.g.
// apierrors.NewInvalid) is returned as that Status; any other error becomes Denied(err.Error()),
// i.e. 403 Forbidden with the message; warnings are always attached. A defaulter's changes become
// a JSON patch against the object the API server sent. Decoding, json.Marshal and the patch are
// natives over the shared codec (src/kube/bind/codec.ts); the rest is Go.

import { admissionNatives } from '../../bind/webhook-go.ts';
import { goPackage } from '../pkg.ts';
import admissionGo from './admission.go?raw';

export const ADMISSION = 'sigs.k8s.io/controller-runtime/pkg/webhook/admission';

// Inline, not a .go?raw import: v019Core rewrites this text when the module loads, and in the site's
// and the prebuilt CLI's bundles such an import is a stand-in until a build reads it (src/go/build/go-text.ts).
const src = `// Package admission provides implementation for admission webhook and methods to implement admission webhook handlers.
package admission

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/go-logr/logr"
	admissionv1 "k8s.io/api/admission/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
)

// Warnings represents warning messages.
type Warnings []string

// Validator defines functions for validating an operation.
// The object to be validated is passed into methods as a parameter.
type Validator[T runtime.Object] interface {
	// ValidateCreate validates the object on creation.
	ValidateCreate(ctx context.Context, obj T) (warnings Warnings, err error)
	// ValidateUpdate validates the object on update.
	ValidateUpdate(ctx context.Context, oldObj, newObj T) (warnings Warnings, err error)
	// ValidateDelete validates the object on deletion.
	ValidateDelete(ctx context.Context, obj T) (warnings Warnings, err error)
}

// CustomValidator defines functions for validating an operation.
//
// Deprecated: CustomValidator is deprecated, use Validator instead
type CustomValidator = Validator[runtime.Object]

// Defaulter defines functions for setting defaults on resources.
type Defaulter[T runtime.Object] interface {
	Default(ctx context.Context, obj T) error
}

// CustomDefaulter defines functions for setting defaults on resources.
//
// Deprecated: CustomDefaulter is deprecated, use Defaulter instead
type CustomDefaulter = Defaulter[runtime.Object]

type defaulterOptions struct {
	removeUnknownOrOmitableFields bool
}

// DefaulterOption defines the type of a CustomDefaulter's option
type DefaulterOption func(*defaulterOptions)

// DefaulterRemoveUnknownOrOmitableFields makes the defaulter prune fields that are in the json object retrieved by the
// webhook but not in the local go type json representation.
func DefaulterRemoveUnknownOrOmitableFields(o *defaulterOptions) {
	o.removeUnknownOrOmitableFields = true
}

// jsonPatchOperation is gomodules.xyz/jsonpatch/v2's Operation, as an alias of its struct type so
// that webhook.JSONPatchOp (the same struct) is interchangeable with it.
type jsonPatchOperation = struct {
	Operation string      \`json:"op"\`
	Path      string      \`json:"path"\`
	Value     interface{} \`json:"value,omitempty"\`
}

// Request defines the input for an admission handler.
type Request struct {
	admissionv1.AdmissionRequest
}

// Response is the output of an admission handler.
type Response struct {
	// Patches are the JSON patches for mutating webhooks.
	Patches []jsonPatchOperation
	// AdmissionResponse is the raw admission response.
	admissionv1.AdmissionResponse
}

// Complete populates any fields that are yet to be set in the underlying AdmissionResponse.
func (r *Response) Complete(req Request) error {
	r.UID = req.UID
	if r.Result == nil {
		r.Result = &metav1.Status{}
	}
	if r.Result.Code == 0 {
		r.Result.Code = http.StatusOK
	}
	if len(r.Patches) == 0 {
		return nil
	}
	patch, err := marshalJSON(r.Patches)
	if err != nil {
		return err
	}
	r.Patch = patch
	pt := admissionv1.PatchTypeJSONPatch
	r.PatchType = &pt
	return nil
}

// Handler can handle an AdmissionRequest.
type Handler interface {
	Handle(context.Context, Request) Response
}

// HandlerFunc implements Handler interface using a single function.
type HandlerFunc func(context.Context, Request) Response

// Handle process the AdmissionRequest by invoking the underlying function.
func (f HandlerFunc) Handle(ctx context.Context, req Request) Response {
	return f(ctx, req)
}

// Webhook represents each individual webhook.
type Webhook struct {
	// Handler actually processes an admission request returning whether it was allowed or denied.
	Handler Handler

	// RecoverPanic indicates whether the panic caused by webhook should be recovered.
	// Defaults to true.
	RecoverPanic *bool

	// LogConstructor is used to construct a logger for logging messages during webhook calls.
	LogConstructor func(base logr.Logger, req *Request) logr.Logger

	log    logr.Logger
	logSet bool
}

// WithRecoverPanic takes a bool flag which indicates whether the panic caused by webhook should be recovered.
func (wh *Webhook) WithRecoverPanic(recoverPanic bool) *Webhook {
	wh.RecoverPanic = &recoverPanic
	return wh
}

// Handle processes AdmissionRequest.
func (wh *Webhook) Handle(ctx context.Context, req Request) (response Response) {
	defer func() {
		if r := recover(); r != nil {
			if wh.RecoverPanic == nil || *wh.RecoverPanic {
				logf.FromContext(ctx).Info(fmt.Sprintf("Observed a panic: %v", r))
				response = Errored(http.StatusInternalServerError, fmt.Errorf("panic: %v [recovered]", r))
				response.UID = req.UID
				return
			}
			panic(r)
		}
	}()

	reqLog := wh.getLogger(&req)
	ctx = logf.IntoContext(ctx, reqLog)

	resp := wh.Handler.Handle(ctx, req)
	if err := resp.Complete(req); err != nil {
		reqLog.Error(err, "unable to encode response")
		resp := Errored(http.StatusInternalServerError, errUnableToEncodeResponse)
		resp.UID = req.UID
		return resp
	}
	return resp
}

var errUnableToEncodeResponse = errors.New("unable to encode response")

// ServeHTTP makes a Webhook an http.Handler for Server.Register. The simulated server hands the
// decoded AdmissionReview to Handle directly; a bare HTTP request carries no review.
func (wh *Webhook) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusBadRequest)
	w.Write([]byte("contentType=, expected application/json"))
}

func (wh *Webhook) getLogger(req *Request) logr.Logger {
	if !wh.logSet {
		wh.log = logf.Log.WithName("admission")
		wh.logSet = true
	}
	logConstructor := wh.LogConstructor
	if logConstructor == nil {
		logConstructor = DefaultLogConstructor
	}
	return logConstructor(wh.log, req)
}

// DefaultLogConstructor adds some commonly interesting fields to the given logger.
func DefaultLogConstructor(base logr.Logger, req *Request) logr.Logger {
	if req != nil {
		return base.WithValues("namespace", req.Namespace, "name", req.Name,
			"resource", req.Resource, "user", req.UserInfo.Username,
			"requestID", req.UID,
		)
	}
	return base
}

type requestContextKey struct{}

// RequestFromContext returns an admission.Request from ctx.
func RequestFromContext(ctx context.Context) (Request, error) {
	if v, ok := ctx.Value(requestContextKey{}).(Request); ok {
		return v, nil
	}
	return Request{}, errors.New("admission.Request not found in context")
}

// NewContextWithRequest returns a new Context, derived from ctx, which carries the provided admission.Request.
func NewContextWithRequest(ctx context.Context, req Request) context.Context {
	return context.WithValue(ctx, requestContextKey{}, req)
}

// Allowed constructs a response indicating that the given operation
// is allowed (without any patches).
func Allowed(message string) Response {
	return ValidationResponse(true, message)
}

// Denied constructs a response indicating that the given operation
// is not allowed.
func Denied(message string) Response {
	return ValidationResponse(false, message)
}

// Patched constructs a response indicating that the given operation is
// allowed, and that the target object should be modified by the given
// JSONPatch operations.
func Patched(message string, patches ...jsonPatchOperation) Response {
	resp := Allowed(message)
	resp.Patches = patches
	return resp
}

// Errored creates a new Response for error-handling a request.
func Errored(code int32, err error) Response {
	return Response{
		AdmissionResponse: admissionv1.AdmissionResponse{
			Allowed: false,
			Result: &metav1.Status{
				Code:    code,
				Message: err.Error(),
			},
		},
	}
}

// ValidationResponse returns a response for admitting a request.
func ValidationResponse(allowed bool, message string) Response {
	code := http.StatusForbidden
	reason := metav1.StatusReasonForbidden
	if allowed {
		code = http.StatusOK
		reason = ""
	}
	resp := Response{
		AdmissionResponse: admissionv1.AdmissionResponse{
			Allowed: allowed,
			Result: &metav1.Status{
				Code:   int32(code),
				Reason: reason,
			},
		},
	}
	if len(message) > 0 {
		resp.Result.Message = message
	}
	return resp
}

// PatchResponseFromRaw takes 2 byte arrays and returns a new response with json patch.
func PatchResponseFromRaw(original, current []byte) Response {
	patches, err := createPatch(original, current)
	if err != nil {
		return Errored(http.StatusInternalServerError, err)
	}
	resp := Response{
		Patches: patches,
		AdmissionResponse: admissionv1.AdmissionResponse{
			Allowed: true,
		},
	}
	if len(patches) > 0 {
		pt := admissionv1.PatchTypeJSONPatch
		resp.PatchType = &pt
	}
	return resp
}

func validationResponseFromStatus(allowed bool, status metav1.Status) Response {
	return Response{
		AdmissionResponse: admissionv1.AdmissionResponse{
			Allowed: allowed,
			Result:  &status,
		},
	}
}

// WithWarnings adds the given warnings to the Response.
// If any warnings were already given, they will not be overwritten.
func (r Response) WithWarnings(warnings ...string) Response {
	r.AdmissionResponse.Warnings = append(r.AdmissionResponse.Warnings, warnings...)
	return r
}

// Decoder knows how to decode the contents of an admission
// request into a concrete object.
type Decoder interface {
	// Decode decodes the inlined object in the AdmissionRequest into the passed-in runtime.Object.
	Decode(req Request, into runtime.Object) error
	// DecodeRaw decodes a RawExtension object into the passed-in runtime.Object.
	DecodeRaw(rawObj admissionv1.RawExtension, into runtime.Object) error
}

type decoder struct {
	scheme *runtime.Scheme
}

// NewDecoder creates a decoder given the runtime.Scheme.
func NewDecoder(scheme *runtime.Scheme) Decoder {
	if scheme == nil {
		panic("scheme should never be nil")
	}
	return &decoder{scheme: scheme}
}

// Decode decodes the inlined object in the AdmissionRequest into the passed-in runtime.Object.
func (d *decoder) Decode(req Request, into runtime.Object) error {
	if len(req.Object.Raw) == 0 {
		return fmt.Errorf("there is no content to decode")
	}
	return d.DecodeRaw(req.Object, into)
}

// DecodeRaw decodes a RawExtension object into the passed-in runtime.Object.
func (d *decoder) DecodeRaw(rawObj admissionv1.RawExtension, into runtime.Object) error {
	if len(rawObj.Raw) == 0 {
		return fmt.Errorf("there is no content to decode")
	}
	return decodeRaw(rawObj.Raw, into)
}

func decodeRaw(raw []byte, into runtime.Object) error

func marshalJSON(v any) ([]byte, error)

func createPatch(original, current []byte) ([]jsonPatchOperation, error)

// newLike returns a new zero object of the pointer type proto holds (reflect.New(typ.Elem())).
func newLike(proto any) any

// WithValidator creates a new Webhook for validating the provided type.
func WithValidator[T runtime.Object](scheme *runtime.Scheme, validator Validator[T]) *Webhook {
	return &Webhook{
		Handler: &validatorForType[T]{
			validator: validator,
			decoder:   NewDecoder(scheme),
			new: func() T {
				var zero T
				return newLike(zero).(T)
			},
		},
	}
}

// WithCustomValidator creates a new Webhook for a CustomValidator.
//
// Deprecated: WithCustomValidator is deprecated, use WithValidator instead
func WithCustomValidator(scheme *runtime.Scheme, obj runtime.Object, validator CustomValidator) *Webhook {
	return &Webhook{
		Handler: &validatorForType[runtime.Object]{
			validator: validator,
			decoder:   NewDecoder(scheme),
			new:       func() runtime.Object { return obj.DeepCopyObject() },
		},
	}
}

type validatorForType[T runtime.Object] struct {
	validator Validator[T]
	decoder   Decoder
	new       func() T
}

// Handle handles admission requests.
func (h *validatorForType[T]) Handle(ctx context.Context, req Request) Response {
	if h.decoder == nil {
		panic("decoder should never be nil")
	}
	if h.validator == nil {
		panic("validator should never be nil")
	}
	ctx = NewContextWithRequest(ctx, req)
	obj := h.new()

	var err error
	var warnings []string
	switch req.Operation {
	case admissionv1.Connect:
		// CONNECT requests are not validated.
	case admissionv1.Create:
		if derr := h.decoder.Decode(req, obj); derr != nil {
			return Errored(http.StatusBadRequest, derr)
		}
		warnings, err = h.validator.ValidateCreate(ctx, obj)
	case admissionv1.Update:
		oldObj := h.new()
		if derr := h.decoder.DecodeRaw(req.Object, obj); derr != nil {
			return Errored(http.StatusBadRequest, derr)
		}
		if derr := h.decoder.DecodeRaw(req.OldObject, oldObj); derr != nil {
			return Errored(http.StatusBadRequest, derr)
		}
		warnings, err = h.validator.ValidateUpdate(ctx, oldObj, obj)
	case admissionv1.Delete:
		// the object being deleted is in OldObject
		if derr := h.decoder.DecodeRaw(req.OldObject, obj); derr != nil {
			return Errored(http.StatusBadRequest, derr)
		}
		warnings, err = h.validator.ValidateDelete(ctx, obj)
	default:
		return Errored(http.StatusBadRequest, fmt.Errorf("unknown operation %q", req.Operation))
	}

	if err != nil {
		var apiStatus apierrors.APIStatus
		if errors.As(err, &apiStatus) {
			return validationResponseFromStatus(false, apiStatus.Status()).WithWarnings(warnings...)
		}
		return Denied(err.Error()).WithWarnings(warnings...)
	}
	return Allowed("").WithWarnings(warnings...)
}

// WithDefaulter creates a new Webhook for a Defaulter interface.
func WithDefaulter[T runtime.Object](scheme *runtime.Scheme, defaulter Defaulter[T], opts ...DefaulterOption) *Webhook {
	options := &defaulterOptions{}
	for _, o := range opts {
		o(options)
	}
	return &Webhook{
		Handler: &defaulterForType[T]{
			defaulter:                     defaulter,
			decoder:                       NewDecoder(scheme),
			removeUnknownOrOmitableFields: options.removeUnknownOrOmitableFields,
			new: func() T {
				var zero T
				return newLike(zero).(T)
			},
		},
	}
}

// WithCustomDefaulter creates a new Webhook for a CustomDefaulter interface.
//
// Deprecated: WithCustomDefaulter is deprecated, use WithDefaulter instead
func WithCustomDefaulter(scheme *runtime.Scheme, obj runtime.Object, defaulter CustomDefaulter, opts ...DefaulterOption) *Webhook {
	options := &defaulterOptions{}
	for _, o := range opts {
		o(options)
	}
	return &Webhook{
		Handler: &defaulterForType[runtime.Object]{
			defaulter:                     defaulter,
			decoder:                       NewDecoder(scheme),
			removeUnknownOrOmitableFields: options.removeUnknownOrOmitableFields,
			new:                           func() runtime.Object { return obj.DeepCopyObject() },
		},
	}
}

type defaulterForType[T runtime.Object] struct {
	defaulter                     Defaulter[T]
	decoder                       Decoder
	removeUnknownOrOmitableFields bool
	new                           func() T
}

// Handle handles admission requests.
func (h *defaulterForType[T]) Handle(ctx context.Context, req Request) Response {
	if h.decoder == nil {
		panic("decoder should never be nil")
	}
	if h.defaulter == nil {
		panic("defaulter should never be nil")
	}
	// DELETE requests are never defaulted
	if req.Operation == admissionv1.Delete {
		return Response{AdmissionResponse: admissionv1.AdmissionResponse{
			Allowed: true,
			Result:  &metav1.Status{Code: http.StatusOK},
		}}
	}
	ctx = NewContextWithRequest(ctx, req)

	obj := h.new()
	if err := h.decoder.Decode(req, obj); err != nil {
		return Errored(http.StatusBadRequest, err)
	}
	original, err := marshalJSON(obj)
	if err != nil {
		return Errored(http.StatusInternalServerError, err)
	}

	if err := h.defaulter.Default(ctx, obj); err != nil {
		var apiStatus apierrors.APIStatus
		if errors.As(err, &apiStatus) {
			return validationResponseFromStatus(false, apiStatus.Status())
		}
		return Denied(err.Error())
	}

	marshalled, err := marshalJSON(obj)
	if err != nil {
		return Errored(http.StatusInternalServerError, err)
	}
	if !h.removeUnknownOrOmitableFields && string(marshalled) == string(original) {
		return Response{AdmissionResponse: admissionv1.AdmissionResponse{Allowed: true}}
	}
	resp := PatchResponseFromRaw(req.Object.Raw, marshalled)
	if !h.removeUnknownOrOmitableFields {
		resp = dropSchemeRemovals(resp, original, req.Object.Raw)
	}
	return resp
}

// dropSchemeRemovals keeps the fields the Go type does not know (or omits when empty): a "remove"
// that the round trip through the Go type alone would also produce is not the defaulter's doing.
func dropSchemeRemovals(r Response, original, raw []byte) Response {
	if !r.Allowed || r.PatchType == nil {
		return r
	}
	hasRemove := false
	for _, p := range r.Patches {
		if p.Operation == "remove" {
			hasRemove = true
		}
	}
	if !hasRemove {
		return r
	}
	byScheme, err := createPatch(raw, original)
	if err != nil {
		return Errored(http.StatusInternalServerError, err)
	}
	removed := map[string]bool{}
	for _, p := range byScheme {
		if p.Operation == "remove" {
			removed[p.Path] = true
		}
	}
	kept := r.Patches[:0]
	for _, p := range r.Patches {
		if p.Operation == "remove" && removed[p.Path] {
			continue
		}
		kept = append(kept, p)
	}
	r.Patches = kept
	if len(r.Patches) == 0 {
		r.PatchType = nil
	}
	return r
}
`;

export const admissionPackage = goPackage({
  path: ADMISSION,
  files: { 'admission.go': src },
  natives: admissionNatives,
});

// controller-runtime v0.19 and earlier (pkg/webhook/admission/validator.go, defaulter.go at v0.19.0):
// the deprecated self-validating Validator / self-defaulting Defaulter interfaces that kubebuilder
// v3 scaffolds (`var _ webhook.Validator = &Memcached{}`), with ValidatingWebhookFor and
// DefaultingWebhookFor. Generic Validator[T] / Defaulter[T] arrived in v0.23 (CustomValidator and
// CustomDefaulter were their own interfaces with the same methods before): here they stay as the
// unexported generic shapes that CustomValidator / CustomDefaulter alias.
const legacySrc = admissionGo;

/** The v0.24 source with the generic Validator[T] / Defaulter[T] and their constructors unexported. */
function v019Core(): string {
  return src
    .replace(/\bValidator\[/g, 'validatorT[')
    .replace(/\bDefaulter\[/g, 'defaulterT[')
    .replace('func WithValidator[', 'func withValidator[')
    .replace('func WithDefaulter[', 'func withDefaulter[');
}

/** pkg/webhook/admission as controller-runtime v0.19 and earlier declare it. */
export const admissionV019Package = goPackage({
  path: ADMISSION,
  files: { 'admission.go': v019Core(), 'validator.go': legacySrc },
  natives: admissionNatives,
});

/**
 * pkg/webhook/admission as controller-runtime v0.20–v0.22 declare it: the untyped Defaulter /
 * Validator are gone (removed in v0.20) and the generic Defaulter[T] / Validator[T] not there yet
 * (v0.23), so `admission.Defaulter[...]` is `undefined` as real Go reports it.
 */
export const admissionV020Package = goPackage({
  path: ADMISSION,
  files: { 'admission.go': v019Core() },
  natives: admissionNatives,
});
