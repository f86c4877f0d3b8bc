package main

import (
	"errors"
	"fmt"
	"time"
)

type Time struct {
	time.Time
}

type Meta struct {
	Name    string
	Created Time
}

type Phase int

const (
	Pending Phase = iota
	Running
	Failed
)

func (p Phase) String() string {
	switch p {
	case Pending:
		return "Pending"
	case Running:
		return "Running"
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

type Status struct {
	Phase
	Message string
}

type ErrWrap struct {
	error
	Code int
}

type Val struct{ N int }

func (v Val) String() string { return fmt.Sprintf("Val<%d>", v.N) }

type Ptr struct{ N int }

func (p *Ptr) String() string { return fmt.Sprintf("Ptr<%d>", p.N) }

func main() {
	t := Time{time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)}
	m := Meta{Name: "x", Created: t}
	fmt.Println(t)
	fmt.Printf("%v\n%+v\n", m, m)
	s := Status{Phase: Running, Message: "ok"}
	fmt.Println(s, Failed, Phase(7))
	fmt.Printf("%v %+v %s %d %q %x\n", s, s, s, s, s, s)
	fmt.Printf("%d %v %s %x %08b\n", Running, Running, Running, Running, Running)
	e := ErrWrap{errors.New("inner"), 5}
	fmt.Println(e)
	fmt.Printf("%v %+v %s\n", e, e, e)
	fmt.Println(Val{1}, &Val{2}, Ptr{3}, &Ptr{4})
	fmt.Printf("%v %v %+v %+v\n", []Val{{5}}, []*Val{{6}}, []Ptr{{7}}, []*Ptr{{8}})
	fmt.Printf("%v\n", map[Val]Ptr{{1}: {2}})
	fmt.Printf("%v %v\n", struct{ V Val }{Val{9}}, struct{ P *Ptr }{&Ptr{10}})
	var np *Ptr
	var nv *Val
	fmt.Println(np, nv)
	fmt.Printf("[%5s] [%-8v] [%.2s]\n", Val{1}, Running, Pending)
	fmt.Println(fmt.Errorf("wrap nil: %w", nil), fmt.Errorf("two: %w %w", errors.New("a"), nil))
	err := fmt.Errorf("ctx: %w", e)
	var target ErrWrap
	fmt.Println(errors.As(err, &target), target.Code)
	fmt.Printf("%v|%s|%q\n", err, err, err)
}

// Output:
// 2024-01-02 03:04:05 +0000 UTC
// {x 2024-01-02 03:04:05 +0000 UTC}
// {Name:x Created:2024-01-02 03:04:05 +0000 UTC}
// Running Phase(2) Phase(7)
// Running Running Running {1 %!d(string=ok)} "Running" 52756e6e696e67
// 1 Running Running 52756e6e696e67 00000001
// inner
// inner inner inner
// Val<1> Val<2> {3} Ptr<4>
// [Val<5>] [Val<6>] [{N:7}] [Ptr<8>]
// map[Val<1>:{2}]
// {Val<9>} {Ptr<10>}
// <nil> <nil>
// [Val<1>] [Running ] [Pe]
// wrap nil: %!w(<nil>) two: a %!w(<nil>)
// true 5
// ctx: inner|ctx: inner|"ctx: inner"
