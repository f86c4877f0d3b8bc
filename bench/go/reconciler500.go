// A 500-line reconciler-style file for the parse + check benchmark of bench/go-vs-yaegi.ts.
//
// It is assembled from golden programs of test/go/testdata (the reconcile flow, conditions, an LRU
// cache, owner references, a text-table parser, label selectors and a state machine), each main
// renamed so that one package holds them all. It builds and vets with real Go.
package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// ---- from reconcile_memcached_flow.go
type NamespacedName struct{ Namespace, Name string }

func (n NamespacedName) String() string { return n.Namespace + "/" + n.Name }

type Request struct{ NamespacedName }

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

var errNotFound = errors.New("not found")

func IsNotFound(err error) bool { return errors.Is(err, errNotFound) }

type MemcachedSpec struct{ Size int32 }
type Memcached struct {
	Name, Namespace string
	Spec            MemcachedSpec
}

type Deployment struct {
	Name     string
	Replicas *int32
}

type Client struct {
	memcacheds  map[string]*Memcached
	deployments map[string]*Deployment
}

func (c *Client) GetMemcached(ctx context.Context, key NamespacedName, out *Memcached) error {
	m, ok := c.memcacheds[key.String()]
	if !ok {
		return fmt.Errorf("memcached %q: %w", key.Name, errNotFound)
	}
	*out = *m
	return nil
}

func (c *Client) GetDeployment(ctx context.Context, key NamespacedName, out *Deployment) error {
	d, ok := c.deployments[key.String()]
	if !ok {
		return fmt.Errorf("deployment %q: %w", key.Name, errNotFound)
	}
	*out = *d
	return nil
}

func (c *Client) Create(ctx context.Context, d *Deployment) error {
	c.deployments["default/"+d.Name] = d
	return nil
}

func (c *Client) Update(ctx context.Context, d *Deployment) error {
	c.deployments["default/"+d.Name] = d
	return nil
}

type MemcachedReconciler struct {
	*Client
}

func (r *MemcachedReconciler) Reconcile(ctx context.Context, req Request) (Result, error) {
	memcached := &Memcached{}
	err := r.GetMemcached(ctx, req.NamespacedName, memcached)
	if err != nil {
		if IsNotFound(err) {
			fmt.Println("memcached resource not found. Ignoring since object must be deleted")
			return Result{}, nil
		}
		return Result{}, err
	}
	found := &Deployment{}
	err = r.GetDeployment(ctx, NamespacedName{Name: memcached.Name, Namespace: memcached.Namespace}, found)
	if err != nil && IsNotFound(err) {
		dep := &Deployment{Name: memcached.Name, Replicas: func() *int32 { v := memcached.Spec.Size; return &v }()}
		fmt.Println("Creating a new Deployment", dep.Name)
		if err := r.Create(ctx, dep); err != nil {
			return Result{}, err
		}
		return Result{RequeueAfter: time.Minute}, nil
	} else if err != nil {
		return Result{}, err
	}
	size := memcached.Spec.Size
	if *found.Replicas != size {
		found.Replicas = &size
		if err = r.Update(ctx, found); err != nil {
			return Result{}, err
		}
		return Result{Requeue: true}, nil
	}
	return Result{}, nil
}

func main0() {
	c := &Client{memcacheds: map[string]*Memcached{}, deployments: map[string]*Deployment{}}
	c.memcacheds["default/cache"] = &Memcached{Name: "cache", Namespace: "default", Spec: MemcachedSpec{Size: 3}}
	r := &MemcachedReconciler{Client: c}
	ctx := context.Background()
	req := Request{NamespacedName{Namespace: "default", Name: "cache"}}
	for i := 0; i < 3; i++ {
		res, err := r.Reconcile(ctx, req)
		fmt.Printf("%d: %+v %v replicas=%d\n", i, res, err, *c.deployments["default/cache"].Replicas)
		if i == 0 {
			c.memcacheds["default/cache"].Spec.Size = 5
		}
	}
	res, err := r.Reconcile(ctx, Request{NamespacedName{Namespace: "default", Name: "gone"}})
	fmt.Printf("%+v %v\n", res, err)
}

// ---- from reconcile_conditions.go
type ConditionStatus string

const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

type Condition struct {
	Type               string
	Status             ConditionStatus
	Reason             string
	Message            string
	LastTransitionTime time.Time
	ObservedGeneration int64
}

func FindStatusCondition(conds []Condition, t string) *Condition {
	for i := range conds {
		if conds[i].Type == t {
			return &conds[i]
		}
	}
	return nil
}

func SetStatusCondition(conds *[]Condition, c Condition, now time.Time) (changed bool) {
	existing := FindStatusCondition(*conds, c.Type)
	if existing == nil {
		c.LastTransitionTime = now
		*conds = append(*conds, c)
		return true
	}
	if existing.Status != c.Status {
		existing.Status = c.Status
		existing.LastTransitionTime = now
		changed = true
	}
	if existing.Reason != c.Reason || existing.Message != c.Message {
		existing.Reason, existing.Message = c.Reason, c.Message
		changed = true
	}
	if existing.ObservedGeneration != c.ObservedGeneration {
		existing.ObservedGeneration = c.ObservedGeneration
		changed = true
	}
	return changed
}

func IsStatusConditionTrue(conds []Condition, t string) bool {
	c := FindStatusCondition(conds, t)
	return c != nil && c.Status == ConditionTrue
}

func main1() {
	var conds []Condition
	t0 := time.Date(2025, 5, 1, 12, 0, 0, 0, time.UTC)
	fmt.Println(SetStatusCondition(&conds, Condition{Type: "Available", Status: ConditionUnknown, Reason: "Reconciling", Message: "Starting reconciliation"}, t0))
	fmt.Println(SetStatusCondition(&conds, Condition{Type: "Available", Status: ConditionUnknown, Reason: "Reconciling", Message: "Starting reconciliation"}, t0.Add(time.Minute)))
	fmt.Println(IsStatusConditionTrue(conds, "Available"))
	fmt.Println(SetStatusCondition(&conds, Condition{Type: "Available", Status: ConditionTrue, Reason: "Reconciling", Message: fmt.Sprintf("Deployment for custom resource (%s) with %d replicas created successfully", "cache", 3), ObservedGeneration: 2}, t0.Add(2*time.Minute)))
	c := FindStatusCondition(conds, "Available")
	fmt.Println(c.Status, c.Reason, c.LastTransitionTime.Format(time.RFC3339), c.ObservedGeneration)
	fmt.Println(c.Message)
	fmt.Println(IsStatusConditionTrue(conds, "Available"), FindStatusCondition(conds, "Degraded") == nil)
}

// ---- from mixed_lru_cache.go
type entry struct {
	key        string
	val        int
	prev, next *entry
}

type LRU struct {
	cap        int
	items      map[string]*entry
	head, tail *entry
}

func NewLRU(capacity int) *LRU {
	l := &LRU{cap: capacity, items: map[string]*entry{}}
	l.head = &entry{}
	l.tail = &entry{}
	l.head.next = l.tail
	l.tail.prev = l.head
	return l
}

func (l *LRU) unlink(e *entry) { e.prev.next = e.next; e.next.prev = e.prev }
func (l *LRU) pushFront(e *entry) {
	e.next = l.head.next
	e.prev = l.head
	l.head.next.prev = e
	l.head.next = e
}

func (l *LRU) Get(k string) (int, bool) {
	e, ok := l.items[k]
	if !ok {
		return 0, false
	}
	l.unlink(e)
	l.pushFront(e)
	return e.val, true
}

func (l *LRU) Put(k string, v int) {
	if e, ok := l.items[k]; ok {
		e.val = v
		l.unlink(e)
		l.pushFront(e)
		return
	}
	if len(l.items) == l.cap {
		old := l.tail.prev
		l.unlink(old)
		delete(l.items, old.key)
		fmt.Println("evict", old.key)
	}
	e := &entry{key: k, val: v}
	l.items[k] = e
	l.pushFront(e)
}

func (l *LRU) Keys() []string {
	var ks []string
	for e := l.head.next; e != l.tail; e = e.next {
		ks = append(ks, e.key)
	}
	return ks
}

func main2() {
	c := NewLRU(3)
	for i, k := range []string{"a", "b", "c"} {
		c.Put(k, i)
	}
	c.Get("a")
	c.Put("d", 3)
	c.Put("b", 10)
	fmt.Println(c.Keys())
	v, ok := c.Get("c")
	fmt.Println(v, ok)
	c.Put("e", 4)
	fmt.Println(c.Keys())
}

// ---- from reconcile_owner_refs.go
type OwnerReference struct {
	Kind               string
	Name               string
	UID                string
	Controller         *bool
	BlockOwnerDeletion *bool
}

type Object struct {
	Kind            string
	Name            string
	UID             string
	OwnerReferences []OwnerReference
}

type AlreadyOwnedError struct {
	Object string
	Owner  OwnerReference
}

func (e *AlreadyOwnedError) Error() string {
	return fmt.Sprintf("Object %s is already owned by another %s controller %s", e.Object, e.Owner.Kind, e.Owner.Name)
}

func ptrTo[T any](v T) *T { return &v }

func GetControllerOf(o *Object) *OwnerReference {
	for i := range o.OwnerReferences {
		if r := o.OwnerReferences[i]; r.Controller != nil && *r.Controller {
			return &o.OwnerReferences[i]
		}
	}
	return nil
}

func SetControllerReference(owner, obj *Object) error {
	ref := OwnerReference{Kind: owner.Kind, Name: owner.Name, UID: owner.UID, Controller: ptrTo(true), BlockOwnerDeletion: ptrTo(true)}
	if existing := GetControllerOf(obj); existing != nil && existing.UID != owner.UID {
		return &AlreadyOwnedError{Object: obj.Name, Owner: *existing}
	}
	for i, r := range obj.OwnerReferences {
		if r.UID == ref.UID {
			obj.OwnerReferences[i] = ref
			return nil
		}
	}
	obj.OwnerReferences = append(obj.OwnerReferences, ref)
	return nil
}

func main3() {
	owner := &Object{Kind: "Memcached", Name: "cache", UID: "uid-1"}
	other := &Object{Kind: "Memcached", Name: "other", UID: "uid-2"}
	dep := &Object{Kind: "Deployment", Name: "cache"}
	fmt.Println(SetControllerReference(owner, dep), len(dep.OwnerReferences))
	fmt.Println(SetControllerReference(owner, dep), len(dep.OwnerReferences))
	err := SetControllerReference(other, dep)
	var owned *AlreadyOwnedError
	fmt.Println(err, errors.As(err, &owned))
	c := GetControllerOf(dep)
	fmt.Println(c.Name, *c.Controller, *c.BlockOwnerDeletion)
}

// ---- from mixed_text_table_parse.go
const input = `NAME        CPU   MEM
api-server  250m  512
scheduler   100m  128
etcd        500m  2048
bad-line
worker      1200m 4096`

type row struct {
	name     string
	milliCPU int
	memMiB   int
}

func parse(s string) ([]row, []error) {
	var rows []row
	var errs []error
	for i, line := range strings.Split(s, "\n")[1:] {
		f := strings.Fields(line)
		if len(f) != 3 {
			errs = append(errs, fmt.Errorf("line %d: expected 3 fields, got %d", i+2, len(f)))
			continue
		}
		cpu, err := strconv.Atoi(strings.TrimSuffix(f[1], "m"))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		mem, _ := strconv.Atoi(f[2])
		rows = append(rows, row{f[0], cpu, mem})
	}
	return rows, errs
}

func main4() {
	rows, errs := parse(input)
	totalCPU, totalMem := 0, 0
	for _, r := range rows {
		totalCPU += r.milliCPU
		totalMem += r.memMiB
		fmt.Printf("%-12s %5.2f cores %6d MiB\n", r.name, float64(r.milliCPU)/1000, r.memMiB)
	}
	fmt.Printf("total: %.2f cores, %.1f GiB\n", float64(totalCPU)/1000, float64(totalMem)/1024)
	fmt.Println(errs)
}

// ---- from reconcile_label_selector.go
type Set map[string]string

func (s Set) String() string {
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + s[k]
	}
	return strings.Join(parts, ",")
}

type Selector struct{ match Set }

func SelectorFromSet(s Set) Selector { return Selector{match: s} }

func (sel Selector) Matches(labels Set) bool {
	for k, v := range sel.match {
		if got, ok := labels[k]; !ok || got != v {
			return false
		}
	}
	return true
}

type Pod struct {
	Name   string
	Labels map[string]string
}

func labelsForMemcached(name string) map[string]string {
	return map[string]string{
		"app.kubernetes.io/name":       "memcached-operator",
		"app.kubernetes.io/instance":   name,
		"app.kubernetes.io/managed-by": "ControllerManager",
	}
}

func main5() {
	sel := SelectorFromSet(Set(labelsForMemcached("cache")))
	fmt.Println(Set(labelsForMemcached("cache")))
	pods := []Pod{
		{"cache-1", labelsForMemcached("cache")},
		{"other-1", labelsForMemcached("other")},
		{"bare", nil},
	}
	for _, p := range pods {
		fmt.Println(p.Name, sel.Matches(Set(p.Labels)))
	}
}

// ---- from mixed_state_machine.go
type State int

const (
	Idle State = iota
	Provisioning
	Ready
	Deleting
	Gone
)

var names = map[State]string{Idle: "Idle", Provisioning: "Provisioning", Ready: "Ready", Deleting: "Deleting", Gone: "Gone"}

func (s State) String() string { return names[s] }

type Event string

var transitions = map[State]map[Event]State{
	Idle:         {"create": Provisioning},
	Provisioning: {"ready": Ready, "delete": Deleting},
	Ready:        {"delete": Deleting},
	Deleting:     {"finalized": Gone},
}

func step(s State, e Event) (State, error) {
	next, ok := transitions[s][e]
	if !ok {
		return s, fmt.Errorf("invalid event %q in state %v", e, s)
	}
	return next, nil
}

func main6() {
	s := Idle
	for _, e := range []Event{"create", "delete", "ready", "finalized", "create"} {
		next, err := step(s, e)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Printf("%v --%s--> %v\n", s, e, next)
		s = next
	}
}

func main() {
	main0()
	main1()
	main2()
	main3()
	main4()
	main5()
	main6()
}
