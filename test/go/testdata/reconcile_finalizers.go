package main

import (
	"fmt"
	"slices"
	"time"
)

const finalizerName = "cache.example.com/finalizer"

type ObjectMeta struct {
	Name              string
	Finalizers        []string
	DeletionTimestamp *time.Time
}

func (m *ObjectMeta) GetDeletionTimestamp() *time.Time { return m.DeletionTimestamp }

func ContainsFinalizer(m *ObjectMeta, f string) bool { return slices.Contains(m.Finalizers, f) }

func AddFinalizer(m *ObjectMeta, f string) bool {
	if ContainsFinalizer(m, f) {
		return false
	}
	m.Finalizers = append(m.Finalizers, f)
	return true
}

func RemoveFinalizer(m *ObjectMeta, f string) bool {
	before := len(m.Finalizers)
	m.Finalizers = slices.DeleteFunc(m.Finalizers, func(s string) bool { return s == f })
	return len(m.Finalizers) != before
}

type Memcached struct {
	ObjectMeta
}

func reconcile(m *Memcached) string {
	if m.GetDeletionTimestamp() != nil {
		if ContainsFinalizer(&m.ObjectMeta, finalizerName) {
			fmt.Println("performing finalizer operations for", m.Name)
			if ok := RemoveFinalizer(&m.ObjectMeta, finalizerName); !ok {
				return "failed to remove finalizer"
			}
			return "finalizer removed"
		}
		return "deleted"
	}
	if !ContainsFinalizer(&m.ObjectMeta, finalizerName) {
		if ok := AddFinalizer(&m.ObjectMeta, finalizerName); !ok {
			return "failed to add finalizer"
		}
		return "finalizer added"
	}
	return "steady"
}

func main() {
	m := &Memcached{ObjectMeta{Name: "cache"}}
	fmt.Println(reconcile(m), m.Finalizers)
	fmt.Println(reconcile(m), m.Finalizers)
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	m.DeletionTimestamp = &now
	fmt.Println(reconcile(m), m.Finalizers, len(m.Finalizers))
	fmt.Println(reconcile(m))
}

// Output:
// finalizer added [cache.example.com/finalizer]
// steady [cache.example.com/finalizer]
// performing finalizer operations for cache
// finalizer removed [] 0
// deleted
