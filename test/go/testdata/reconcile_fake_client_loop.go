package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

type ObjectMeta struct {
	Name, Namespace string
	Labels          map[string]string
	ResourceVersion int
	Finalizers      []string
	Deleting        bool
}

type Object interface {
	GetMeta() *ObjectMeta
	DeepCopy() Object
}

type Deployment struct {
	ObjectMeta
	Replicas int
	Image    string
}

func (d *Deployment) GetMeta() *ObjectMeta { return &d.ObjectMeta }
func (d *Deployment) DeepCopy() Object {
	c := *d
	c.Labels = make(map[string]string, len(d.Labels))
	for k, v := range d.Labels {
		c.Labels[k] = v
	}
	c.Finalizers = append([]string(nil), d.Finalizers...)
	return &c
}

type NotFoundError struct{ Key string }

func (e NotFoundError) Error() string { return fmt.Sprintf("deployments %q not found", e.Key) }

var ErrConflict = errors.New("the object has been modified; please apply your changes to the latest version and try again")

type FakeClient struct {
	objs  map[string]Object
	calls []string
}

func key(ns, n string) string { return ns + "/" + n }

func (c *FakeClient) Get(ctx context.Context, ns, name string, into *Deployment) error {
	c.calls = append(c.calls, "get "+name)
	if err := ctx.Err(); err != nil {
		return err
	}
	o, ok := c.objs[key(ns, name)]
	if !ok {
		return NotFoundError{key(ns, name)}
	}
	*into = *o.DeepCopy().(*Deployment)
	return nil
}

func (c *FakeClient) Update(ctx context.Context, d *Deployment) error {
	c.calls = append(c.calls, "update "+d.Name)
	cur, ok := c.objs[key(d.Namespace, d.Name)]
	if !ok {
		return NotFoundError{key(d.Namespace, d.Name)}
	}
	if cur.GetMeta().ResourceVersion != d.ResourceVersion {
		return fmt.Errorf("Operation cannot be fulfilled on deployments %q: %w", d.Name, ErrConflict)
	}
	d.ResourceVersion++
	c.objs[key(d.Namespace, d.Name)] = d.DeepCopy()
	return nil
}

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

func (r Result) String() string {
	if r.RequeueAfter > 0 {
		return "requeue after " + r.RequeueAfter.String()
	}
	return fmt.Sprintf("requeue=%t", r.Requeue)
}

type Reconciler struct {
	Client *FakeClient
	Log    func(string, ...any)
}

const finalizer = "example.com/cleanup"

func (r *Reconciler) Reconcile(ctx context.Context, ns, name string) (Result, error) {
	var d Deployment
	if err := r.Client.Get(ctx, ns, name, &d); err != nil {
		var nf NotFoundError
		if errors.As(err, &nf) {
			r.Log("not found, ignoring", "key", nf.Key)
			return Result{}, nil
		}
		return Result{}, fmt.Errorf("get: %w", err)
	}
	if d.Deleting {
		if i := indexOf(d.Finalizers, finalizer); i >= 0 {
			d.Finalizers = append(d.Finalizers[:i], d.Finalizers[i+1:]...)
			if err := r.Client.Update(ctx, &d); err != nil {
				return Result{}, err
			}
			r.Log("finalizer removed", "name", d.Name)
		}
		return Result{}, nil
	}
	if indexOf(d.Finalizers, finalizer) < 0 {
		d.Finalizers = append(d.Finalizers, finalizer)
		if err := r.Client.Update(ctx, &d); err != nil {
			return Result{Requeue: true}, err
		}
		return Result{Requeue: true}, nil
	}
	if d.Replicas < 3 {
		d.Replicas++
		d.Labels["scaled"] = fmt.Sprint(d.Replicas)
		if err := r.Client.Update(ctx, &d); err != nil {
			return Result{}, err
		}
		return Result{RequeueAfter: time.Duration(d.Replicas) * 1500 * time.Millisecond}, nil
	}
	return Result{}, nil
}

func indexOf(xs []string, s string) int {
	for i, x := range xs {
		if x == s {
			return i
		}
	}
	return -1
}

func main() {
	var logs []string
	c := &FakeClient{objs: map[string]Object{
		"default/web": &Deployment{ObjectMeta: ObjectMeta{Name: "web", Namespace: "default", Labels: map[string]string{"app": "web"}}, Replicas: 1, Image: "nginx:1.25"},
	}}
	r := &Reconciler{Client: c, Log: func(msg string, kv ...any) {
		logs = append(logs, fmt.Sprintln(append([]any{msg}, kv...)...))
	}}
	ctx := context.Background()
	for i := 0; i < 5; i++ {
		res, err := r.Reconcile(ctx, "default", "web")
		fmt.Printf("pass %d: %v err=%v\n", i, res, err)
	}
	fmt.Println(r.Reconcile(ctx, "default", "missing"))
	stale := &Deployment{}
	c.Get(ctx, "default", "web", stale)
	c.objs["default/web"].GetMeta().ResourceVersion = 99
	err := c.Update(ctx, stale)
	fmt.Println(err, errors.Is(err, ErrConflict))
	c.objs["default/web"].GetMeta().Deleting = true
	fmt.Println(r.Reconcile(ctx, "default", "web"))
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	fmt.Println(r.Reconcile(cctx, "default", "web"))
	d := c.objs["default/web"].(*Deployment)
	keys := make([]string, 0)
	for k := range d.Labels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Printf("%+v %v\n", d.ObjectMeta, keys)
	fmt.Print(strings.Join(logs, ""))
	fmt.Println(strings.Join(c.calls, ", "))
}

// Output:
// pass 0: requeue=true err=<nil>
// pass 1: requeue after 3s err=<nil>
// pass 2: requeue after 4.5s err=<nil>
// pass 3: requeue=false err=<nil>
// pass 4: requeue=false err=<nil>
// requeue=false <nil>
// Operation cannot be fulfilled on deployments "web": the object has been modified; please apply your changes to the latest version and try again true
// requeue=false <nil>
// requeue=false get: context canceled
// {Name:web Namespace:default Labels:map[app:web scaled:3] ResourceVersion:100 Finalizers:[] Deleting:true} [app scaled]
// not found, ignoring key default/missing
// finalizer removed name web
// get web, update web, get web, update web, get web, update web, get web, get web, get missing, get web, update web, get web, update web, get web
