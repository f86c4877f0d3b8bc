package main

import (
	"errors"
	"fmt"
	"os"
)

func helper() any { return recover() }

func nested() {
	defer func() {
		// recover called not directly by the deferred function: returns nil
		fmt.Println("helper recover:", helper())
	}()
	defer func() {
		func() {
			fmt.Println("inner recover:", recover())
		}()
	}()
	panic("first")
}

func main() {
	func() {
		defer func() {
			r := recover()
			fmt.Println("outer got:", r)
		}()
		nested()
	}()

	func() {
		defer func() {
			r := recover()
			fmt.Printf("%v | %T\n", r, r)
			var pe *runtimePanicNil
			_ = pe
			if err, ok := r.(error); ok {
				fmt.Println("is error:", err.Error())
			}
		}()
		panic(nil)
	}()

	func() {
		defer func() {
			fmt.Println("second recover:", recover())
		}()
		defer func() {
			if r := recover(); r != nil {
				panic(fmt.Sprint("re-panic: ", r))
			}
		}()
		panic(errors.New("original"))
	}()

	fmt.Fprintln(os.Stderr, "about to crash")
	defer fmt.Println("deferred in main runs")
	defer func() {
		panic(fmt.Errorf("wrapped: %w", os.ErrNotExist))
	}()
	panic("main panic")
}

type runtimePanicNil struct{}

// Output:
// inner recover: <nil>
// helper recover: <nil>
// outer got: first
// panic called with nil argument | *runtime.PanicNilError
// is error: panic called with nil argument
// second recover: re-panic: original
// deferred in main runs
// Stderr:
// about to crash
// panic: main panic
// 	panic: wrapped: file does not exist
//
// goroutine 1 [running]:
// Exit: 2
