package main

import (
	"errors"
	"fmt"
	"os"
)

func reconcile(n int) (int, error) {
	if n > 0 {
		return n, nil
		fmt.Println("after return")
	}
	for {
		if n < 0 {
			break
		}
		continue
		n++
	}
	switch n {
	case 0:
		panic("zero")
		n = 1
	case 1:
		os.Exit(1)
		n = 2
	}
	goto end
	n = 5
end:
	return 0, errors.New("x")
	return 1, nil
}

func loop() {
	for {
	}
	fmt.Println("never")
}

func sel() int {
	select {}
	return 1
}

func main() {
	fmt.Println(reconcile(1))
	loop()
	sel()
}
