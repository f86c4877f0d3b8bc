package main

import (
	"fmt"
	"strings"
)

type Perm uint8

const (
	Read Perm = 1 << iota
	Write
	Exec
	_
	Admin
)

var permNames = map[Perm]string{Read: "read", Write: "write", Exec: "exec", Admin: "admin"}

func (p Perm) String() string {
	if p == 0 {
		return "none"
	}
	var parts []string
	for _, f := range []Perm{Read, Write, Exec, Admin} {
		if p&f != 0 {
			parts = append(parts, permNames[f])
			p &^= f
		}
	}
	if p != 0 {
		parts = append(parts, fmt.Sprintf("0x%x", uint8(p)))
	}
	return strings.Join(parts, "|")
}

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	_
	Thursday
	numDays = iota + 2
)

type Size float64

const (
	_       = iota
	KB Size = 1 << (10 * iota)
	MB
	GB
)

func classify(d Weekday) string {
	switch d {
	case Sunday:
		return "weekend"
	case Monday:
		fallthrough
	case Tuesday:
		return "early week"
	default:
		return "later"
	}
}

func main() {
	p := Read | Exec
	fmt.Println(p, Write|Admin, Perm(0), Perm(0xff), p&^Read)
	fmt.Printf("%v %d %s %q %x\n", p, p, p, p, p)
	fmt.Println(Sunday, Monday, Thursday, numDays, classify(Monday), classify(Thursday))
	fmt.Println(KB, MB, GB, GB/MB)
	fmt.Printf("%.1f MB\n", Size(5_500_000)/MB)
	ps := []Perm{Admin, Read | Write}
	fmt.Println(ps, map[Perm]int{Read: 1})
	type pair struct{ a, b int }
	seen := map[[2]int]bool{{1, 2}: true}
	seenS := map[pair]string{{1, 2}: "x"}
	fmt.Println(seen[[2]int{1, 2}], seen[[2]int{2, 1}], seenS[pair{1, 2}], pair{1, 2} == pair{1, 2})
}

// Output:
// read|exec write|admin none read|write|exec|admin|0xe8 exec
// read|exec 5 read|exec "read|exec" 726561647c65786563
// 0 1 4 7 early week later
// 1024 1.048576e+06 1.073741824e+09 1024
// 5.2 MB
// [admin read|write] map[read:1]
// true false x true
