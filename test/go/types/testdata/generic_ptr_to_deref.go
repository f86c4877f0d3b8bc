package main

func To[T any](v T) *T { return &v }

func Deref[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

func main() {
	var r *int32 = To(3)
	_ = Deref(r, "x")
}

// Error:
// ./generic_ptr_to_deref.go:13:17: cannot use To(3) (value of type *int) as *int32 value in variable declaration
// ./generic_ptr_to_deref.go:14:15: cannot use "x" (untyped string constant) as int32 value in argument to Deref
