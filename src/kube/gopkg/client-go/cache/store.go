package cache

// k8s.io/client-go/tools/cache: object keys, the thread-safe Store and Indexer, the event handler
// types and WaitForCacheSync, as [CG] tools/cache/{store.go,index.go,thread_safe_store.go,
// object-names.go,controller.go,shared_informer.go} define them. Informers and listers are not
// simulated: a controller-runtime manager's cache plays their part.

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/sets"
)

// Store is a generic object storage and processing interface.
type Store interface {
	Add(obj interface{}) error
	Update(obj interface{}) error
	Delete(obj interface{}) error
	List() []interface{}
	ListKeys() []string
	Get(obj interface{}) (item interface{}, exists bool, err error)
	GetByKey(key string) (item interface{}, exists bool, err error)
	Replace([]interface{}, string) error
	Resync() error
}

// KeyFunc knows how to make a key from an object. Implementations should be deterministic.
type KeyFunc func(obj interface{}) (string, error)

// KeyError will be returned any time a KeyFunc gives an error; it includes the object
// at fault.
type KeyError struct {
	Obj interface{}
	Err error
}

// Error gives a human-readable description of the error.
func (k KeyError) Error() string {
	return fmt.Sprintf("couldn't create key for object %+v: %v", k.Obj, k.Err)
}

// Unwrap implements errors.Unwrap
func (k KeyError) Unwrap() error {
	return k.Err
}

// ExplicitKey can be passed to MetaNamespaceKeyFunc if you have the key for
// the object but not the object itself.
type ExplicitKey string

// MetaNamespaceKeyFunc is a convenient default KeyFunc which knows how to make keys for API objects
// which implement meta.Interface: <namespace>/<name>, or <name> when the namespace is empty.
func MetaNamespaceKeyFunc(obj interface{}) (string, error) {
	if key, ok := obj.(ExplicitKey); ok {
		return string(key), nil
	}
	objName, err := ObjectToName(obj)
	if err != nil {
		return "", err
	}
	return objName.String(), nil
}

// ObjectToName returns the structured name for the given object,
// if indeed it can be viewed as a metav1.Object.
func ObjectToName(obj interface{}) (ObjectName, error) {
	m, err := meta.Accessor(obj)
	if err != nil {
		return ObjectName{}, fmt.Errorf("object has no meta: %v", err)
	}
	return MetaObjectToName(m), nil
}

// MetaObjectToName returns the structured name for the given object
func MetaObjectToName(obj metav1.Object) ObjectName {
	return ObjectName{Namespace: obj.GetNamespace(), Name: obj.GetName()}
}

// SplitMetaNamespaceKey returns the namespace and name that
// MetaNamespaceKeyFunc encoded into key.
func SplitMetaNamespaceKey(key string) (namespace, name string, err error) {
	parts := strings.Split(key, "/")
	if len(parts) == 1 {
		return "", parts[0], nil
	}
	if len(parts) == 2 {
		return parts[0], parts[1], nil
	}
	return "", "", fmt.Errorf("unexpected key format: %q", key)
}

// ObjectName is a reference to an object of some implicit kind
type ObjectName struct {
	Namespace string
	Name      string
}

// NewObjectName constructs a new one
func NewObjectName(namespace, name string) ObjectName {
	return ObjectName{Namespace: namespace, Name: name}
}

// Parts is the inverse of the constructor
func (objName ObjectName) Parts() (namespace, name string) {
	return objName.Namespace, objName.Name
}

// String returns the standard string encoding, which is designed to match the historical behavior
// of MetaNamespaceKeyFunc.
func (objName ObjectName) String() string {
	if objName.Namespace != "" {
		return objName.Namespace + "/" + objName.Name
	}
	return objName.Name
}

// ParseObjectName tries to parse the standard encoding
func ParseObjectName(str string) (ObjectName, error) {
	ns, name, err := SplitMetaNamespaceKey(str)
	return ObjectName{Namespace: ns, Name: name}, err
}

// NamespacedNameAsObjectName rebrands the given NamespacedName as an ObjectName
func NamespacedNameAsObjectName(nn types.NamespacedName) ObjectName {
	return NewObjectName(nn.Namespace, nn.Name)
}

// AsNamespacedName rebrands as a NamespacedName
func (objName ObjectName) AsNamespacedName() types.NamespacedName {
	return types.NamespacedName{Namespace: objName.Namespace, Name: objName.Name}
}

// DeletedFinalStateUnknown is placed into a DeltaFIFO in the case where an object was deleted but
// the watch deletion event was missed while disconnected from the apiserver. In this case we don't
// know the final "resting" state of the object, so there's a chance the included `Obj` is stale.
type DeletedFinalStateUnknown struct {
	Key string
	Obj interface{}
}

// DeletionHandlingMetaNamespaceKeyFunc checks for DeletedFinalStateUnknown objects before calling
// MetaNamespaceKeyFunc.
func DeletionHandlingMetaNamespaceKeyFunc(obj interface{}) (string, error) {
	if d, ok := obj.(DeletedFinalStateUnknown); ok {
		return d.Key, nil
	}
	return MetaNamespaceKeyFunc(obj)
}

// DeletionHandlingObjectToName checks for DeletedFinalStateUnknown objects before calling
// ObjectToName.
func DeletionHandlingObjectToName(obj interface{}) (ObjectName, error) {
	if d, ok := obj.(DeletedFinalStateUnknown); ok {
		return ParseObjectName(d.Key)
	}
	return ObjectToName(obj)
}

// IndexFunc knows how to compute the set of indexed values for an object.
type IndexFunc func(obj interface{}) ([]string, error)

// IndexFuncToKeyFuncAdapter adapts an indexFunc to a keyFunc. This is only useful if your index
// function returns unique values for every object.
func IndexFuncToKeyFuncAdapter(indexFunc IndexFunc) KeyFunc {
	return func(obj interface{}) (string, error) {
		indexKeys, err := indexFunc(obj)
		if err != nil {
			return "", err
		}
		if len(indexKeys) > 1 {
			return "", fmt.Errorf("too many keys: %v", indexKeys)
		}
		if len(indexKeys) == 0 {
			return "", fmt.Errorf("unexpected empty indexKeys")
		}
		return indexKeys[0], nil
	}
}

const (
	// NamespaceIndex is the lookup name for the most common index function, which is to index by
	// the namespace field.
	NamespaceIndex string = "namespace"
)

// MetaNamespaceIndexFunc is a default index function that indexes based on an object's namespace
func MetaNamespaceIndexFunc(obj interface{}) ([]string, error) {
	m, err := meta.Accessor(obj)
	if err != nil {
		return []string{""}, fmt.Errorf("object has no meta: %v", err)
	}
	return []string{m.GetNamespace()}, nil
}

// Index maps the indexed value to a set of keys in the store that match on that value
type Index map[string]sets.String

// Indexers maps a name to an IndexFunc
type Indexers map[string]IndexFunc

// Indices maps a name to an Index
type Indices map[string]Index

// Indexer extends Store with multiple indices and restricts each accumulator to simply hold the
// current object (and be empty after Delete).
type Indexer interface {
	Store
	// Index returns the stored objects whose set of indexed values intersects the set of indexed
	// values of the given object, for the named index
	Index(indexName string, obj interface{}) ([]interface{}, error)
	// IndexKeys returns the storage keys of the stored objects whose set of indexed values for the
	// named index includes the given indexed value
	IndexKeys(indexName, indexedValue string) ([]string, error)
	// ListIndexFuncValues returns all the indexed values of the given index
	ListIndexFuncValues(indexName string) []string
	// ByIndex returns the stored objects whose set of indexed values for the named index includes
	// the given indexed value
	ByIndex(indexName, indexedValue string) ([]interface{}, error)
	// GetIndexers return the indexers
	GetIndexers() Indexers
	// AddIndexers adds more indexers to this store. This supports adding indexes after the store
	// already has items.
	AddIndexers(newIndexers Indexers) error
}

// cache: a Store/Indexer over a map guarded by a lock, with the indices kept on each change.
type cache struct {
	lock     sync.RWMutex
	keyFunc  KeyFunc
	items    map[string]interface{}
	indexers Indexers
	indices  Indices
}

var _ Store = &cache{}

// NewStore returns a Store implemented simply with a map and a lock.
func NewStore(keyFunc KeyFunc) Store {
	return &cache{keyFunc: keyFunc, items: map[string]interface{}{}, indexers: Indexers{}, indices: Indices{}}
}

// NewIndexer returns an Indexer implemented simply with a map and a lock.
func NewIndexer(keyFunc KeyFunc, indexers Indexers) Indexer {
	own := Indexers{}
	for k, v := range indexers {
		own[k] = v
	}
	return &cache{keyFunc: keyFunc, items: map[string]interface{}{}, indexers: own, indices: Indices{}}
}

func (c *cache) key(obj interface{}) (string, error) {
	key, err := c.keyFunc(obj)
	if err != nil {
		return "", KeyError{obj, err}
	}
	return key, nil
}

// Add inserts an item into the cache.
func (c *cache) Add(obj interface{}) error {
	key, err := c.key(obj)
	if err != nil {
		return err
	}
	c.lock.Lock()
	defer c.lock.Unlock()
	c.put(key, obj)
	return nil
}

// Update sets an item in the cache to its updated state.
func (c *cache) Update(obj interface{}) error {
	return c.Add(obj)
}

func (c *cache) put(key string, obj interface{}) {
	old := c.items[key]
	c.items[key] = obj
	for name := range c.indexers {
		c.reindex(name, old, obj, key)
	}
}

// Delete removes an item from the cache.
func (c *cache) Delete(obj interface{}) error {
	key, err := c.key(obj)
	if err != nil {
		return err
	}
	c.lock.Lock()
	defer c.lock.Unlock()
	if old, exists := c.items[key]; exists {
		for name := range c.indexers {
			c.reindex(name, old, nil, key)
		}
		delete(c.items, key)
	}
	return nil
}

// reindex moves key from the values old had in the named index to those obj has (either may be nil).
func (c *cache) reindex(name string, old, obj interface{}, key string) {
	indexFunc := c.indexers[name]
	var oldValues, newValues []string
	var err error
	if old != nil {
		if oldValues, err = indexFunc(old); err != nil {
			panic(fmt.Errorf("unable to calculate an index entry for key %q on index %q: %v", key, name, err))
		}
	}
	if obj != nil {
		if newValues, err = indexFunc(obj); err != nil {
			panic(fmt.Errorf("unable to calculate an index entry for key %q on index %q: %v", key, name, err))
		}
	}
	index := c.indices[name]
	if index == nil {
		index = Index{}
		c.indices[name] = index
	}
	for _, v := range oldValues {
		if set := index[v]; set != nil {
			set.Delete(key)
			// an empty set is dropped, so ListIndexFuncValues does not keep values nobody has
			if len(set) == 0 {
				delete(index, v)
			}
		}
	}
	for _, v := range newValues {
		set := index[v]
		if set == nil {
			set = sets.String{}
			index[v] = set
		}
		set.Insert(key)
	}
}

// List returns a list of all the items.
func (c *cache) List() []interface{} {
	c.lock.RLock()
	defer c.lock.RUnlock()
	list := make([]interface{}, 0, len(c.items))
	for _, item := range c.items {
		list = append(list, item)
	}
	return list
}

// ListKeys returns a list of all the keys of the objects currently in the cache.
func (c *cache) ListKeys() []string {
	c.lock.RLock()
	defer c.lock.RUnlock()
	list := make([]string, 0, len(c.items))
	for key := range c.items {
		list = append(list, key)
	}
	return list
}

// GetIndexers returns the indexers of cache
func (c *cache) GetIndexers() Indexers {
	return c.indexers
}

// Index returns a list of items that match on the index function.
func (c *cache) Index(indexName string, obj interface{}) ([]interface{}, error) {
	c.lock.RLock()
	defer c.lock.RUnlock()
	indexFunc := c.indexers[indexName]
	if indexFunc == nil {
		return nil, fmt.Errorf("Index with name %s does not exist", indexName)
	}
	values, err := indexFunc(obj)
	if err != nil {
		return nil, err
	}
	index := c.indices[indexName]
	keys := sets.String{}
	for _, v := range values {
		for key := range index[v] {
			keys.Insert(key)
		}
	}
	list := make([]interface{}, 0, len(keys))
	for key := range keys {
		list = append(list, c.items[key])
	}
	return list, nil
}

// IndexKeys returns the storage keys of the stored objects whose set of indexed values for the
// named index includes the given indexed value.
func (c *cache) IndexKeys(indexName, indexedValue string) ([]string, error) {
	c.lock.RLock()
	defer c.lock.RUnlock()
	if c.indexers[indexName] == nil {
		return nil, fmt.Errorf("Index with name %s does not exist", indexName)
	}
	return c.indices[indexName][indexedValue].List(), nil
}

// ListIndexFuncValues returns the list of generated values of an Index func
func (c *cache) ListIndexFuncValues(indexName string) []string {
	c.lock.RLock()
	defer c.lock.RUnlock()
	index := c.indices[indexName]
	names := make([]string, 0, len(index))
	for key := range index {
		names = append(names, key)
	}
	return names
}

// ByIndex returns the stored objects whose set of indexed values for the named index includes the
// given indexed value.
func (c *cache) ByIndex(indexName, indexedValue string) ([]interface{}, error) {
	c.lock.RLock()
	defer c.lock.RUnlock()
	if c.indexers[indexName] == nil {
		return nil, fmt.Errorf("Index with name %s does not exist", indexName)
	}
	set := c.indices[indexName][indexedValue]
	list := make([]interface{}, 0, len(set))
	for key := range set {
		list = append(list, c.items[key])
	}
	return list, nil
}

// AddIndexers adds more indexers to this store; the items already there are indexed at once.
func (c *cache) AddIndexers(newIndexers Indexers) error {
	c.lock.Lock()
	defer c.lock.Unlock()
	oldKeys := sets.StringKeySet(c.indexers)
	newKeys := sets.StringKeySet(newIndexers)
	if oldKeys.HasAny(newKeys.List()...) {
		return fmt.Errorf("indexer conflict: %v", oldKeys.Intersection(newKeys))
	}
	for k, v := range newIndexers {
		c.indexers[k] = v
	}
	for key, item := range c.items {
		for name := range newIndexers {
			c.reindex(name, nil, item, key)
		}
	}
	return nil
}

// Get returns the requested item, or sets exists=false.
func (c *cache) Get(obj interface{}) (item interface{}, exists bool, err error) {
	key, err := c.key(obj)
	if err != nil {
		return nil, false, err
	}
	return c.GetByKey(key)
}

// GetByKey returns the request item, or exists=false.
func (c *cache) GetByKey(key string) (item interface{}, exists bool, err error) {
	c.lock.RLock()
	defer c.lock.RUnlock()
	item, exists = c.items[key]
	return item, exists, nil
}

// Replace will delete the contents of 'c', using instead the given list. 'c' takes ownership of
// the list, you should not reference the list again after calling this function.
func (c *cache) Replace(list []interface{}, resourceVersion string) error {
	items := make(map[string]interface{}, len(list))
	for _, item := range list {
		key, err := c.key(item)
		if err != nil {
			return err
		}
		items[key] = item
	}
	c.lock.Lock()
	defer c.lock.Unlock()
	c.items = map[string]interface{}{}
	c.indices = Indices{}
	for key, item := range items {
		c.put(key, item)
	}
	return nil
}

// Resync is meaningless for one of these
func (c *cache) Resync() error {
	return nil
}

// ResourceEventHandler can handle notifications for events that happen to a resource. The events
// are informational only, so you can't return an error.
type ResourceEventHandler interface {
	OnAdd(obj interface{}, isInInitialList bool)
	OnUpdate(oldObj, newObj interface{})
	OnDelete(obj interface{})
}

// ResourceEventHandlerFuncs is an adaptor to let you easily specify as many or as few of the
// notification functions as you want while still implementing ResourceEventHandler.
type ResourceEventHandlerFuncs struct {
	AddFunc    func(obj interface{})
	UpdateFunc func(oldObj, newObj interface{})
	DeleteFunc func(obj interface{})
}

// OnAdd calls AddFunc if it's not nil.
func (r ResourceEventHandlerFuncs) OnAdd(obj interface{}, isInInitialList bool) {
	if r.AddFunc != nil {
		r.AddFunc(obj)
	}
}

// OnUpdate calls UpdateFunc if it's not nil.
func (r ResourceEventHandlerFuncs) OnUpdate(oldObj, newObj interface{}) {
	if r.UpdateFunc != nil {
		r.UpdateFunc(oldObj, newObj)
	}
}

// OnDelete calls DeleteFunc if it's not nil.
func (r ResourceEventHandlerFuncs) OnDelete(obj interface{}) {
	if r.DeleteFunc != nil {
		r.DeleteFunc(obj)
	}
}

// ResourceEventHandlerDetailedFuncs is exactly like ResourceEventHandlerFuncs except its AddFunc
// accepts the isInInitialList parameter, for propagating to the handler.
type ResourceEventHandlerDetailedFuncs struct {
	AddFunc    func(obj interface{}, isInInitialList bool)
	UpdateFunc func(oldObj, newObj interface{})
	DeleteFunc func(obj interface{})
}

// OnAdd calls AddFunc if it's not nil.
func (r ResourceEventHandlerDetailedFuncs) OnAdd(obj interface{}, isInInitialList bool) {
	if r.AddFunc != nil {
		r.AddFunc(obj, isInInitialList)
	}
}

// OnUpdate calls UpdateFunc if it's not nil.
func (r ResourceEventHandlerDetailedFuncs) OnUpdate(oldObj, newObj interface{}) {
	if r.UpdateFunc != nil {
		r.UpdateFunc(oldObj, newObj)
	}
}

// OnDelete calls DeleteFunc if it's not nil.
func (r ResourceEventHandlerDetailedFuncs) OnDelete(obj interface{}) {
	if r.DeleteFunc != nil {
		r.DeleteFunc(obj)
	}
}

// FilteringResourceEventHandler applies the provided filter to all events coming in, ensuring the
// appropriate nested handler method is invoked. An object that starts passing the filter after an
// update is considered an add, and an object that stops passing the filter after an update is
// considered a delete.
type FilteringResourceEventHandler struct {
	FilterFunc func(obj interface{}) bool
	Handler    ResourceEventHandler
}

// OnAdd calls the nested handler only if the filter succeeds
func (r FilteringResourceEventHandler) OnAdd(obj interface{}, isInInitialList bool) {
	if !r.FilterFunc(obj) {
		return
	}
	r.Handler.OnAdd(obj, isInInitialList)
}

// OnUpdate ensures the proper handler is called depending on whether the filter matches
func (r FilteringResourceEventHandler) OnUpdate(oldObj, newObj interface{}) {
	newer := r.FilterFunc(newObj)
	older := r.FilterFunc(oldObj)
	switch {
	case newer && older:
		r.Handler.OnUpdate(oldObj, newObj)
	case newer && !older:
		r.Handler.OnAdd(newObj, false)
	case !newer && older:
		r.Handler.OnDelete(oldObj)
	default:
		// do nothing
	}
}

// OnDelete calls the nested handler only if the filter succeeds
func (r FilteringResourceEventHandler) OnDelete(obj interface{}) {
	if !r.FilterFunc(obj) {
		return
	}
	r.Handler.OnDelete(obj)
}

// InformerSynced is a function that can be used to determine if an informer has synced. This is
// useful for determining if caches have synced.
type InformerSynced func() bool

const syncedPollPeriod = 100 * time.Millisecond

// WaitForCacheSync waits for caches to populate. It returns true if it was successful, false if
// the controller should shutdown. It checks at once, then every 100ms until stopCh is closed.
func WaitForCacheSync(stopCh <-chan struct{}, cacheSyncs ...InformerSynced) bool {
	synced := func() bool {
		for _, syncFunc := range cacheSyncs {
			if !syncFunc() {
				return false
			}
		}
		return true
	}
	if synced() {
		return true
	}
	ticker := time.NewTicker(syncedPollPeriod)
	defer ticker.Stop()
	for {
		select {
		case <-stopCh:
			return false
		case <-ticker.C:
			if synced() {
				return true
			}
		}
	}
}

// WaitForNamedCacheSync is a wrapper around WaitForCacheSync that generates log messages
// indicating that the caller identified by name is waiting for syncs, followed by either a
// successful or failed sync.
func WaitForNamedCacheSync(controllerName string, stopCh <-chan struct{}, cacheSyncs ...InformerSynced) bool {
	waiting, synced := namedSyncLines()
	klogInfo(waiting, "Waiting for caches to sync", controllerName)
	if !WaitForCacheSync(stopCh, cacheSyncs...) {
		return false
	}
	klogInfo(synced, "Caches are synced", controllerName)
	return true
}

// namedSyncLines: shared_informer.go's lines of WaitForNamedCacheSync's two klog calls for the
// client-go minor in go.mod; v0.33 made them structured (klog.Background().Info).
func namedSyncLines() (int, int) {
	switch minor := clientGoMinor(); {
	case minor <= 32:
		return 313, 320
	case minor == 33:
		return 350, 357
	case minor <= 35:
		return 349, 356
	default:
		return 381, 388
	}
}

// klogInfo writes klog's info line to stderr: `Waiting for caches to sync for NAME` up to v0.32,
// then the structured `"Waiting for caches to sync" controller="NAME"`.
func klogInfo(line int, msg, controller string) {
	now := time.Now()
	_, month, day := now.Date()
	text := fmt.Sprintf("%s for %s", msg, controller)
	if clientGoMinor() >= 33 {
		text = fmt.Sprintf("%q controller=%q", msg, controller)
	}
	os.Stderr.WriteString(fmt.Sprintf("I%02d%02d %02d:%02d:%02d.%06d %7d shared_informer.go:%d] %s\n", int(month), day, now.Hour(), now.Minute(), now.Second(), now.Nanosecond()/1000, os.Getpid(), line, text))
}

// clientGoMinor: k8s.io/client-go v0.<minor> as go.mod requires it.
func clientGoMinor() int
