package main

import "fmt"

type T struct{ X, Y int }

func f() (res T) {
	defer func() { res.X = 1 }()
	return T{Y: 2}
}

func g() (n int, err error) {
	defer func() {
		if err != nil {
			n = -1
		}
	}()
	return 5, fmt.Errorf("x")
}

func main() {
	fmt.Println(f(), f().X)
	fmt.Println(g())
}
