package main

import (
	"errors"
	"fmt"
	"os"
	"runtime"
)

func helper() any { return recover() }

func notDirect() (r any) {
	defer func() {
		r = helper()
	}()
	defer func() {
		if v := recover(); v != nil {
			fmt.Println("direct recover got:", v)
			panic(fmt.Sprint("re-", v))
		}
	}()
	panic("first")
}

func replaced() {
	defer func() {
		fmt.Println("outer recovered:", recover())
	}()
	defer func() {
		panic("second")
	}()
	panic("first")
}

func safeDiv(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	return a / b, nil
}

type MyErr struct{ Code int }

func (e MyErr) Error() string { return fmt.Sprintf("code %d", e.Code) }

func main() {
	fmt.Println("notDirect returned:", notDirect())
	replaced()
	fmt.Println(safeDiv(7, 2))
	fmt.Println(safeDiv(1, 0))
	fmt.Println(recover())
	func() {
		defer func() {
			r := recover()
			err, ok := r.(error)
			var me MyErr
			fmt.Println(ok, errors.As(err, &me), me.Code)
		}()
		panic(MyErr{42})
	}()
	func() {
		defer func() {
			r := recover()
			re, ok := r.(runtime.Error)
			fmt.Println(ok, re)
		}()
		var m map[int]int
		m[1] = 1
	}()
	done := make(chan bool)
	go func() {
		defer close(done)
		defer fmt.Println("goexit runs defers")
		runtime.Goexit()
		fmt.Println("not reached")
	}()
	<-done
	defer fmt.Println("not printed: os.Exit skips defers")
	func() {
		defer func() {
			fmt.Println("recovered value:", recover())
			os.Exit(4)
		}()
		panic(errors.Join(errors.New("a"), errors.New("b")))
	}()
}

// Output:
// direct recover got: first
// Stderr:
// panic: first [recovered]
// 	panic: re-first
//
// goroutine 1 [running]:
// Exit: 2
