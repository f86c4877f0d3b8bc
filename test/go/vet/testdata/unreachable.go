package main

import (
	"errors"
	"fmt"
	"os"
)

func f1(x int) int {
	return x
	fmt.Println("after return")
	return 0
}

func f2(x int) (int, error) {
	if x > 0 {
		return x, nil
	} else {
		return 0, errors.New("neg")
	}
	fmt.Println("dead")
	return 0, nil
}

func f3() {
	for {
		fmt.Println("loop")
	}
	fmt.Println("never")
}

func f4(x int) {
	switch x {
	case 1:
		return
	default:
		panic("boom")
	}
	fmt.Println("dead switch")
}

func f5(ch chan int) {
loop:
	for {
		select {
		case v := <-ch:
			if v == 0 {
				break loop
			}
		}
	}
	fmt.Println("reachable")
}

func f6(x int) int {
	for i := 0; i < 10; i++ {
		continue
		fmt.Println(i)
	}
	goto end
	x++
end:
	return x
}

func f7() {
	g := func() int {
		panic("no")
		return 1
	}
	_ = g
	os.Exit(1)
	fmt.Println("os.Exit is not terminating for vet")
}

func f8(v any) string {
	switch v.(type) {
	case int:
		return "int"
	default:
		return "other"
	}
	return ""
}

func f9(x int) {
	for {
		if x > 3 {
			break
		}
		x++
	}
	fmt.Println(x)
	return
	;
}

func main() {
	fmt.Println(f1(1))
	f2(1)
	f4(1)
	f5(nil)
	f6(1)
	f7()
	f8(1)
	f9(1)
	f3()
}
