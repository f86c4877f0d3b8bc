package handler

import (
	"context"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/util/workqueue"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/event"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

var log = logf.Log.WithName("eventhandler")

type empty struct{}

// EventHandler enqueues reconcile.Requests in response to events (e.g. Pod Create).
type EventHandler = TypedEventHandler[client.Object, reconcile.Request]

// TypedEventHandler enqueues requests in response to events.
type TypedEventHandler[object any, request comparable] interface {
	// Create is called in response to a create event - e.g. Pod Creation.
	Create(context.Context, event.TypedCreateEvent[object], workqueue.TypedRateLimitingInterface[request])

	// Update is called in response to an update event -  e.g. Pod Updated.
	Update(context.Context, event.TypedUpdateEvent[object], workqueue.TypedRateLimitingInterface[request])

	// Delete is called in response to a delete event - e.g. Pod Deleted.
	Delete(context.Context, event.TypedDeleteEvent[object], workqueue.TypedRateLimitingInterface[request])

	// Generic is called in response to an event of an unknown type or a synthetic event.
	Generic(context.Context, event.TypedGenericEvent[object], workqueue.TypedRateLimitingInterface[request])
}

// Funcs implements eventhandler.
type Funcs = TypedFuncs[client.Object, reconcile.Request]

// TypedFuncs implements eventhandler; a nil func ignores the event.
type TypedFuncs[object any, request comparable] struct {
	CreateFunc  func(context.Context, event.TypedCreateEvent[object], workqueue.TypedRateLimitingInterface[request])
	UpdateFunc  func(context.Context, event.TypedUpdateEvent[object], workqueue.TypedRateLimitingInterface[request])
	DeleteFunc  func(context.Context, event.TypedDeleteEvent[object], workqueue.TypedRateLimitingInterface[request])
	GenericFunc func(context.Context, event.TypedGenericEvent[object], workqueue.TypedRateLimitingInterface[request])
}

// Create implements EventHandler.
func (h TypedFuncs[object, request]) Create(ctx context.Context, e event.TypedCreateEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	if h.CreateFunc != nil {
		h.CreateFunc(ctx, e, withPriority[request](q, createIsLow[object](e)))
	}
}

// Delete implements EventHandler.
func (h TypedFuncs[object, request]) Delete(ctx context.Context, e event.TypedDeleteEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	if h.DeleteFunc != nil {
		h.DeleteFunc(ctx, e, q)
	}
}

// Update implements EventHandler.
func (h TypedFuncs[object, request]) Update(ctx context.Context, e event.TypedUpdateEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	if h.UpdateFunc != nil {
		h.UpdateFunc(ctx, e, withPriority[request](q, updateIsLow[object](e)))
	}
}

// The priority queue's priorities ([CR] pkg/handler/eventhandler.go, v0.21+): with a priority queue,
// the handlers add an object of the informer's initial list, or an update that changed nothing (a
// resync: same resourceVersion), at LowPriority, so that real changes go first.

// priorityQueue is the simulated controller's queue when it is a priority queue.
type priorityQueue[request comparable] interface {
	workqueue.TypedRateLimitingInterface[request]
	AddWithPriority(item request, priority int)
	IsPriorityQueue() bool
}

// lowPriorityQueue is workqueueWithDefaultPriority with LowPriority: its Add adds at LowPriority.
type lowPriorityQueue[request comparable] struct {
	priorityQueue[request]
}

func (w lowPriorityQueue[request]) Add(item request) {
	w.priorityQueue.AddWithPriority(item, LowPriority)
}

// withPriority: q, or q adding at LowPriority when low and q is a priority queue.
func withPriority[request comparable](q workqueue.TypedRateLimitingInterface[request], low bool) workqueue.TypedRateLimitingInterface[request] {
	if !low || !handlerPriorities() {
		return q
	}
	if pq, ok := q.(priorityQueue[request]); ok && pq.IsPriorityQueue() {
		return lowPriorityQueue[request]{pq}
	}
	return q
}

func createIsLow[object any](e event.TypedCreateEvent[object]) bool {
	o, ok := any(e.Object).(client.Object)
	return ok && o != nil && e.IsInInitialList
}

func updateIsLow[object any](e event.TypedUpdateEvent[object]) bool {
	o, ok1 := any(e.ObjectOld).(client.Object)
	n, ok2 := any(e.ObjectNew).(client.Object)
	return ok1 && ok2 && o != nil && n != nil && o.GetResourceVersion() == n.GetResourceVersion()
}

// handlerPriorities: the handlers set priorities from controller-runtime v0.21 on.
func handlerPriorities() bool

// Generic implements EventHandler.
func (h TypedFuncs[object, request]) Generic(ctx context.Context, e event.TypedGenericEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	if h.GenericFunc != nil {
		h.GenericFunc(ctx, e, q)
	}
}

// EnqueueRequestForObject enqueues a Request with the Name and Namespace of the object that is the
// source of the Event. Used by the builder's For().
type EnqueueRequestForObject = TypedEnqueueRequestForObject[client.Object]

// TypedEnqueueRequestForObject enqueues the event's own object.
type TypedEnqueueRequestForObject[object client.Object] struct{}

func requestFor(o client.Object) reconcile.Request {
	return reconcile.Request{NamespacedName: types.NamespacedName{Name: o.GetName(), Namespace: o.GetNamespace()}}
}

// Create implements EventHandler.
func (e *TypedEnqueueRequestForObject[T]) Create(ctx context.Context, evt event.TypedCreateEvent[T], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	if client.Object(evt.Object) == nil {
		log.Error(nil, "CreateEvent received with no metadata", "event", evt)
		return
	}
	withPriority[reconcile.Request](q, evt.IsInInitialList).Add(requestFor(evt.Object))
}

// Update implements EventHandler: the new object, or the old one when the new one is missing.
func (e *TypedEnqueueRequestForObject[T]) Update(ctx context.Context, evt event.TypedUpdateEvent[T], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	q = withPriority[reconcile.Request](q, updateIsLow[T](evt))
	switch {
	case client.Object(evt.ObjectNew) != nil:
		q.Add(requestFor(evt.ObjectNew))
	case client.Object(evt.ObjectOld) != nil:
		q.Add(requestFor(evt.ObjectOld))
	default:
		log.Error(nil, "UpdateEvent received with no metadata", "event", evt)
	}
}

// Delete implements EventHandler.
func (e *TypedEnqueueRequestForObject[T]) Delete(ctx context.Context, evt event.TypedDeleteEvent[T], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	if client.Object(evt.Object) == nil {
		log.Error(nil, "DeleteEvent received with no metadata", "event", evt)
		return
	}
	q.Add(requestFor(evt.Object))
}

// Generic implements EventHandler.
func (e *TypedEnqueueRequestForObject[T]) Generic(ctx context.Context, evt event.TypedGenericEvent[T], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	if client.Object(evt.Object) == nil {
		log.Error(nil, "GenericEvent received with no metadata", "event", evt)
		return
	}
	q.Add(requestFor(evt.Object))
}

// MapFunc is the signature required for enqueueing requests from a generic function.
type MapFunc = TypedMapFunc[client.Object, reconcile.Request]

// TypedMapFunc maps an object to the requests to enqueue.
type TypedMapFunc[object any, request comparable] func(context.Context, object) []request

// EnqueueRequestsFromMapFunc enqueues the Requests fn returns for the event's object (for an update,
// for both the old and the new object).
func EnqueueRequestsFromMapFunc(fn MapFunc) EventHandler {
	return TypedEnqueueRequestsFromMapFunc(fn)
}

// TypedEnqueueRequestsFromMapFunc is the generic EnqueueRequestsFromMapFunc.
func TypedEnqueueRequestsFromMapFunc[object any, request comparable](fn TypedMapFunc[object, request]) TypedEventHandler[object, request] {
	return &enqueueRequestsFromMapFunc[object, request]{toRequests: fn}
}

type enqueueRequestsFromMapFunc[object any, request comparable] struct {
	toRequests TypedMapFunc[object, request]
}

func (e *enqueueRequestsFromMapFunc[object, request]) Create(ctx context.Context, evt event.TypedCreateEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	reqs := map[request]empty{}
	mapAndEnqueue[object, request](e, ctx, withPriority[request](q, createIsLow[object](evt)), evt.Object, reqs)
}

func (e *enqueueRequestsFromMapFunc[object, request]) Update(ctx context.Context, evt event.TypedUpdateEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	q = withPriority[request](q, updateIsLow[object](evt))
	reqs := map[request]empty{}
	mapAndEnqueue[object, request](e, ctx, q, evt.ObjectOld, reqs)
	mapAndEnqueue[object, request](e, ctx, q, evt.ObjectNew, reqs)
}

func (e *enqueueRequestsFromMapFunc[object, request]) Delete(ctx context.Context, evt event.TypedDeleteEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	reqs := map[request]empty{}
	mapAndEnqueue[object, request](e, ctx, q, evt.Object, reqs)
}

func (e *enqueueRequestsFromMapFunc[object, request]) Generic(ctx context.Context, evt event.TypedGenericEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	reqs := map[request]empty{}
	mapAndEnqueue[object, request](e, ctx, q, evt.Object, reqs)
}

// mapAndEnqueue is a function, not a method: the interpreter cannot yet call a method of a generic
// type from another of its methods.
func mapAndEnqueue[object any, request comparable](e *enqueueRequestsFromMapFunc[object, request], ctx context.Context, q workqueue.TypedRateLimitingInterface[request], o object, reqs map[request]empty) {
	for _, req := range e.toRequests(ctx, o) {
		if _, ok := reqs[req]; !ok {
			q.Add(req)
			reqs[req] = empty{}
		}
	}
}

// OwnerOption modifies an EnqueueRequestForOwner EventHandler.
type OwnerOption func(e enqueueRequestForOwnerInterface)

// EnqueueRequestForOwner enqueues Requests for the Owners of the object that is the source of the
// event (owners of ownerType; with OnlyControllerOwner, only the controller reference).
func EnqueueRequestForOwner(scheme *runtime.Scheme, mapper meta.RESTMapper, ownerType client.Object, opts ...OwnerOption) EventHandler {
	return TypedEnqueueRequestForOwner[client.Object](scheme, mapper, ownerType, opts...)
}

// TypedEnqueueRequestForOwner is the generic EnqueueRequestForOwner. It panics when the scheme does
// not know ownerType, as the real one does.
func TypedEnqueueRequestForOwner[object client.Object](scheme *runtime.Scheme, mapper meta.RESTMapper, ownerType client.Object, opts ...OwnerOption) TypedEventHandler[object, reconcile.Request] {
	e := &enqueueRequestForOwner[object]{ownerType: ownerType, mapper: mapper}
	gk, err := ownerGroupKind(scheme, ownerType)
	if err != nil {
		log.Error(err, "Could not get ObjectKinds for OwnerType", "owner type", ownerType)
		panic(err)
	}
	e.groupKind = gk
	for _, opt := range opts {
		opt(e)
	}
	return e
}

func ownerGroupKind(scheme *runtime.Scheme, ownerType client.Object) (schema.GroupKind, error)

// OnlyControllerOwner if provided will only look at the first OwnerReference with Controller: true.
func OnlyControllerOwner() OwnerOption {
	return func(e enqueueRequestForOwnerInterface) {
		e.setIsController(true)
	}
}

type enqueueRequestForOwnerInterface interface {
	setIsController(bool)
}

type enqueueRequestForOwner[object client.Object] struct {
	ownerType    runtime.Object
	isController bool
	groupKind    schema.GroupKind
	mapper       meta.RESTMapper
}

func (e *enqueueRequestForOwner[object]) setIsController(isController bool) {
	e.isController = isController
}

func (e *enqueueRequestForOwner[object]) Create(ctx context.Context, evt event.TypedCreateEvent[object], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	q = withPriority[reconcile.Request](q, createIsLow[object](evt))
	reqs := map[reconcile.Request]empty{}
	getOwnerReconcileRequest[object](e, evt.Object, reqs)
	for req := range reqs {
		q.Add(req)
	}
}

func (e *enqueueRequestForOwner[object]) Update(ctx context.Context, evt event.TypedUpdateEvent[object], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	q = withPriority[reconcile.Request](q, updateIsLow[object](evt))
	reqs := map[reconcile.Request]empty{}
	getOwnerReconcileRequest[object](e, evt.ObjectOld, reqs)
	getOwnerReconcileRequest[object](e, evt.ObjectNew, reqs)
	for req := range reqs {
		q.Add(req)
	}
}

func (e *enqueueRequestForOwner[object]) Delete(ctx context.Context, evt event.TypedDeleteEvent[object], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	reqs := map[reconcile.Request]empty{}
	getOwnerReconcileRequest[object](e, evt.Object, reqs)
	for req := range reqs {
		q.Add(req)
	}
}

func (e *enqueueRequestForOwner[object]) Generic(ctx context.Context, evt event.TypedGenericEvent[object], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	reqs := map[reconcile.Request]empty{}
	getOwnerReconcileRequest[object](e, evt.Object, reqs)
	for req := range reqs {
		q.Add(req)
	}
}

// getOwnerReconcileRequest adds a Request for every owner reference of obj whose group and kind are
// the owner type's; the namespace is the object's unless the owner kind is cluster-scoped.
func getOwnerReconcileRequest[object client.Object](e *enqueueRequestForOwner[object], obj metav1.Object, result map[reconcile.Request]empty) {
	for _, ref := range getOwnersReferences[object](e, obj) {
		refGV, err := schema.ParseGroupVersion(ref.APIVersion)
		if err != nil {
			log.Error(err, "Could not parse OwnerReference APIVersion", "api version", ref.APIVersion)
			return
		}
		if ref.Kind != e.groupKind.Kind || refGV.Group != e.groupKind.Group {
			continue
		}
		request := reconcile.Request{NamespacedName: types.NamespacedName{Name: ref.Name}}
		namespaced := true
		if e.mapper != nil {
			mapping, err := e.mapper.RESTMapping(e.groupKind, refGV.Version)
			if err != nil {
				log.Error(err, "Could not retrieve rest mapping", "kind", e.groupKind)
				return
			}
			namespaced = mapping.Scope.Name() != meta.RESTScopeNameRoot
		}
		if namespaced {
			request.Namespace = obj.GetNamespace()
		}
		result[request] = empty{}
	}
}

func getOwnersReferences[object client.Object](e *enqueueRequestForOwner[object], obj metav1.Object) []metav1.OwnerReference {
	if obj == nil {
		return nil
	}
	if !e.isController {
		return obj.GetOwnerReferences()
	}
	if ownerRef := metav1.GetControllerOf(obj); ownerRef != nil {
		return []metav1.OwnerReference{*ownerRef}
	}
	return nil
}

// LowPriority is the priority set by WithLowPriorityWhenUnchanged
const LowPriority = -100

// WithLowPriorityWhenUnchanged reduces the priority of events stemming from the initial listwatch or from a resync if
// and only if a priorityqueue.PriorityQueue is used. If not, it does nothing.
// ([CR] pkg/handler/eventhandler.go v0.24.1: TypedFuncs already does it, so it just wraps.)
func WithLowPriorityWhenUnchanged[object client.Object, request comparable](u TypedEventHandler[object, request]) TypedEventHandler[object, request] {
	return TypedFuncs[object, request]{
		CreateFunc:  u.Create,
		UpdateFunc:  u.Update,
		DeleteFunc:  u.Delete,
		GenericFunc: u.Generic,
	}
}
