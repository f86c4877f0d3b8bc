package main

type Level int8
type Flag bool
type Code uint16
type Ratio float32
type C complex64

func main() {
	defer func() {
		recover()
		defer func() {
			recover()
			defer func() { recover(); panic(C(1 + 2i)) }()
			panic(Ratio(0.25))
		}()
		panic(Code(404))
	}()
	defer func() { recover(); panic(Flag(true)) }()
	panic(Level(-3))
}

// Output:
// Stderr:
// panic: main.Level(-3) [recovered]
// 	panic: main.Flag(true) [recovered]
// 	panic: main.Code(404) [recovered]
// 	panic: main.Ratio(+2.500000e-001) [recovered]
// 	panic: main.C(+1.000000e+000+2.000000e+000i)
//
// goroutine 1 [running]:
// Exit: 2
