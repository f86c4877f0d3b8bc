package main

type Spec struct {
	Replicas *int32
}

type Deployment struct {
	Spec Spec
}

func main() {
	var d Deployment
	d.Spec.Replica = nil
}

// Error:
// ./missing_field.go:13:9: d.Spec.Replica undefined (type Spec has no field or method Replica)
