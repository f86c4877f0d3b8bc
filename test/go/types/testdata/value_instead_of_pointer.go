package main

type Object interface {
	DeepCopyObject() Object
}

type Deployment struct{}

func (d *Deployment) DeepCopyObject() Object { return d }

func Update(obj Object) error { return nil }

func main() {
	var dep Deployment
	_ = Update(dep)
}

// Error:
// ./value_instead_of_pointer.go:15:13: cannot use dep (variable of struct type Deployment) as Object value in argument to Update: Deployment does not implement Object (method DeepCopyObject has pointer receiver)
