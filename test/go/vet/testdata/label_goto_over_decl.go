package main

import "fmt"

func f() {
	goto done
	x := 1
	fmt.Println(x)
done:
	fmt.Println("d")
}

func main() {
	for {
		break outer
	}
	var y string = 3
	_ = y
	f()
}
