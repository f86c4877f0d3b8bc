// sigs.k8s.io/controller-runtime/pkg/webhook/conversion ([CR] v0.24.1 pkg/webhook/conversion/
// conversion.go; v0.19–v0.22 take no Registry): the generic CRD conversion webhook the webhook
// builder registers at /convert for a type with a Hub and Convertible spokes. The conversion itself
// is Go, as upstream (decode, allocate the desired version from the scheme, ConvertTo/ConvertFrom,
// via the hub between two spokes); the simulated webhook server calls `convertRaw` for each object
// of the API server's ConversionReview and builds the response (see bind/webhook-go.ts).

import type { NativeContext } from '../../../go/interp/native.ts';
import { goString, jsString } from '../../../go/interp/strings.ts';
import type { Iface, Slice } from '../../../go/interp/values.ts';
import { bytesOf } from '../../bind/codec.ts';
import { admissionNatives } from '../../bind/webhook-go.ts';
import { goPackage } from '../pkg.ts';

export const CONVERSION_WEBHOOK = 'sigs.k8s.io/controller-runtime/pkg/webhook/conversion';

function src(minor: number): string {
  const registry = minor >= 23;
  return `/*
Package conversion provides implementation for CRD conversion webhook that implements handler for version conversion requests for types that are convertible.

See pkg/conversion for interface definitions required to ensure an API Type is convertible.
*/
package conversion

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/conversion"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
)

var (
	log = logf.Log.WithName("conversion-webhook")
)
// Converter converts between two versions of a GroupKind (WithConverter on the webhook builder).
// ([CR] pkg/webhook/conversion/conversion_registry.go, v0.23+; declared at every minor for the
// manager's GetConverterRegistry, hidden from projects before v0.23 by versions.ts.)
type Converter interface {
	ConvertObject(ctx context.Context, src, dst runtime.Object) error
}

type Registry interface {
	RegisterConverter(gk schema.GroupKind, converter Converter) error
	GetConverter(gk schema.GroupKind) (Converter, bool)
}

type registry struct {
	converterByGK map[schema.GroupKind]Converter
}

func NewRegistry() Registry {
	return registry{
		converterByGK: map[schema.GroupKind]Converter{},
	}
}
func (r registry) RegisterConverter(gk schema.GroupKind, converter Converter) error {
	if _, ok := r.converterByGK[gk]; ok {
		return fmt.Errorf("failed to register Converter for GroupKind %s: converter already registered", gk)
	}

	r.converterByGK[gk] = converter
	return nil
}

func (r registry) GetConverter(gk schema.GroupKind) (Converter, bool) {
	c, ok := r.converterByGK[gk]
	return c, ok
}
${
  registry
    ? `
// NewWebhookHandler creates a new conversion webhook handler.
func NewWebhookHandler(scheme *runtime.Scheme, registry Registry) http.Handler {
	return &webhook{scheme: scheme, registry: registry}
}
`
    : `
// NewWebhookHandler creates a new conversion webhook handler.
func NewWebhookHandler(scheme *runtime.Scheme) http.Handler {
	return &webhook{scheme: scheme}
}
`
}
// webhook implements a CRD conversion webhook HTTP handler.
type webhook struct {
	scheme   *runtime.Scheme
	${registry ? 'registry Registry' : ''}
}

var _ http.Handler = &webhook{}

// ServeHTTP: the simulated webhook server hands ConversionReviews to convertRaw.
func (wh *webhook) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	log.Error(nil, "conversion request is nil")
	w.WriteHeader(http.StatusBadRequest)
}

// convertRaw converts one object of a ConversionReview request (handleConvertRequest's loop body).
func (wh *webhook) convertRaw(ctx context.Context, desiredAPIVersion string, raw []byte) (_ []byte, retErr error) {
	defer func() {
		if r := recover(); r != nil {
			retErr = errors.New("internal error occurred during conversion")
		}
	}()
	apiVersion, kind, err := typeMetaOf(raw)
	if err != nil {
		return nil, err
	}
	gvk := schema.FromAPIVersionAndKind(apiVersion, kind)
	src, err := wh.scheme.New(gvk)
	if err != nil {
		return nil, err
	}
	if err := decodeInto(raw, src); err != nil {
		return nil, err
	}
	src.GetObjectKind().SetGroupVersionKind(gvk)
	dst, err := wh.allocateDstObject(desiredAPIVersion, gvk.Kind)
	if err != nil {
		return nil, err
	}
	if err := wh.convertObject(ctx, src, dst); err != nil {
		return nil, err
	}
	return marshalJSON(dst)
}

// convertObject will convert given a src object to dst object.
// Note(droot): couldn't find a way to reduce the cyclomatic complexity under 10
// without compromising the readability, so disabling gocyclo linter
func (wh *webhook) convertObject(ctx context.Context, src, dst runtime.Object) error {
	srcGVK := src.GetObjectKind().GroupVersionKind()
	dstGVK := dst.GetObjectKind().GroupVersionKind()

	if srcGVK.GroupKind() != dstGVK.GroupKind() {
		return fmt.Errorf("src %T and dst %T does not belong to same API Group", src, dst)
	}

	if srcGVK == dstGVK {
		return fmt.Errorf("conversion is not allowed between same type %T", src)
	}
${
  registry
    ? `
	if converter, ok := wh.registry.GetConverter(srcGVK.GroupKind()); ok {
		return converter.ConvertObject(ctx, src, dst)
	}
`
    : ''
}
	srcIsHub, dstIsHub := isHub(src), isHub(dst)
	srcIsConvertible, dstIsConvertible := isConvertible(src), isConvertible(dst)

	switch {
	case srcIsHub && dstIsConvertible:
		return dst.(conversion.Convertible).ConvertFrom(src.(conversion.Hub))
	case dstIsHub && srcIsConvertible:
		return src.(conversion.Convertible).ConvertTo(dst.(conversion.Hub))
	case srcIsConvertible && dstIsConvertible:
		return wh.convertViaHub(src.(conversion.Convertible), dst.(conversion.Convertible))
	default:
		return fmt.Errorf("%T is not convertible to %T", src, dst)
	}
}

func (wh *webhook) convertViaHub(src, dst conversion.Convertible) error {
	hub, err := wh.getHub(src)
	if err != nil {
		return err
	}

	if hub == nil {
		return fmt.Errorf("%s does not have any Hub defined", src)
	}

	err = src.ConvertTo(hub)
	if err != nil {
		return fmt.Errorf("%T failed to convert to hub version %T : %w", src, hub, err)
	}

	err = dst.ConvertFrom(hub)
	if err != nil {
		return fmt.Errorf("%T failed to convert from hub version %T : %w", dst, hub, err)
	}

	return nil
}

// getHub returns an instance of the Hub for passed-in object's group/kind.
func (wh *webhook) getHub(obj runtime.Object) (conversion.Hub, error) {
	gvks, err := objectGVKs(wh.scheme, obj)
	if err != nil {
		return nil, err
	}
	if len(gvks) == 0 {
		return nil, fmt.Errorf("error retrieving gvks for object : %v", obj)
	}

	var hub conversion.Hub
	var hubFoundAlready bool
	for _, gvk := range gvks {
		instance, err := wh.scheme.New(gvk)
		if err != nil {
			return nil, fmt.Errorf("failed to allocate an instance for gvk %v: %w", gvk, err)
		}
		if val, isHub := instance.(conversion.Hub); isHub {
			if hubFoundAlready {
				return nil, fmt.Errorf("multiple hub version defined for %T", obj)
			}
			hubFoundAlready = true
			hub = val
		}
	}
	return hub, nil
}

// allocateDstObject returns an instance for a given GVK.
func (wh *webhook) allocateDstObject(apiVersion, kind string) (runtime.Object, error) {
	gvk := schema.FromAPIVersionAndKind(apiVersion, kind)

	obj, err := wh.scheme.New(gvk)
	if err != nil {
		return obj, err
	}

	obj.GetObjectKind().SetGroupVersionKind(gvk)

	return obj, nil
}

// IsConvertible determines if given type is convertible or not. For a type
// to be convertible, the group-kind needs to have a Hub type defined and all
// non-hub types must be able to convert to/from Hub.
func IsConvertible(scheme *runtime.Scheme, obj runtime.Object) (bool, error) {
	var hubs, spokes, nonSpokes []runtime.Object

	gvks, err := objectGVKs(scheme, obj)
	if err != nil {
		return false, err
	}
	if len(gvks) == 0 {
		return false, fmt.Errorf("error retrieving gvks for object : %v", obj)
	}

	for _, gvk := range gvks {
		instance, err := scheme.New(gvk)
		if err != nil {
			return false, fmt.Errorf("failed to allocate an instance for gvk %v: %w", gvk, err)
		}

		if isHub(instance) {
			hubs = append(hubs, instance)
			continue
		}

		if !isConvertible(instance) {
			nonSpokes = append(nonSpokes, instance)
			continue
		}

		spokes = append(spokes, instance)
	}

	if len(gvks) == 1 {
		return false, nil // single version
	}

	if len(hubs) == 0 && len(spokes) == 0 {
		// multiple version detected with no conversion implementation. This is
		// true for multi-version built-in types.
		return false, nil
	}

	if len(hubs) == 1 && len(nonSpokes) == 0 { // convertible
		return true, nil
	}

	return false, PartialImplementationError{
		hubs:      hubs,
		nonSpokes: nonSpokes,
		spokes:    spokes,
	}
}

// objectGVKs returns all (Group,Version,Kind) for the Group/Kind of given object.
func objectGVKs(scheme *runtime.Scheme, obj runtime.Object) ([]schema.GroupVersionKind, error) {
	// NB: we should not use obj.GetObjectKind().GroupVersionKind() to get the
	// GVK here, since it is parsed from apiVersion and kind fields and it may
	// return empty GVK if obj is an uninitialized object.
	objGVKs, _, err := scheme.ObjectKinds(obj)
	if err != nil {
		return nil, err
	}
	if len(objGVKs) != 1 {
		return nil, fmt.Errorf("expect to get only one GVK for %v", obj)
	}
	objGVK := objGVKs[0]
	knownTypes := scheme.AllKnownTypes()

	var gvks []schema.GroupVersionKind
	for gvk := range knownTypes {
		if objGVK.GroupKind() == gvk.GroupKind() {
			gvks = append(gvks, gvk)
		}
	}
	return gvks, nil
}

// PartialImplementationError represents an error due to partial conversion
// implementation such as hub without spokes, multiple hubs or spoke (convertible)
// without hub.
type PartialImplementationError struct {
	gvk       schema.GroupVersionKind
	hubs      []runtime.Object
	nonSpokes []runtime.Object
	spokes    []runtime.Object
}

func (e PartialImplementationError) Error() string {
	if len(e.hubs) == 0 {
		return fmt.Sprintf("no hub defined for gvk %s", e.gvk)
	}
	if len(e.hubs) > 1 {
		return fmt.Sprintf("multiple(%d) hubs defined for group-kind '%s' ",
			len(e.hubs), e.gvk.GroupKind())
	}
	if len(e.nonSpokes) > 0 {
		return fmt.Sprintf("%d inconvertible types detected for group-kind '%s'",
			len(e.nonSpokes), e.gvk.GroupKind())
	}
	return ""
}

// isHub determines if passed-in object is a Hub or not.
func isHub(obj runtime.Object) bool {
	_, yes := obj.(conversion.Hub)
	return yes
}

// isConvertible determines if passed-in object is a convertible.
func isConvertible(obj runtime.Object) bool {
	_, yes := obj.(conversion.Convertible)
	return yes
}

// typeMetaOf reads apiVersion and kind from the raw object (the decoder's first step).
func typeMetaOf(raw []byte) (string, string, error)

func decodeInto(raw []byte, into runtime.Object) error

func marshalJSON(v interface{}) ([]byte, error)
`;
}

/** The decoder's `Object 'Kind' is missing in '<raw>'` when the object names no kind. */
function typeMetaOf(ctx: NativeContext, raw: Slice | null): [string, string, Iface | null] {
  const text = jsString(raw === null ? '' : bytesOf(raw));
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch (e) {
    return ['', '', ctx.errorf(goString(String((e as Error).message)))];
  }
  const rec = (o ?? {}) as Record<string, unknown>;
  const av = typeof rec.apiVersion === 'string' ? rec.apiVersion : '';
  const kind = typeof rec.kind === 'string' ? rec.kind : '';
  if (kind === '') return ['', '', ctx.errorf(goString(`Object 'Kind' is missing in '${text}'`))];
  return [goString(av), goString(kind), null];
}

const packages = new Map<boolean, ReturnType<typeof goPackage>>();

/** The package as controller-runtime v0.<minor> declares it (a Registry from v0.23). */
export function conversionWebhookPackage(minor: number): ReturnType<typeof goPackage> {
  const key = minor >= 23;
  let p = packages.get(key);
  if (p === undefined) {
    p = goPackage({
      path: CONVERSION_WEBHOOK,
      files: { 'conversion.go': src(minor) },
      natives: {
        typeMetaOf,
        decodeInto: admissionNatives.decodeRaw,
        marshalJSON: admissionNatives.marshalJSON,
      },
    });
    packages.set(key, p);
  }
  return p;
}
