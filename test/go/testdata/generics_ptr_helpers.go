package main

import "fmt"

func To[T any](v T) *T { return &v }

func Deref[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

func Equal[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

type Spec struct {
	Replicas *int32
	Paused   *bool
	Image    *string
}

func main() {
	s := Spec{Replicas: To[int32](3), Paused: To(true)}
	fmt.Println(*s.Replicas, *s.Paused, s.Image == nil)
	fmt.Println(Deref(s.Replicas, 1), Deref(s.Image, "nginx:latest"))
	fmt.Println(Equal(s.Replicas, To(int32(3))), Equal(s.Image, nil), Equal(To("a"), To("b")))
	r := To(int64(1001))
	*r++
	fmt.Println(*r)
}

// Output:
// 3 true true
// 3 nginx:latest
// true true false
// 1002
