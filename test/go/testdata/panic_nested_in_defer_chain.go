package main

import (
	"errors"
	"fmt"
)

type MyErr struct {
	Code int
	Msg  string
}

func (e MyErr) Error() string { return fmt.Sprintf("E%d: %s", e.Code, e.Msg) }

func cleanup(name string) {
	if r := recover(); r != nil {
		fmt.Println(name, "saw", r)
		panic(fmt.Errorf("cleanup %s failed: %w", name, MyErr{500, "disk"}))
	}
}

func work() {
	defer cleanup("outer")
	defer func() {
		fmt.Println("inner defer runs first")
	}()
	panic(MyErr{1, "boom"})
}

func main() {
	defer func() {
		r := recover()
		err := r.(error)
		var me MyErr
		fmt.Println(errors.As(err, &me), me.Code, err)
		panic(errors.Join(err, errors.New("final")))
	}()
	work()
}

// Output:
// inner defer runs first
// outer saw E1: boom
// true 500 cleanup outer failed: E500: disk
// Stderr:
// panic: E1: boom [recovered]
// 	panic: cleanup outer failed: E500: disk [recovered]
// 	panic: cleanup outer failed: E500: disk
// 	final
//
// goroutine 1 [running]:
// Exit: 2
