package main

import "fmt"

type Celsius float64

type Temp = Celsius

// A method declared through an alias belongs to the aliased defined type.
func (t Temp) Warm() bool { return t > 20 }

type indexable interface {
	[]string | [2]string
}

// Indexing a type parameter without a core type: every type in its set supports it.
func first[V indexable](v V) string {
	if len(v) == 0 {
		return ""
	}
	return v[0]
}

func main() {
	c := Celsius(25)
	fmt.Println(c.Warm(), first([]string{"a"}), first([2]string{"b", "c"}))
}
