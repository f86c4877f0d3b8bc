package main

type Deployment struct{ Name string }

func main() {
	dep := Deployment{}
	var d Deployment = &dep
	_ = d
}

// Error:
// ./pointer_to_value.go:7:21: cannot use &dep (value of type *Deployment) as Deployment value in variable declaration
