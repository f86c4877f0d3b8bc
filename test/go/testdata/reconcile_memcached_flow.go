package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

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
		dep := &Deployment{Name: memcached.Name, Replicas: new(memcached.Spec.Size)} // go1.26: new(expr)
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

func main() {
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

// Output:
// Creating a new Deployment cache
// 0: {Requeue:false RequeueAfter:1m0s} <nil> replicas=3
// 1: {Requeue:true RequeueAfter:0s} <nil> replicas=5
// 2: {Requeue:false RequeueAfter:0s} <nil> replicas=5
// memcached resource not found. Ignoring since object must be deleted
// {Requeue:false RequeueAfter:0s} <nil>
