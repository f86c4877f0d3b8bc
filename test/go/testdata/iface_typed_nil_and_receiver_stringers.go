package main

import (
	"errors"
	"fmt"
)

type MyErr struct{ msg string }

func (e *MyErr) Error() string { return e.msg }

func mayFail(fail bool) error {
	var p *MyErr
	if fail {
		p = &MyErr{"failed"}
	}
	return p
}

func mayFailFixed(fail bool) error {
	if fail {
		return &MyErr{"failed"}
	}
	return nil
}

type Temp float64

func (t *Temp) String() string { return fmt.Sprintf("%.1f°C", float64(*t)) }

type Money int

func (m Money) String() string { return fmt.Sprintf("$%d.%02d", m/100, m%100) }

type Wallet struct {
	Owner string
	Cash  Money
	Temp  Temp
}

func main() {
	err := mayFail(false)
	fmt.Println(err == nil, err != nil)
	fmt.Printf("%v %T\n", err, err)
	fmt.Println(mayFailFixed(false) == nil)
	var target *MyErr
	fmt.Println(errors.As(mayFail(true), &target), target.msg)
	t := Temp(21.5)
	fmt.Println(t, &t)
	fmt.Printf("%v %s %v\n", t, &t, []*Temp{&t})
	w := Wallet{"ann", 1234, 18}
	fmt.Printf("%v\n%+v\n", w, w)
	fmt.Println(&w, []Money{5, 250}, map[string]Money{"x": 99})
	var s fmt.Stringer = Money(7)
	_, isPtr := s.(*Money)
	fmt.Println(s, isPtr)
	var nilStringer *Temp
	fmt.Println(nilStringer)
	var iface fmt.Stringer = nilStringer
	fmt.Println(iface == nil)
	fmt.Printf("[%5v] [%-7s] [%08v]\n", Money(5), Money(10), Money(3))
}

// Output:
// false true
// <nil> *main.MyErr
// true
// true failed
// 21.5 21.5°C
// 21.5 21.5°C [21.5°C]
// {ann $12.34 18}
// {Owner:ann Cash:$12.34 Temp:18}
// &{ann $12.34 18} [$0.05 $2.50] map[x:$0.99]
// $0.07 false
// <nil>
// false
// [$0.05] [$0.10  ] [000$0.03]
