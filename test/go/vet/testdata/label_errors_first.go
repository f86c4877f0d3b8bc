package main

import "fmt"

func g() int {
outer:
	for i := 0; i < 2; i++ {
		fmt.Println(i)
	}
	goto missing
}

func h() {
	for {
		continue nowhere
	}
}

func k() {
	goto inside
	{
	inside:
		fmt.Println()
	}
}

func main() {
	g()
	h()
	k()
}
