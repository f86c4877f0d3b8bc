package main

import (
	"errors"
	"fmt"
)

type MyErr struct{ Code int }

func (e *MyErr) Error() string { return fmt.Sprintf("code %d", e.Code) }

func mayFail(fail bool) error {
	var p *MyErr
	if fail {
		p = &MyErr{500}
	}
	return p
}

func correct(fail bool) error {
	if fail {
		return &MyErr{404}
	}
	return nil
}

func main() {
	err := mayFail(false)
	fmt.Println(err == nil, err != nil)
	fmt.Printf("%v %T\n", err == nil, err)
	err = correct(false)
	fmt.Println(err == nil)
	err = correct(true)
	var me *MyErr
	fmt.Println(errors.As(err, &me), me.Code)
	var x any = (*int)(nil)
	fmt.Println(x == nil, x)
}

// Output:
// false true
// false *main.MyErr
// true
// true 404
// false <nil>
