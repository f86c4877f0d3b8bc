package v1alpha1

import "time"

type ObjectMeta struct {
	Name       string
	Namespace  string
	Generation int64
	Finalizers []string
}

type MemcachedSpec struct {
	Size          *int32
	ContainerPort int32
}

type Condition struct {
	Type               string
	Status             string
	Reason             string
	LastTransitionTime time.Time
}

type MemcachedStatus struct {
	Conditions []Condition
}

type Memcached struct {
	ObjectMeta
	Spec   MemcachedSpec
	Status MemcachedStatus
}

// Default fills unset fields the way a defaulting webhook would.
func (m *Memcached) Default() {
	if m.Spec.Size == nil {
		m.Spec.Size = new(int32(1)) // go1.26: new(expr)
	}
	if m.Spec.ContainerPort == 0 {
		m.Spec.ContainerPort = 11211
	}
}
