package main

import "fmt"

func main() {
	a := make(chan int)
	b := make(chan int, 2)
	close(a)
	b <- 1
	b <- 2
	close(b)
	gotA, gotB := 0, 0
	for gotB < 3 {
		select {
		case v, ok := <-b:
			if !ok {
				gotB = 3
				fmt.Println("b closed")
				continue
			}
			gotB++
			fmt.Println("b", v)
		default:
			fmt.Println("nothing")
			gotB = 3
		}
	}
	v, ok := <-a
	gotA++
	fmt.Println(v, ok, gotA)
	for range a {
		fmt.Println("never")
	}
	fmt.Println("done")
}

// Output:
// b 1
// b 2
// b closed
// 0 false 1
// done
