package main

import "fmt"

type Spec struct {
	Replicas *int32
	Args     []string
	Env      map[string]string
}

type Obj struct {
	Name string
	Spec Spec
}

func (in *Spec) DeepCopyInto(out *Spec) {
	*out = *in
	if in.Replicas != nil {
		out.Replicas = new(int32)
		*out.Replicas = *in.Replicas
	}
	if in.Args != nil {
		out.Args = make([]string, len(in.Args))
		copy(out.Args, in.Args)
	}
	if in.Env != nil {
		out.Env = make(map[string]string, len(in.Env))
		for k, v := range in.Env {
			out.Env[k] = v
		}
	}
}

func (in *Obj) DeepCopy() *Obj {
	if in == nil {
		return nil
	}
	out := new(Obj)
	*out = *in
	in.Spec.DeepCopyInto(&out.Spec)
	return out
}

func main() {
	r := int32(2)
	orig := &Obj{Name: "a", Spec: Spec{Replicas: &r, Args: []string{"-v"}, Env: map[string]string{"X": "1"}}}
	shallow := *orig
	deep := orig.DeepCopy()
	*shallow.Spec.Replicas = 9
	deep.Spec.Args[0] = "-q"
	deep.Spec.Env["X"] = "2"
	fmt.Println(*orig.Spec.Replicas, *deep.Spec.Replicas, orig.Spec.Args, orig.Spec.Env["X"])
	var nilObj *Obj
	fmt.Println(nilObj.DeepCopy() == nil)
	cp := *orig.DeepCopy()
	cp.Name = "b"
	fmt.Println(orig.Name, cp.Name)
}

// Output:
// 9 2 [-v] 1
// true
// a b
