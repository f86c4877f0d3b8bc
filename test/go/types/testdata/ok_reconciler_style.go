package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

type ObjectMeta struct {
	Name        string            `json:"name,omitempty"`
	Namespace   string            `json:"namespace,omitempty"`
	Labels      map[string]string `json:"labels,omitempty"`
	Generation  int64             `json:"generation,omitempty"`
	Finalizers  []string          `json:"finalizers,omitempty"`
	DeletionTimestamp *time.Time
}

func (m *ObjectMeta) GetName() string            { return m.Name }
func (m *ObjectMeta) GetLabels() map[string]string { return m.Labels }

type Object interface {
	GetName() string
	DeepCopyObject() Object
}

type Spec struct {
	Replicas *int32 `json:"replicas,omitempty"`
	Image    string `json:"image"`
}

type Condition struct {
	Type    string
	Status  ConditionStatus
	Reason  string
	Message string
}

type ConditionStatus string

const (
	ConditionTrue  ConditionStatus = "True"
	ConditionFalse ConditionStatus = "False"
)

type Memcached struct {
	ObjectMeta
	Spec       Spec
	Conditions []Condition
}

func (m *Memcached) DeepCopyObject() Object {
	out := *m
	return &out
}

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

type Client interface {
	Get(ctx context.Context, key string, obj Object) error
	Update(ctx context.Context, obj Object, opts ...string) error
}

type fakeClient struct{ store map[string]Object }

func (f *fakeClient) Get(ctx context.Context, key string, obj Object) error {
	if _, ok := f.store[key]; !ok {
		return errors.New("not found")
	}
	return nil
}

func (f *fakeClient) Update(ctx context.Context, obj Object, opts ...string) error {
	f.store[obj.GetName()] = obj.DeepCopyObject()
	return nil
}

type Reconciler struct {
	Client
	Log func(msg string, kv ...any)
}

func (r *Reconciler) Reconcile(ctx context.Context, name string) (Result, error) {
	m := &Memcached{}
	if err := r.Get(ctx, name, m); err != nil {
		if strings.Contains(err.Error(), "not found") {
			return Result{}, nil
		}
		return Result{}, fmt.Errorf("get %q: %w", name, err)
	}
	var desired int32 = 3
	if m.Spec.Replicas == nil || *m.Spec.Replicas != desired {
		m.Spec.Replicas = &desired
	}
	found := false
	for i, cond := range m.Conditions {
		if cond.Type == "Available" {
			m.Conditions[i].Status = ConditionTrue
			found = true
		}
	}
	if !found {
		m.Conditions = append(m.Conditions, Condition{Type: "Available", Status: ConditionFalse})
	}
	defer func() {
		r.Log("reconciled", "name", name)
	}()
	switch len(m.Finalizers) {
	case 0:
		m.Finalizers = append(m.Finalizers, "example.com/finalizer")
	default:
	}
	if err := r.Update(ctx, m); err != nil {
		return Result{Requeue: true}, err
	}
	return Result{RequeueAfter: time.Minute * 2}, nil
}

func main() {
	r := &Reconciler{Client: &fakeClient{store: map[string]Object{}}, Log: func(msg string, kv ...any) { fmt.Println(msg, kv) }}
	res, err := r.Reconcile(context.Background(), "x")
	fmt.Println(res, err)
}

