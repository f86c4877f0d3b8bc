package main

import (
	"fmt"
	"strings"
)

type Object interface{ Kind() string }

type Memcached struct{}
type Deployment struct{}
type Secret struct{}

func (*Memcached) Kind() string  { return "Memcached" }
func (*Deployment) Kind() string { return "Deployment" }
func (*Secret) Kind() string     { return "Secret" }

type Request struct{ Name string }

type MapFunc func(obj Object) []Request

type Predicate func(obj Object) bool

type Builder struct {
	forKind    string
	owns       []string
	watches    map[string]MapFunc
	predicates []Predicate
	options    Options
}

type Options struct{ MaxConcurrentReconciles int }

func NewControllerManagedBy(mgr string) *Builder { return &Builder{watches: map[string]MapFunc{}} }

func (b *Builder) For(o Object, preds ...Predicate) *Builder {
	b.forKind = o.Kind()
	b.predicates = append(b.predicates, preds...)
	return b
}
func (b *Builder) Owns(o Object) *Builder { b.owns = append(b.owns, o.Kind()); return b }
func (b *Builder) Watches(o Object, fn MapFunc) *Builder {
	b.watches[o.Kind()] = fn
	return b
}
func (b *Builder) WithOptions(o Options) *Builder { b.options = o; return b }
func (b *Builder) Complete(r any) error {
	fmt.Printf("for=%s owns=%s watches=%d preds=%d workers=%d reconciler=%T\n", b.forKind,
		strings.Join(b.owns, ","), len(b.watches), len(b.predicates), b.options.MaxConcurrentReconciles, r)
	return nil
}

type MemcachedReconciler struct{}

func (r *MemcachedReconciler) findObjectsForSecret(obj Object) []Request {
	return []Request{{Name: "from-" + strings.ToLower(obj.Kind())}}
}

func (r *MemcachedReconciler) SetupWithManager(mgr string) error {
	return NewControllerManagedBy(mgr).
		For(&Memcached{}, func(o Object) bool { return true }).
		Owns(&Deployment{}).
		Watches(&Secret{}, r.findObjectsForSecret).
		WithOptions(Options{MaxConcurrentReconciles: 2}).
		Complete(r)
}

func main() {
	r := &MemcachedReconciler{}
	fmt.Println(r.SetupWithManager("mgr"))
	fmt.Println(r.findObjectsForSecret(&Secret{}))
}

// Output:
// for=Memcached owns=Deployment watches=1 preds=1 workers=2 reconciler=*main.MemcachedReconciler
// <nil>
// [{from-secret}]
