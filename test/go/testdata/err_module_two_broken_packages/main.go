package main

import (
	"fmt"

	"example.com/memcached-operator/internal/controller"
)

func main() {
	r := &controller.Reconciler{}
	fmt.Println(r.Reconcile(nil))
}

// Error:
// # example.com/memcached-operator/api/v1
// api/v1/types.go:3:8: "fmt" imported and not used
// api/v1/types.go:16:9: cannot use out (variable of struct type Memcached) as *Memcached value in return statement
// # example.com/memcached-operator/internal/util
// internal/util/util.go:6:65: cannot use 3 (untyped int constant) as string value in map literal
