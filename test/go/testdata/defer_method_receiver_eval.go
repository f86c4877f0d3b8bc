package main

import "fmt"

type T struct{ name string }

func (t T) Show()   { fmt.Println("value receiver:", t.name) }
func (t *T) PShow() { fmt.Println("pointer receiver:", t.name) }

func main() {
	t := T{"before"}
	defer t.Show()
	defer t.PShow()
	t.name = "after"
}

// Output:
// pointer receiver: after
// value receiver: before
