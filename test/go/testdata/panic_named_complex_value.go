package main

// A panic value of a named complex type prints as the runtime's printanycustomtype prints it: the
// type name, then print's own parenthesised complex (no second pair of parentheses).

type Impedance complex128

func main() {
	defer func() {
		recover()
		panic(Impedance(complex(50, -25)))
	}()
	panic(complex64(1i))
}

// Output:
// Stderr:
// panic: (+0.000000e+000+1.000000e+000i) [recovered]
// 	panic: main.Impedance(+5.000000e+001-2.500000e+001i)
//
// goroutine 1 [running]:
// Exit: 2
