package v1

import "fmt"

type MemcachedSpec struct {
	Size int32 `json:"size"`
}

type Memcached struct {
	Name string
	Spec MemcachedSpec
}

func (m *Memcached) DeepCopy() *Memcached {
	out := *m
	return out
}
