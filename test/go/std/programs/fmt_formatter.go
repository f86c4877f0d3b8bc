package main

import (
	"fmt"
	"strings"
)

type Money struct {
	Cents int64
	Cur   string
}

func (m Money) Format(f fmt.State, verb rune) {
	switch verb {
	case 'v', 's':
		if f.Flag('+') {
			fmt.Fprintf(f, "%s %d.%02d", m.Cur, m.Cents/100, m.Cents%100)
			return
		}
		fmt.Fprintf(f, "%d.%02d", m.Cents/100, m.Cents%100)
	case 'd':
		fmt.Fprint(f, m.Cents)
	default:
		fmt.Fprintf(f, "%%!%c(Money)", verb)
	}
}

type Temp float64

func (t Temp) String() string { return fmt.Sprintf("%.1f°", float64(t)) }

type List []string

func (l List) String() string { return strings.Join(l, "+") }

type PtrS struct{ n int }

func (p *PtrS) String() string { return fmt.Sprintf("PtrS(%d)", p.n) }

func main() {
	m := Money{12345, "EUR"}
	fmt.Printf("%v|%+v|%s|%d|%x\n", m, m, m, m, m)
	fmt.Println(m, []Money{m})
	fmt.Println(Temp(21.55), []Temp{1, 2}, map[string]Temp{"in": 20})
	fmt.Println(List{"a", "b"}, fmt.Sprintf("%q", List{"a"}))
	v := PtrS{3}
	fmt.Println(v, &v, []*PtrS{&v}[0])
	fmt.Printf("%v %s\n", &v, &v)
	var np *PtrS
	fmt.Println(np == nil)
	fmt.Printf("%10v|%-10v|\n", Temp(1), Temp(2))
	fmt.Printf("%5s|%-8q|\n", List{"x"}, List{"y"})
}
