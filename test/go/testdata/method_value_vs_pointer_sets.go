package main

import "fmt"

type Speaker interface{ Speak() string }

type Dog struct{ name string }

func (d Dog) Speak() string { return d.name + " says woof" }

type Cat struct{ name string }

func (c *Cat) Speak() string { return c.name + " says meow" }

func main() {
	var s Speaker = Dog{"rex"}
	fmt.Println(s.Speak())
	s = &Dog{"ptr-rex"}
	fmt.Println(s.Speak())
	s = &Cat{"tom"}
	fmt.Println(s.Speak())
	c := Cat{"addressable"}
	fmt.Println(c.Speak())
	animals := map[string]Speaker{"d": Dog{"a"}, "c": &Cat{"b"}}
	fmt.Println(animals["d"].Speak(), animals["c"].Speak())
}

// Output:
// rex says woof
// ptr-rex says woof
// tom says meow
// addressable says meow
// a says woof b says meow
