package main

import "fmt"

type Reconciler struct {
	name  string
	calls int
}

func (r *Reconciler) Reconcile(key string) string {
	r.calls++
	return fmt.Sprintf("%s reconciled %s (%d)", r.name, key, r.calls)
}

func (r Reconciler) Name() string { return r.name }

type step struct {
	typ string
	rec func(string) string
}

func main() {
	r := &Reconciler{name: "app"}
	f := r.Reconcile
	fmt.Println(f("a"))
	fmt.Println(f("b"))
	steps := []step{{typ: "finalizer", rec: r.Reconcile}, {typ: "status", rec: r.Reconcile}}
	for _, s := range steps {
		fmt.Println(s.typ, s.rec("x"))
	}
	v := Reconciler{name: "value"}
	nameFn := v.Name
	v.name = "changed"
	fmt.Println(nameFn(), v.Name())
	g := (*Reconciler).Reconcile
	fmt.Println(g(r, "expr"))
}

// Output:
// app reconciled a (1)
// app reconciled b (2)
// finalizer app reconciled x (3)
// status app reconciled x (4)
// value changed
// app reconciled expr (5)
