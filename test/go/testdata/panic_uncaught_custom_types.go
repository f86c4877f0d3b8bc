package main

type Status string
type Retry int
type Flag bool

func main() {
	defer func() {
		r := recover()
		println("recovered", r.(Status))
		var e any = Retry(3)
		defer func() {
			recover()
			panic(Flag(true))
		}()
		panic(e)
	}()
	panic(Status("degraded"))
}

// Output:
// Stderr:
// recovered degraded
// panic: main.Status("degraded") [recovered]
// 	panic: main.Retry(3) [recovered]
// 	panic: main.Flag(true)
//
// goroutine 1 [running]:
// Exit: 2
