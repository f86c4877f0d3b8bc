package main

import "fmt"

type Step interface {
	Name() string
	Apply(state map[string]int) error
}

type inc struct{ key string }

func (i inc) Name() string { return "inc " + i.key }
func (i inc) Apply(s map[string]int) error {
	s[i.key]++
	return nil
}

func main() {
	steps := make([]Step, 3)
	steps[0] = inc{"a"}
	steps[1] = inc{"b"}
	state := map[string]int{}
	for _, s := range steps {
		fmt.Println("applying", s.Name())
		s.Apply(state)
	}
}

// Output:
// applying inc a
// applying inc b
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x20 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
