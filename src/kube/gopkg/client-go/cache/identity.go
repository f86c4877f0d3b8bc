package cache

// Informer identities for metrics ([CG] tools/cache/identity.go, v0.36 on): what code-generator's
// v0.36 informer factories pass every informer (InformerName, WithResource, Release). The
// simulated informers publish no FIFO metrics; the names' registry and its errors are the real ones.

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"k8s.io/apimachinery/pkg/runtime/schema"
)

// informerNameRegistry tracks all registered InformerName instances to detect collisions.
var informerNameRegistry = struct {
	sync.Mutex
	names map[string]*InformerName
}{
	names: make(map[string]*InformerName),
}

// InformerName represents a named informer identity used for metrics. The name must be globally
// unique within a process.
type InformerName struct {
	name     string
	lock     sync.Mutex
	reserved *atomic.Bool
	gvrs     map[schema.GroupVersionResource]*atomic.Bool
}

// NewInformerName creates a new InformerName with the given name. If a name collision is
// detected, an error is returned.
func NewInformerName(name string) (*InformerName, error) {
	if name == "" {
		return nil, fmt.Errorf("informer name cannot be empty")
	}
	informerNameRegistry.Lock()
	defer informerNameRegistry.Unlock()
	if existing, ok := informerNameRegistry.names[name]; ok {
		if existing.reserved.Load() {
			return nil, fmt.Errorf("informer name %q is already registered", name)
		}
		delete(informerNameRegistry.names, name)
	}
	reserved := &atomic.Bool{}
	reserved.Store(true)
	n := &InformerName{name: name, reserved: reserved, gvrs: make(map[schema.GroupVersionResource]*atomic.Bool)}
	informerNameRegistry.names[name] = n
	return n, nil
}

// WithResource registers a GVR under this InformerName and returns an InformerNameAndResource
// that can be passed to FIFO/SharedIndexInformer (Reserved false for a duplicate).
func (n *InformerName) WithResource(gvr schema.GroupVersionResource) InformerNameAndResource {
	if n == nil {
		return InformerNameAndResource{gvr: gvr}
	}
	n.lock.Lock()
	defer n.lock.Unlock()
	retval := InformerNameAndResource{name: n.name, gvr: gvr, reserved: &atomic.Bool{}}
	if n.reserved.Load() {
		if _, gvrExists := n.gvrs[gvr]; !gvrExists {
			retval.reserved.Store(true)
			n.gvrs[gvr] = retval.reserved
		} else {
			// klog.TODO().Error(nil, ...) at identity.go:122, written as klog does (klog is not
			// imported here, as in the rest of the package)
			now := time.Now()
			_, month, day := now.Date()
			os.Stderr.WriteString(fmt.Sprintf("E%02d%02d %02d:%02d:%02d.%06d %7d identity.go:122] %q informerName=%q group=%q version=%q resource=%q\n", int(month), day, now.Hour(), now.Minute(), now.Second(), now.Nanosecond()/1000, os.Getpid(), "Duplicate informer registration - metrics will not be published", n.name, gvr.Group, gvr.Version, gvr.Resource))
		}
	}
	return retval
}

// Release marks this InformerName as no longer in use; the name can be reused.
func (n *InformerName) Release() {
	if n == nil {
		return
	}
	n.lock.Lock()
	defer n.lock.Unlock()
	for _, reserved := range n.gvrs {
		reserved.Store(false)
	}
	n.gvrs = make(map[schema.GroupVersionResource]*atomic.Bool)
	n.reserved.Store(false)
	informerNameRegistry.Lock()
	defer informerNameRegistry.Unlock()
	delete(informerNameRegistry.names, n.name)
}

// Name returns the name of this InformerName.
func (n *InformerName) Name() string {
	if n == nil {
		return ""
	}
	return n.name
}

// InformerNameAndResource represents a specific informer identity with both a name and a GVR.
type InformerNameAndResource struct {
	name     string
	gvr      schema.GroupVersionResource
	reserved *atomic.Bool
}

// Reserved returns true if this informer identity is reserved for metrics.
func (n InformerNameAndResource) Reserved() bool {
	if n.reserved == nil {
		return false
	}
	return n.reserved.Load()
}

// Name returns the informer name.
func (n InformerNameAndResource) Name() string {
	return n.name
}

// GroupVersionResource returns the GVR for this informer identity.
func (n InformerNameAndResource) GroupVersionResource() schema.GroupVersionResource {
	return n.gvr
}
