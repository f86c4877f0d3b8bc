package main

import "fmt"

type DeploymentSpec struct {
	Replicas *int32
}

type Deployment struct {
	Name string
	Spec DeploymentSpec
}

func main() {
	var dep Deployment
	fmt.Println(dep.Spec.Replica)
	fmt.Println(dep.spec)
	fmt.Println(dep.name)
}

// Error:
// # command-line-arguments
// ./err_missing_field.go:16:23: dep.Spec.Replica undefined (type DeploymentSpec has no field or method Replica)
// ./err_missing_field.go:17:18: dep.spec undefined (type Deployment has no field or method spec, but does have field Spec)
// ./err_missing_field.go:18:18: dep.name undefined (type Deployment has no field or method name, but does have field Name)
