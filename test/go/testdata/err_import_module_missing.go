package main

import (
	"fmt"

	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	fmt.Println(ctrl.Result{})
}

// Error:
// err_import_module_missing.go:6:2: no required module provides package sigs.k8s.io/controller-runtime: go.mod file not found in current directory or any parent directory; see 'go help modules'
