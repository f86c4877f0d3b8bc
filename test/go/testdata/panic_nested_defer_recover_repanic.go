package main

import (
	"errors"
	"fmt"
	"os"
)

type cleanupErr struct{ step string }

func (c cleanupErr) Error() string { return "cleanup " + c.step }

func risky(n int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("risky(%d) recovered: %v", n, r)
		}
	}()
	switch n {
	case 0:
		panic("plain string")
	case 1:
		panic(cleanupErr{"one"})
	case 2:
		var arr []int
		_ = arr[n]
	case 3:
		panic(errors.New("an error"))
	case 4:
		panic(fmt.Sprintf("%d%%", 50))
	}
	return nil
}

func main() {
	for i := 0; i <= 5; i++ {
		fmt.Println(risky(i))
	}
	defer fmt.Println("main deferred 1")
	defer func() {
		r := recover()
		fmt.Println("main recovered:", r)
		fmt.Fprintln(os.Stderr, "about to panic again")
		panic(cleanupErr{"final"})
	}()
	defer fmt.Println("main deferred 2")
	var m map[string]*int
	*m["missing"] = 1
}

// Output:
// risky(0) recovered: plain string
// risky(1) recovered: cleanup one
// risky(2) recovered: runtime error: index out of range [2] with length 0
// risky(3) recovered: an error
// risky(4) recovered: 50%
// <nil>
// main deferred 2
// main recovered: runtime error: invalid memory address or nil pointer dereference
// main deferred 1
// Stderr:
// about to panic again
// panic: runtime error: invalid memory address or nil pointer dereference [recovered]
// 	panic: cleanup final
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
