package testing

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/json"
	"k8s.io/apimachinery/pkg/util/strategicpatch"
	"k8s.io/apimachinery/pkg/watch"
	"sigs.k8s.io/yaml"
)

// ObjectTracker keeps a fake clientset's objects by resource, namespace and name ([CG]
// testing/fixture.go). It does no validation, defaulting, generateName, uid, finalizers or garbage
// collection: what is added is what is stored.
type ObjectTracker interface {
	// Add adds an object (each item of a list) under the resource its kind guesses.
	Add(obj runtime.Object) error
	Get(gvr schema.GroupVersionResource, ns, name string, opts ...metav1.GetOptions) (runtime.Object, error)
	Create(gvr schema.GroupVersionResource, obj runtime.Object, ns string, opts ...metav1.CreateOptions) error
	Update(gvr schema.GroupVersionResource, obj runtime.Object, ns string, opts ...metav1.UpdateOptions) error
	Patch(gvr schema.GroupVersionResource, obj runtime.Object, ns string, opts ...metav1.PatchOptions) error
	Apply(gvr schema.GroupVersionResource, applyConfiguration runtime.Object, ns string, opts ...metav1.PatchOptions) error
	List(gvr schema.GroupVersionResource, gvk schema.GroupVersionKind, ns string, opts ...metav1.ListOptions) (runtime.Object, error)
	Delete(gvr schema.GroupVersionResource, ns, name string, opts ...metav1.DeleteOptions) error
	Watch(gvr schema.GroupVersionResource, ns string, opts ...metav1.ListOptions) (watch.Interface, error)
}

// ObjectScheme abstracts the implementation of common operations on objects.
type ObjectScheme interface {
	runtime.ObjectCreater
	runtime.ObjectTyper
}

// clientGoMinor: k8s.io/client-go's minor as go.mod requires it. v0.36 tracks resource versions
// per resource (List's ResourceVersion, Watch replaying what is newer than its options' version);
// before, a watch only sees what happens after it starts.
func clientGoMinor() int

// ObjectReaction answers get, list, create, update, delete and patch actions from tracker. It
// switches on the action's concrete type: CreateAction and UpdateAction have the same methods.
func ObjectReaction(tracker ObjectTracker) ReactionFunc {
	reactor := objectTrackerReact{tracker: tracker}
	return func(action Action) (bool, runtime.Object, error) {
		switch action := action.(type) {
		case ListActionImpl:
			obj, err := reactor.List(action)
			return true, obj, err
		case GetActionImpl:
			obj, err := reactor.Get(action)
			return true, obj, err
		case CreateActionImpl:
			obj, err := reactor.Create(action)
			return true, obj, err
		case UpdateActionImpl:
			obj, err := reactor.Update(action)
			return true, obj, err
		case DeleteActionImpl:
			obj, err := reactor.Delete(action)
			return true, obj, err
		case PatchActionImpl:
			if action.GetPatchType() == types.ApplyPatchType {
				obj, err := reactor.Apply(action)
				return true, obj, err
			}
			obj, err := reactor.Patch(action)
			return true, obj, err
		default:
			return false, nil, fmt.Errorf("no reaction implemented for %s", action)
		}
	}
}

type objectTrackerReact struct {
	tracker ObjectTracker
}

func (o objectTrackerReact) List(action ListActionImpl) (runtime.Object, error) {
	return o.tracker.List(action.GetResource(), action.GetKind(), action.GetNamespace(), action.ListOptions)
}

func (o objectTrackerReact) Get(action GetActionImpl) (runtime.Object, error) {
	return o.tracker.Get(action.GetResource(), action.GetNamespace(), action.GetName(), action.GetOptions)
}

func (o objectTrackerReact) Create(action CreateActionImpl) (runtime.Object, error) {
	ns := action.GetNamespace()
	gvr := action.GetResource()
	objMeta, err := meta.Accessor(action.GetObject())
	if err != nil {
		return nil, err
	}
	if action.GetSubresource() == "" {
		err = o.tracker.Create(gvr, action.GetObject(), ns, action.CreateOptions)
		if err != nil {
			return nil, err
		}
	} else {
		oldObj, getOldObjErr := o.tracker.Get(gvr, ns, objMeta.GetName(), metav1.GetOptions{})
		if getOldObjErr != nil {
			return nil, getOldObjErr
		}
		// A subresource of the object's own type replaces it; another type (an Eviction, a
		// Binding) is only echoed back.
		if reflect.TypeOf(oldObj) == reflect.TypeOf(action.GetObject()) {
			err = o.tracker.Update(gvr, action.GetObject(), ns, metav1.UpdateOptions{
				DryRun:          action.CreateOptions.DryRun,
				FieldManager:    action.CreateOptions.FieldManager,
				FieldValidation: action.CreateOptions.FieldValidation,
			})
		} else {
			return action.GetObject(), nil
		}
	}
	if err != nil {
		return nil, err
	}
	return o.tracker.Get(gvr, ns, objMeta.GetName(), metav1.GetOptions{})
}

func (o objectTrackerReact) Update(action UpdateActionImpl) (runtime.Object, error) {
	ns := action.GetNamespace()
	gvr := action.GetResource()
	objMeta, err := meta.Accessor(action.GetObject())
	if err != nil {
		return nil, err
	}
	if err := o.tracker.Update(gvr, action.GetObject(), ns, action.UpdateOptions); err != nil {
		return nil, err
	}
	return o.tracker.Get(gvr, ns, objMeta.GetName(), metav1.GetOptions{})
}

func (o objectTrackerReact) Delete(action DeleteActionImpl) (runtime.Object, error) {
	err := o.tracker.Delete(action.GetResource(), action.GetNamespace(), action.GetName(), action.DeleteOptions)
	return nil, err
}

func (o objectTrackerReact) Apply(action PatchActionImpl) (runtime.Object, error) {
	ns := action.GetNamespace()
	gvr := action.GetResource()

	patchObj := &unstructured.Unstructured{Object: map[string]interface{}{}}
	if err := yaml.Unmarshal(action.GetPatch(), &patchObj.Object); err != nil {
		return nil, err
	}
	patchObj.SetName(action.GetName())
	if err := o.tracker.Apply(gvr, patchObj, ns, action.PatchOptions); err != nil {
		return nil, err
	}
	return o.tracker.Get(gvr, ns, action.GetName(), metav1.GetOptions{})
}

// zero resets the struct obj points to, so that decoding the patched JSON starts from nothing.
func zero(obj runtime.Object) {
	value := reflect.ValueOf(obj)
	value.Elem().Set(reflect.New(value.Type().Elem()).Elem())
}

func (o objectTrackerReact) Patch(action PatchActionImpl) (runtime.Object, error) {
	ns := action.GetNamespace()
	gvr := action.GetResource()

	obj, err := o.tracker.Get(gvr, ns, action.GetName(), metav1.GetOptions{})
	if err != nil {
		return nil, err
	}

	old, err := json.Marshal(obj)
	if err != nil {
		return nil, err
	}

	zero(obj)

	switch action.GetPatchType() {
	case types.JSONPatchType:
		modified, err := applyJSONPatch(old, action.GetPatch())
		if err != nil {
			return nil, err
		}
		if err = json.Unmarshal(modified, obj); err != nil {
			return nil, err
		}
	case types.MergePatchType:
		modified, err := mergePatch(old, action.GetPatch())
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(modified, obj); err != nil {
			return nil, err
		}
	case types.StrategicMergePatchType:
		mergedByte, err := strategicpatch.StrategicMergePatch(old, action.GetPatch(), obj)
		if err != nil {
			return nil, err
		}
		if err = json.Unmarshal(mergedByte, obj); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("PatchType %s is not supported", action.GetPatchType())
	}

	if err = o.tracker.Patch(gvr, obj, ns, action.PatchOptions); err != nil {
		return nil, err
	}

	return obj, nil
}

// The errors of gopkg.in/evanphx/json-patch.v4, which the real tracker patches with.
var (
	errBadJSONDoc   = errors.New("Invalid JSON Document")
	errBadJSONPatch = errors.New("Invalid JSON Patch")
)

// jsonMergePatch / jsonPatch: RFC 7386 and RFC 6902 over the API server's own implementations;
// a non-empty message is the failure.
func jsonMergePatch(doc, patch []byte) ([]byte, string)
func jsonPatch(doc, patch []byte) ([]byte, string)

// mergePatch is json-patch's MergePatch: both documents must be JSON objects.
func mergePatch(doc, patch []byte) ([]byte, error) {
	var d, p map[string]interface{}
	if json.Unmarshal(doc, &d) != nil {
		return nil, errBadJSONDoc
	}
	if json.Unmarshal(patch, &p) != nil {
		return nil, errBadJSONPatch
	}
	out, msg := jsonMergePatch(doc, patch)
	if msg != "" {
		return nil, errors.New(msg)
	}
	return out, nil
}

// applyJSONPatch is json-patch's DecodePatch then Apply: the patch must decode as a list of
// operations (json.Unmarshal's error otherwise).
func applyJSONPatch(doc, patch []byte) ([]byte, error) {
	var ops []map[string]interface{}
	if err := json.Unmarshal(patch, &ops); err != nil {
		return nil, err
	}
	out, msg := jsonPatch(doc, patch)
	if msg != "" {
		return nil, errors.New(msg)
	}
	return out, nil
}

type tracker struct {
	scheme  ObjectScheme
	decoder runtime.Decoder
	lock    sync.RWMutex
	objects map[schema.GroupVersionResource]map[types.NamespacedName]versionedObject
	// watchers by resource and namespace ("" watches all namespaces)
	watchers map[schema.GroupVersionResource]map[string][]*watch.RaceFreeFakeWatcher
	// resourceVersions: the last version per resource (from v0.36).
	resourceVersions map[schema.GroupVersionResource]int64
	versioned        bool
}

type versionedObject struct {
	resourceVersion int64
	runtime.Object
}

var _ ObjectTracker = &tracker{}

// NewObjectTracker returns the tracker NewSimpleClientset uses.
func NewObjectTracker(scheme ObjectScheme, decoder runtime.Decoder) ObjectTracker {
	return &tracker{
		scheme:           scheme,
		decoder:          decoder,
		objects:          make(map[schema.GroupVersionResource]map[types.NamespacedName]versionedObject),
		watchers:         make(map[schema.GroupVersionResource]map[string][]*watch.RaceFreeFakeWatcher),
		resourceVersions: make(map[schema.GroupVersionResource]int64),
		versioned:        clientGoMinor() >= 36,
	}
}

func (t *tracker) List(gvr schema.GroupVersionResource, gvk schema.GroupVersionKind, ns string, opts ...metav1.ListOptions) (runtime.Object, error) {
	if _, err := assertOptionalSingleArgument(opts); err != nil {
		return nil, err
	}
	// the list kind is the kind + "List"; an empty version is the scheme's internal one
	listGVK := gvk
	listGVK.Kind = listGVK.Kind + "List"
	if listGVK.Version == "" {
		listGVK.Version = runtime.APIVersionInternal
	}

	list, err := t.scheme.New(listGVK)
	if err != nil {
		return nil, err
	}

	if !meta.IsListType(list) {
		return nil, fmt.Errorf("%q is not a list type", listGVK.Kind)
	}

	t.lock.RLock()
	defer t.lock.RUnlock()

	if t.versioned {
		if listMeta, err := meta.ListAccessor(list); err == nil {
			resourceVersion, ok := t.resourceVersions[gvr]
			if !ok {
				resourceVersion = 1
			}
			listMeta.SetResourceVersion(fmt.Sprintf("%d", resourceVersion))
		}
	}

	objs, ok := t.objects[gvr]
	if !ok {
		return list, nil
	}

	matchingVersionedObjs, err := filterByNamespace(objs, ns)
	if err != nil {
		return nil, err
	}
	matchingObjs := make([]runtime.Object, len(matchingVersionedObjs))
	for i, obj := range matchingVersionedObjs {
		matchingObjs[i] = obj.Object
	}
	if err := meta.SetList(list, matchingObjs); err != nil {
		return nil, err
	}
	return list.DeepCopyObject(), nil
}

func (t *tracker) Watch(gvr schema.GroupVersionResource, ns string, opts ...metav1.ListOptions) (watch.Interface, error) {
	if _, err := assertOptionalSingleArgument(opts); err != nil {
		return nil, err
	}

	// From v0.36 a watch with options first replays the objects newer than their version.
	addExisting := false
	addFromRV := int64(0)
	if t.versioned && len(opts) > 0 {
		addExisting = true
		if opts[0].ResourceVersion != "" {
			rv, err := strconv.ParseInt(opts[0].ResourceVersion, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("invalid ResourceVersion %q in ListOptions, must be int64: %w", opts[0].ResourceVersion, err)
			}
			addFromRV = rv
		}
	}

	t.lock.Lock()
	defer t.lock.Unlock()

	fakewatcher := watch.NewRaceFreeFake()

	if _, exists := t.watchers[gvr]; !exists {
		t.watchers[gvr] = make(map[string][]*watch.RaceFreeFakeWatcher)
	}
	t.watchers[gvr][ns] = append(t.watchers[gvr][ns], fakewatcher)

	if addExisting {
		matchingObjs, err := filterByNamespace(t.objects[gvr], ns)
		if err != nil {
			return nil, err
		}
		for _, obj := range matchingObjs {
			if addFromRV < obj.resourceVersion {
				fakewatcher.Add(obj.Object)
			}
		}
	}

	return fakewatcher, nil
}

func (t *tracker) Get(gvr schema.GroupVersionResource, ns, name string, opts ...metav1.GetOptions) (runtime.Object, error) {
	if _, err := assertOptionalSingleArgument(opts); err != nil {
		return nil, err
	}
	errNotFound := apierrors.NewNotFound(gvr.GroupResource(), name)

	t.lock.RLock()
	defer t.lock.RUnlock()

	objs, ok := t.objects[gvr]
	if !ok {
		return nil, errNotFound
	}

	matchingObj, ok := objs[types.NamespacedName{Namespace: ns, Name: name}]
	if !ok {
		return nil, errNotFound
	}

	// a stored metav1.Status that is not Success is returned as its error
	obj := matchingObj.DeepCopyObject()
	if status, ok := obj.(*metav1.Status); ok {
		if status.Status != metav1.StatusSuccess {
			return nil, &apierrors.StatusError{ErrStatus: *status}
		}
	}

	return obj, nil
}

func (t *tracker) Add(obj runtime.Object) error {
	if meta.IsListType(obj) {
		return t.addList(obj, false)
	}
	objMeta, err := meta.Accessor(obj)
	if err != nil {
		return err
	}
	gvks, _, err := t.scheme.ObjectKinds(obj)
	if err != nil {
		return err
	}

	if partial, ok := obj.(*metav1.PartialObjectMetadata); ok && len(partial.TypeMeta.APIVersion) > 0 {
		gvks = []schema.GroupVersionKind{partial.TypeMeta.GroupVersionKind()}
	}

	if len(gvks) == 0 {
		return fmt.Errorf("no registered kinds for %v", obj)
	}
	for _, gvk := range gvks {
		// the guessed plural: a kind served under another resource name must be Created instead
		gvr, _ := meta.UnsafeGuessKindToResource(gvk)
		if gvr.Version == runtime.APIVersionInternal {
			gvr.Version = ""
		}

		if err := t.add(gvr, obj, objMeta.GetNamespace(), false); err != nil {
			return err
		}
	}
	return nil
}

func (t *tracker) Create(gvr schema.GroupVersionResource, obj runtime.Object, ns string, opts ...metav1.CreateOptions) error {
	if _, err := assertOptionalSingleArgument(opts); err != nil {
		return err
	}
	return t.add(gvr, obj, ns, false)
}

func (t *tracker) Update(gvr schema.GroupVersionResource, obj runtime.Object, ns string, opts ...metav1.UpdateOptions) error {
	if _, err := assertOptionalSingleArgument(opts); err != nil {
		return err
	}
	return t.add(gvr, obj, ns, true)
}

func (t *tracker) Patch(gvr schema.GroupVersionResource, patchedObject runtime.Object, ns string, opts ...metav1.PatchOptions) error {
	if _, err := assertOptionalSingleArgument(opts); err != nil {
		return err
	}
	return t.add(gvr, patchedObject, ns, true)
}

// Apply merges the apply configuration into the stored object as a strategic merge patch; the
// object must exist (only NewClientset's tracker creates on apply).
func (t *tracker) Apply(gvr schema.GroupVersionResource, applyConfiguration runtime.Object, ns string, opts ...metav1.PatchOptions) error {
	if _, err := assertOptionalSingleArgument(opts); err != nil {
		return err
	}
	applyConfigurationMeta, err := meta.Accessor(applyConfiguration)
	if err != nil {
		return err
	}

	obj, err := t.Get(gvr, ns, applyConfigurationMeta.GetName(), metav1.GetOptions{})
	if err != nil {
		return err
	}
	return t.applyTo(gvr, obj, applyConfiguration, ns)
}

func (t *tracker) applyTo(gvr schema.GroupVersionResource, obj, applyConfiguration runtime.Object, ns string) error {
	old, err := json.Marshal(obj)
	if err != nil {
		return err
	}

	zero(obj)

	patch, err := json.Marshal(applyConfiguration)
	if err != nil {
		return err
	}
	mergedByte, err := strategicpatch.StrategicMergePatch(old, patch, obj)
	if err != nil {
		return err
	}
	if err = json.Unmarshal(mergedByte, obj); err != nil {
		return err
	}

	return t.add(gvr, obj, ns, true)
}

func (t *tracker) getWatches(gvr schema.GroupVersionResource, ns string) []*watch.RaceFreeFakeWatcher {
	watches := []*watch.RaceFreeFakeWatcher{}
	if t.watchers[gvr] != nil {
		if w := t.watchers[gvr][ns]; w != nil {
			watches = append(watches, w...)
		}
		if ns != metav1.NamespaceAll {
			if w := t.watchers[gvr][metav1.NamespaceAll]; w != nil {
				watches = append(watches, w...)
			}
		}
	}
	return watches
}

func (t *tracker) add(gvr schema.GroupVersionResource, obj runtime.Object, ns string, replaceExisting bool) error {
	t.lock.Lock()
	defer t.lock.Unlock()

	gr := gvr.GroupResource()

	// A copy is stored, so that the caller's later changes do not reach the tracker.
	obj = obj.DeepCopyObject()

	newMeta, err := meta.Accessor(obj)
	if err != nil {
		return err
	}

	// the request's namespace fills an empty one; another one is a 400
	if len(newMeta.GetNamespace()) == 0 {
		newMeta.SetNamespace(ns)
	}

	if ns != newMeta.GetNamespace() {
		msg := fmt.Sprintf("request namespace does not match object namespace, request: %q object: %q", ns, newMeta.GetNamespace())
		return apierrors.NewBadRequest(msg)
	}

	_, ok := t.objects[gvr]
	if !ok {
		t.objects[gvr] = make(map[types.NamespacedName]versionedObject)
	}

	resourceVersion, ok := t.resourceVersions[gvr]
	if !ok {
		resourceVersion = 1
	}
	resourceVersion++

	namespacedName := types.NamespacedName{Namespace: newMeta.GetNamespace(), Name: newMeta.GetName()}
	if _, ok = t.objects[gvr][namespacedName]; ok {
		if replaceExisting {
			t.resourceVersions[gvr] = resourceVersion
			t.objects[gvr][namespacedName] = versionedObject{resourceVersion, obj}
			for _, w := range t.getWatches(gvr, ns) {
				// a copy per watcher, so that a watcher's changes do not reach the others
				w.Modify(obj.DeepCopyObject())
			}
			return nil
		}
		return apierrors.NewAlreadyExists(gr, newMeta.GetName())
	}

	if replaceExisting {
		return apierrors.NewNotFound(gr, newMeta.GetName())
	}

	t.resourceVersions[gvr] = resourceVersion
	t.objects[gvr][namespacedName] = versionedObject{resourceVersion, obj}

	for _, w := range t.getWatches(gvr, ns) {
		w.Add(obj.DeepCopyObject())
	}

	return nil
}

func (t *tracker) addList(obj runtime.Object, replaceExisting bool) error {
	list, err := meta.ExtractList(obj)
	if err != nil {
		return err
	}
	for _, obj := range list {
		if err := t.Add(obj); err != nil {
			return err
		}
	}
	return nil
}

func (t *tracker) Delete(gvr schema.GroupVersionResource, ns, name string, opts ...metav1.DeleteOptions) error {
	if _, err := assertOptionalSingleArgument(opts); err != nil {
		return err
	}
	t.lock.Lock()
	defer t.lock.Unlock()

	objs, ok := t.objects[gvr]
	if !ok {
		return apierrors.NewNotFound(gvr.GroupResource(), name)
	}

	namespacedName := types.NamespacedName{Namespace: ns, Name: name}
	obj, ok := objs[namespacedName]
	if !ok {
		return apierrors.NewNotFound(gvr.GroupResource(), name)
	}

	delete(objs, namespacedName)
	for _, w := range t.getWatches(gvr, ns) {
		w.Delete(obj.DeepCopyObject())
	}
	return nil
}

// fieldManagedTracker is NewClientset's tracker: an apply to a missing object creates it. The
// real one (NewFieldManagedObjectTracker) also records managedFields on every write, which the
// simulator does not.
type fieldManagedTracker struct {
	*tracker
}

func (t fieldManagedTracker) Apply(gvr schema.GroupVersionResource, applyConfiguration runtime.Object, ns string, opts ...metav1.PatchOptions) error {
	if _, err := assertOptionalSingleArgument(opts); err != nil {
		return err
	}
	applyConfigurationMeta, err := meta.Accessor(applyConfiguration)
	if err != nil {
		return err
	}
	obj, err := t.Get(gvr, ns, applyConfigurationMeta.GetName(), metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		return t.add(gvr, applyConfiguration, ns, false)
	} else if err != nil {
		return err
	}
	return t.applyTo(gvr, obj, applyConfiguration, ns)
}

// NewFieldManagedObjectTracker returns the tracker NewClientset uses (see fieldManagedTracker).
func NewFieldManagedObjectTracker(scheme *runtime.Scheme, decoder runtime.Decoder) ObjectTracker {
	return fieldManagedTracker{NewObjectTracker(scheme, decoder).(*tracker)}
}

// filterByNamespace: the objects in ns ("" is all), sorted by namespace then name.
func filterByNamespace(objs map[types.NamespacedName]versionedObject, ns string) ([]versionedObject, error) {
	var res []versionedObject

	for _, obj := range objs {
		acc, err := meta.Accessor(obj.Object)
		if err != nil {
			return nil, err
		}
		if ns != "" && acc.GetNamespace() != ns {
			continue
		}
		res = append(res, obj)
	}

	sort.Slice(res, func(i, j int) bool {
		acc1, _ := meta.Accessor(res[i].Object)
		acc2, _ := meta.Accessor(res[j].Object)
		if acc1.GetNamespace() != acc2.GetNamespace() {
			return acc1.GetNamespace() < acc2.GetNamespace()
		}
		return acc1.GetName() < acc2.GetName()
	})
	return res, nil
}

// DefaultWatchReactor answers every watch with watchInterface and err.
func DefaultWatchReactor(watchInterface watch.Interface, err error) WatchReactionFunc {
	return func(action Action) (bool, watch.Interface, error) {
		return true, watchInterface, err
	}
}

// SimpleReactor reacts to one verb on one resource; "*" matches any.
type SimpleReactor struct {
	Verb     string
	Resource string

	Reaction ReactionFunc
}

func (r *SimpleReactor) Handles(action Action) bool {
	verbCovers := r.Verb == "*" || r.Verb == action.GetVerb()
	if !verbCovers {
		return false
	}

	return resourceCovers(r.Resource, action)
}

func (r *SimpleReactor) React(action Action) (bool, runtime.Object, error) {
	return r.Reaction(action)
}

// SimpleWatchReactor reacts to watches of one resource; "*" matches any.
type SimpleWatchReactor struct {
	Resource string

	Reaction WatchReactionFunc
}

func (r *SimpleWatchReactor) Handles(action Action) bool {
	return resourceCovers(r.Resource, action)
}

func (r *SimpleWatchReactor) React(action Action) (bool, watch.Interface, error) {
	return r.Reaction(action)
}

// resourceCovers: "*", the action's resource, or "resource/subresource".
func resourceCovers(resource string, action Action) bool {
	if resource == "*" {
		return true
	}

	if resource == action.GetResource().Resource {
		return true
	}

	if index := strings.Index(resource, "/"); index != -1 &&
		resource[:index] == action.GetResource().Resource &&
		resource[index+1:] == action.GetSubresource() {
		return true
	}

	return false
}

// assertOptionalSingleArgument returns the only option given (or the zero one); more is an error.
func assertOptionalSingleArgument[T any](arguments []T) (T, error) {
	var a T
	switch len(arguments) {
	case 0:
		return a, nil
	case 1:
		return arguments[0], nil
	default:
		return a, fmt.Errorf("expected only one option argument but got %d", len(arguments))
	}
}
