package main

type E struct{ Code int }

func main() {
	println("x")
	panic(E{3})
}
