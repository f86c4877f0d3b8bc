package builder

import (
	"errors"
	"fmt"
	"strings"

	"github.com/go-logr/logr"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/manager"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/source"
)

// project represents other forms that we can use to send/receive a given resource (metadata-only,
// unstructured, etc).
type objectProjection int

const (
	// projectAsNormal doesn't change the object from the form given.
	projectAsNormal objectProjection = iota
	// projectAsMetadata turns this into a metadata-only watch.
	projectAsMetadata
)

// Builder builds a Controller.
type Builder = TypedBuilder[reconcile.Request]

// TypedBuilder builds a Controller. The request is the request type that is passed to the
// workqueue and then to the Reconciler. The workqueue de-duplicates identical requests.
type TypedBuilder[request comparable] struct {
	forInput         ForInput
	ownsInput        []OwnsInput
	rawSources       []source.TypedSource[request]
	watchesInput     []WatchesInput[request]
	mgr              manager.Manager
	globalPredicates []predicate.Predicate
	ctrl             controller.TypedController[request]
	ctrlOptions      controller.TypedOptions[request]
	name             string
	// (simulation) where the program made the builder and called WatchesRawSource/WithEventFilter,
	// and the controller's name: registerWatch files each watch with its call site
	site        int
	rawSites    []int
	filterSites []int
	ctrlName    string
}

// ControllerManagedBy returns a new controller builder that will be started by the provided Manager.
func ControllerManagedBy(m manager.Manager) *Builder {
	return TypedControllerManagedBy[reconcile.Request](m)
}

// TypedControllerManagedBy returns a new typed controller builder that will be started by the
// provided Manager.
func TypedControllerManagedBy[request comparable](m manager.Manager) *TypedBuilder[request] {
	return &TypedBuilder[request]{mgr: m, site: callSite()}
}

// ForInput represents the information set by the For method.
type ForInput struct {
	object           client.Object
	predicates       []predicate.Predicate
	objectProjection objectProjection
	err              error
	site             int
}

// For defines the type of Object being *reconciled*, and configures the ControllerManagedBy to
// respond to create / delete / update events by *reconciling the object*.
func (blder *TypedBuilder[request]) For(object client.Object, opts ...ForOption) *TypedBuilder[request] {
	if blder.forInput.object != nil {
		blder.forInput.err = fmt.Errorf("For(...) should only be called once, could not assign multiple objects for reconciliation")
		return blder
	}
	input := ForInput{object: object, site: callSite()}
	for _, opt := range opts {
		opt.ApplyToFor(&input)
	}
	blder.forInput = input
	return blder
}

// OwnsInput represents the information set by Owns method.
type OwnsInput struct {
	matchEveryOwner  bool
	object           client.Object
	predicates       []predicate.Predicate
	objectProjection objectProjection
	site             int
}

// Owns defines types of Objects being *generated* by the ControllerManagedBy, and configures the
// ControllerManagedBy to respond to create / delete / update events by *reconciling the owner object*.
func (blder *TypedBuilder[request]) Owns(object client.Object, opts ...OwnsOption) *TypedBuilder[request] {
	input := OwnsInput{object: object, site: callSite()}
	for _, opt := range opts {
		opt.ApplyToOwns(&input)
	}
	blder.ownsInput = append(blder.ownsInput, input)
	return blder
}

type untypedWatchesInput interface {
	setPredicates([]predicate.Predicate)
	setObjectProjection(objectProjection)
}

// WatchesInput represents the information set by Watches method.
type WatchesInput[request comparable] struct {
	obj              client.Object
	handler          handler.TypedEventHandler[client.Object, request]
	predicates       []predicate.Predicate
	objectProjection objectProjection
	site             int
}

func (w *WatchesInput[request]) setPredicates(predicates []predicate.Predicate) {
	w.predicates = predicates
}

func (w *WatchesInput[request]) setObjectProjection(objectProjection objectProjection) {
	w.objectProjection = objectProjection
}

// Watches defines the type of Object to watch, and configures the ControllerManagedBy to respond
// to create / delete / update events by *reconciling the object* with the given EventHandler.
func (blder *TypedBuilder[request]) Watches(object client.Object, eventHandler handler.TypedEventHandler[client.Object, request], opts ...WatchesOption) *TypedBuilder[request] {
	input := WatchesInput[request]{obj: object, handler: eventHandler, site: callSite()}
	for _, opt := range opts {
		opt.ApplyToWatches(&input)
	}
	blder.watchesInput = append(blder.watchesInput, input)
	return blder
}

// WatchesMetadata is the same as Watches, but forces the internal cache to only watch
// PartialObjectMetadata.
func (blder *TypedBuilder[request]) WatchesMetadata(object client.Object, eventHandler handler.TypedEventHandler[client.Object, request], opts ...WatchesOption) *TypedBuilder[request] {
	opts = append(opts, OnlyMetadata)
	return blder.Watches(object, eventHandler, opts...)
}

// WatchesRawSource exposes the lower-level ControllerManagedBy Watches functions through the builder.
func (blder *TypedBuilder[request]) WatchesRawSource(src source.TypedSource[request]) *TypedBuilder[request] {
	blder.rawSources = append(blder.rawSources, src)
	blder.rawSites = append(blder.rawSites, callSite())
	return blder
}

// WithEventFilter sets the event filters, to filter which create/update/delete/generic events
// eventually trigger reconciliations. This filter is applied to all watches (For, Owns, Watches).
func (blder *TypedBuilder[request]) WithEventFilter(p predicate.Predicate) *TypedBuilder[request] {
	blder.globalPredicates = append(blder.globalPredicates, p)
	blder.filterSites = append(blder.filterSites, callSite())
	return blder
}

// WithOptions overrides the controller options used in doController. Defaults to empty.
func (blder *TypedBuilder[request]) WithOptions(options controller.TypedOptions[request]) *TypedBuilder[request] {
	blder.ctrlOptions = options
	return blder
}

// WithLogConstructor overrides the controller options's LogConstructor.
func (blder *TypedBuilder[request]) WithLogConstructor(logConstructor func(*request) logr.Logger) *TypedBuilder[request] {
	blder.ctrlOptions.LogConstructor = logConstructor
	return blder
}

// Named sets the name of the controller to the given name. The name shows up in metrics, among
// other things, and thus should be a prometheus compatible name (underscores and alphanumeric
// characters only).
func (blder *TypedBuilder[request]) Named(name string) *TypedBuilder[request] {
	blder.name = name
	return blder
}

// Complete builds the Application Controller.
func (blder *TypedBuilder[request]) Complete(r reconcile.TypedReconciler[request]) error {
	_, err := blder.Build(r)
	return err
}

// Build builds the Application Controller and returns the Controller it created.
func (blder *TypedBuilder[request]) Build(r reconcile.TypedReconciler[request]) (controller.TypedController[request], error) {
	if r == nil {
		return nil, fmt.Errorf("must provide a non-nil Reconciler")
	}
	if blder.mgr == nil {
		return nil, fmt.Errorf("must provide a non-nil Manager")
	}
	if blder.forInput.err != nil {
		return nil, blder.forInput.err
	}
	if err := blder.doController(r); err != nil {
		return nil, err
	}
	if err := blder.doWatch(); err != nil {
		return nil, err
	}
	return blder.ctrl, nil
}

func (blder *TypedBuilder[request]) doWatch() error {
	if blder.forInput.object != nil {
		obj, err := blder.project(blder.forInput.object, blder.forInput.objectProjection)
		if err != nil {
			return err
		}
		// [CR] pkg/builder/controller.go doWatch (v0.19+)
		hdler, ok := any(&handler.EnqueueRequestForObject{}).(handler.TypedEventHandler[client.Object, request])
		if !ok {
			return fmt.Errorf("For() can only be used with reconcile.Request, got %T", *new(request))
		}
		allPredicates := append([]predicate.Predicate(nil), blder.globalPredicates...)
		allPredicates = append(allPredicates, blder.forInput.predicates...)
		src := source.TypedKind(blder.mgr.GetCache(), obj, hdler, allPredicates...)
		if err := blder.ctrl.Watch(src); err != nil {
			return err
		}
		blder.registered("For", blder.forInput.object, blder.forInput.site)
	}

	if len(blder.ownsInput) > 0 && blder.forInput.object == nil {
		return errors.New("Owns() can only be used together with For()")
	}
	for _, own := range blder.ownsInput {
		opts := []handler.OwnerOption{}
		if !own.matchEveryOwner {
			opts = append(opts, handler.OnlyControllerOwner())
		}
		hdler := any(handler.EnqueueRequestForOwner(blder.mgr.GetScheme(), blder.mgr.GetRESTMapper(), blder.forInput.object, opts...)).(handler.TypedEventHandler[client.Object, request])
		allPredicates := append([]predicate.Predicate(nil), blder.globalPredicates...)
		allPredicates = append(allPredicates, own.predicates...)
		obj, err := blder.project(own.object, own.objectProjection)
		if err != nil {
			return err
		}
		src := source.TypedKind(blder.mgr.GetCache(), obj, hdler, allPredicates...)
		if err := blder.ctrl.Watch(src); err != nil {
			return err
		}
		blder.registered("Owns", own.object, own.site)
	}

	if len(blder.watchesInput) == 0 && blder.forInput.object == nil && len(blder.rawSources) == 0 {
		return errors.New("there are no watches configured, controller will never get triggered. Use For(), Owns(), Watches() or WatchesRawSource() to set them up")
	}
	for _, w := range blder.watchesInput {
		allPredicates := append([]predicate.Predicate(nil), blder.globalPredicates...)
		allPredicates = append(allPredicates, w.predicates...)
		obj, err := blder.project(w.obj, w.objectProjection)
		if err != nil {
			return err
		}
		if err := blder.ctrl.Watch(source.TypedKind(blder.mgr.GetCache(), obj, w.handler, allPredicates...)); err != nil {
			return err
		}
		blder.registered("Watches", w.obj, w.site)
	}
	for i, src := range blder.rawSources {
		if err := blder.ctrl.Watch(src); err != nil {
			return err
		}
		blder.registered("WatchesRawSource", rawSourceObject(src), blder.rawSites[i])
	}
	for _, site := range blder.filterSites {
		registerWatch(blder.ctrlName, "WithEventFilter", "", "", "", site, blder.site)
	}
	return nil
}

// registered files a watch the controller now has with the call that asked for it (simulation: the
// grader's evidence names that line).
func (blder *TypedBuilder[request]) registered(via string, obj client.Object, site int) {
	if obj == nil {
		registerWatch(blder.ctrlName, via, "", "", "", site, blder.site)
		return
	}
	gvk, err := gvkForObject(obj, blder.mgr.GetScheme())
	if err != nil {
		return
	}
	registerWatch(blder.ctrlName, via, gvk.Group, gvk.Version, gvk.Kind, site, blder.site)
}

// callSite keeps where the program called the running builder method (0: no simulated cluster).
func callSite() int

// registerWatch records a registered watch: its controller, the builder method, the kind, the call.
func registerWatch(controller, via, group, version, kind string, site, origin int)

// rawSourceObject is the object of a source.Kind (nil for another source).
func rawSourceObject(src any) client.Object

// project turns an object into a PartialObjectMetadata of its GVK for a metadata-only watch
// ([CR] pkg/builder/controller.go project).
func (blder *TypedBuilder[request]) project(obj client.Object, proj objectProjection) (client.Object, error) {
	switch proj {
	case projectAsNormal:
		return obj, nil
	case projectAsMetadata:
		metaObj := &metav1.PartialObjectMetadata{}
		gvk, err := gvkForObject(obj, blder.mgr.GetScheme())
		if err != nil {
			return nil, fmt.Errorf("unable to determine GVK of %T for a metadata-only watch: %w", obj, err)
		}
		metaObj.SetGroupVersionKind(gvk)
		return metaObj, nil
	default:
		panic(fmt.Sprintf("unexpected projection type %v on type %T, should not be possible since this is an internal field", proj, obj))
	}
}

func (blder *TypedBuilder[request]) getControllerName(gvk schema.GroupVersionKind, hasGVK bool) (string, error) {
	if blder.name != "" {
		return blder.name, nil
	}
	if !hasGVK {
		return "", errors.New("one of For() or Named() must be called")
	}
	return strings.ToLower(gvk.Kind), nil
}

// objectRef is klog.ObjectRef as loggers print it.
type objectRef struct {
	Name      string `json:"name"`
	Namespace string `json:"namespace,omitempty"`
}

func (blder *TypedBuilder[request]) doController(r reconcile.TypedReconciler[request]) error {
	globalOpts := blder.mgr.GetControllerOptions()

	ctrlOptions := blder.ctrlOptions
	if ctrlOptions.Reconciler != nil && r != nil {
		return errors.New("reconciler was set via WithOptions() and via Build() or Complete()")
	}
	if ctrlOptions.Reconciler == nil {
		ctrlOptions.Reconciler = r
	}

	var gvk schema.GroupVersionKind
	hasGVK := blder.forInput.object != nil
	if hasGVK {
		var err error
		gvk, err = gvkForObject(blder.forInput.object, blder.mgr.GetScheme())
		if err != nil {
			return err
		}
	}

	if ctrlOptions.MaxConcurrentReconciles == 0 && hasGVK {
		groupKind := gvk.GroupKind().String()
		if concurrency, ok := globalOpts.GroupKindConcurrency[groupKind]; ok && concurrency > 0 {
			ctrlOptions.MaxConcurrentReconciles = concurrency
		}
	}
	if ctrlOptions.CacheSyncTimeout == 0 && globalOpts.CacheSyncTimeout > 0 {
		ctrlOptions.CacheSyncTimeout = globalOpts.CacheSyncTimeout
	}

	controllerName, err := blder.getControllerName(gvk, hasGVK)
	if err != nil {
		return err
	}
	blder.ctrlName = controllerName

	if ctrlOptions.LogConstructor == nil {
		log := blder.mgr.GetLogger().WithValues("controller", controllerName)
		if hasGVK {
			log = log.WithValues("controllerGroup", gvk.Group, "controllerKind", gvk.Kind)
		}
		ctrlOptions.LogConstructor = func(in *request) logr.Logger {
			log := log
			if req, ok := any(in).(*reconcile.Request); ok && req != nil {
				if hasGVK {
					log = log.WithValues(gvk.Kind, objectRef{Name: req.Name, Namespace: req.Namespace})
				}
				log = log.WithValues("namespace", req.Namespace, "name", req.Name)
			}
			return log
		}
	}

	blder.ctrl, err = controller.NewTyped(controllerName, blder.mgr, ctrlOptions)
	return err
}

// gvkForObject is apiutil.GVKForObject.
func gvkForObject(obj runtime.Object, scheme *runtime.Scheme) (schema.GroupVersionKind, error)

// ForOption is some configuration that modifies options for a For request.
type ForOption interface {
	// ApplyToFor applies this configuration to the given for input.
	ApplyToFor(*ForInput)
}

// OwnsOption is some configuration that modifies options for an owns request.
type OwnsOption interface {
	// ApplyToOwns applies this configuration to the given owns input.
	ApplyToOwns(*OwnsInput)
}

// WatchesOption is some configuration that modifies options for a watches request.
type WatchesOption interface {
	// ApplyToWatches applies this configuration to the given watches options.
	ApplyToWatches(untypedWatchesInput)
}

// WithPredicates sets the given predicates list.
func WithPredicates(predicates ...predicate.Predicate) Predicates {
	return Predicates{predicates: predicates}
}

// Predicates filters events before enqueuing the keys.
type Predicates struct {
	predicates []predicate.Predicate
}

// ApplyToFor applies this configuration to the given ForInput options.
func (w Predicates) ApplyToFor(opts *ForInput) {
	opts.predicates = w.predicates
}

// ApplyToOwns applies this configuration to the given OwnsInput options.
func (w Predicates) ApplyToOwns(opts *OwnsInput) {
	opts.predicates = w.predicates
}

// ApplyToWatches applies this configuration to the given WatchesInput options.
func (w Predicates) ApplyToWatches(opts untypedWatchesInput) {
	opts.setPredicates(w.predicates)
}

var _ ForOption = &Predicates{}
var _ OwnsOption = &Predicates{}
var _ WatchesOption = &Predicates{}

// projectAs configures the projection on the input. Currently only OnlyMetadata is supported.
// (Simulated: the watch still delivers whole objects; the informer is not metadata-only.)
type projectAs objectProjection

// ApplyToFor applies this configuration to the given ForInput options.
func (p projectAs) ApplyToFor(opts *ForInput) {
	opts.objectProjection = objectProjection(p)
}

// ApplyToOwns applies this configuration to the given OwnsInput options.
func (p projectAs) ApplyToOwns(opts *OwnsInput) {
	opts.objectProjection = objectProjection(p)
}

// ApplyToWatches applies this configuration to the given WatchesInput options.
func (p projectAs) ApplyToWatches(opts untypedWatchesInput) {
	opts.setObjectProjection(objectProjection(p))
}

var (
	// OnlyMetadata tells the controller to *only* cache metadata, and to watch the API server in
	// metadata-only form.
	OnlyMetadata = projectAs(projectAsMetadata)

	_ ForOption     = OnlyMetadata
	_ OwnsOption    = OnlyMetadata
	_ WatchesOption = OnlyMetadata
)

// MatchEveryOwner determines whether the watch should be filtered based on controller ownership.
// As in, when the OwnerReference.Controller field is set.
//
// If passed as an option, the handler receives notification for every owner of the object with
// the given type. If unset (default), the handler receives notification only for the first
// OwnerReference with Controller: true.
var MatchEveryOwner = &matchEveryOwner{}

type matchEveryOwner struct{}

// ApplyToOwns applies this configuration to the given OwnsInput options.
func (o matchEveryOwner) ApplyToOwns(opts *OwnsInput) {
	opts.matchEveryOwner = true
}
