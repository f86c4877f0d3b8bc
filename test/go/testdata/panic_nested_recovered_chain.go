package main

type Code uint8
type Name string

func main() {
	defer func() {
		recover()
		defer func() {
			recover()
			panic(Name("n\"q"))
		}()
		panic(Code(7))
	}()
	panic(3.5)
}

// Output:
// Stderr:
// panic: +3.500000e+000 [recovered]
// 	panic: main.Code(7) [recovered]
// 	panic: main.Name("n"q")
//
// goroutine 1 [running]:
// Exit: 2
