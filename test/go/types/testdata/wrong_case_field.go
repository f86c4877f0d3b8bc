package main

type Deployment struct {
	Spec int
}

func main() {
	var d Deployment
	_ = d.spec
}

// Error:
// ./wrong_case_field.go:9:8: d.spec undefined (type Deployment has no field or method spec, but does have field Spec)
