package main

var limit int = "ten"

type Spec struct {
	Size int
}

func (s Spec) Size() int { return 0 }
