package main

import (
	"fmt"
	"strings"
)

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	_
	Thursday
)

func (d Weekday) String() string {
	names := [...]string{"Sun", "Mon", "Tue", "Wed", "Thu"}
	if d < 0 || int(d) >= len(names) {
		return fmt.Sprintf("Weekday(%d)", int(d))
	}
	return names[d]
}

type Perm uint8

const (
	Read Perm = 1 << iota
	Write
	Exec
	All = Read | Write | Exec
)

func (p Perm) String() string {
	if p == 0 {
		return "---"
	}
	var parts []string
	for _, f := range []struct {
		bit  Perm
		name string
	}{{Read, "r"}, {Write, "w"}, {Exec, "x"}} {
		if p&f.bit != 0 {
			parts = append(parts, f.name)
		}
	}
	return strings.Join(parts, "|")
}

type Size float64

const (
	_       = iota
	KB Size = 1 << (10 * iota)
	MB
	GB
)

const (
	a, b = iota, iota * 10
	c, d
	e, f = "e", iota
)

func main() {
	fmt.Println(Sunday, Monday, Thursday, Weekday(3), Weekday(-1), Tuesday+1)
	fmt.Printf("%v %d %s %q %x %08b\n", Monday, Monday, Thursday, Tuesday, Thursday, Exec)
	p := Read | Exec
	fmt.Println(p, All, Perm(0), p&^Read, p|Write == All)
	fmt.Printf("%v %d %T\n", p, p, p)
	fmt.Println(KB, MB, GB, GB/MB)
	fmt.Println(a, b, c, d, e, f)
	days := map[Weekday]bool{Monday: true, Sunday: false}
	fmt.Println(days)
	type Color int
	const (
		Red Color = iota + 1
		Green
	)
	fmt.Println(Red, Green, []Weekday{Thursday, Sunday})
	var w fmt.Stringer = Weekday(1)
	fmt.Println(w, fmt.Sprint(Weekday(2)), fmt.Sprintf("%+v", struct{ D Weekday }{4}))
}

// Output:
// Sun Mon Thu Wed Weekday(-1) Wed
// Mon 1 Thu "Tue" 546875 00000100
// r|x r|w|x --- x true
// r|x 5 main.Perm
// 1024 1.048576e+06 1.073741824e+09 1024
// 0 0 1 10 e 2
// map[Sun:false Mon:true]
// 1 2 [Thu Sun]
// Mon Tue {D:Thu}
