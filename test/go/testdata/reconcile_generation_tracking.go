package main

import (
	"fmt"
	"reflect"
)

type Spec struct {
	Size  int
	Image string
}

type Object struct {
	Generation         int64
	Spec               Spec
	ObservedGeneration int64
}

type server struct{ obj Object }

func (s *server) update(o Object) {
	if !reflect.DeepEqual(o.Spec, s.obj.Spec) {
		o.Generation = s.obj.Generation + 1
	} else {
		o.Generation = s.obj.Generation
	}
	s.obj = o
}

func main() {
	s := &server{obj: Object{Generation: 1, Spec: Spec{1, "a"}}}
	o := s.obj
	o.ObservedGeneration = o.Generation
	s.update(o)
	fmt.Println(s.obj.Generation, s.obj.ObservedGeneration)
	o = s.obj
	o.Spec.Size = 3
	s.update(o)
	fmt.Println(s.obj.Generation, s.obj.ObservedGeneration, s.obj.Generation != s.obj.ObservedGeneration)
	o = s.obj
	o.ObservedGeneration = o.Generation
	s.update(o)
	fmt.Printf("%+v\n", s.obj)
}

// Output:
// 1 1
// 2 1 true
// {Generation:2 Spec:{Size:3 Image:a} ObservedGeneration:2}
