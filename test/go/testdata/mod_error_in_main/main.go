package main

import (
	"fmt"
	"os"

	v1 "example.com/app/api/v1"
)

func main() {
	s := v1.Spec{Replicas: 2}
	var n int = s.Replicas
	fmt.Println(n, s.Replica)
}

// Error:
// # example.com/app
// ./main.go:5:2: "os" imported and not used
// ./main.go:12:14: cannot use s.Replicas (variable of type int32) as int value in variable declaration
// ./main.go:13:19: s.Replica undefined (type v1.Spec has no field or method Replica)
