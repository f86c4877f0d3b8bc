package main

type GetOption interface {
	ApplyToGet()
}

func Get(key string, opts ...GetOption) error { return nil }

func main() {
	_ = Get("k", 5)
}

// Error:
// ./variadic_wrong_type.go:10:15: cannot use 5 (constant of type int) as GetOption value in argument to Get: int does not implement GetOption (missing method ApplyToGet)
