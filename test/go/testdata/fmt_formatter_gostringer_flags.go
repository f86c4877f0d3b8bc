package main

import (
	"fmt"
	"strings"
)

type Money struct {
	Cents    int64
	Currency string
}

func (m Money) Format(f fmt.State, verb rune) {
	switch verb {
	case 'v':
		if f.Flag('+') {
			fmt.Fprintf(f, "Money{%d %s}", m.Cents, m.Currency)
			return
		}
		if f.Flag('#') {
			fmt.Fprintf(f, "main.Money(%d)", m.Cents)
			return
		}
		fallthrough
	case 's':
		s := fmt.Sprintf("%d.%02d %s", m.Cents/100, m.Cents%100, m.Currency)
		if w, ok := f.Width(); ok && len(s) < w {
			pad := strings.Repeat(" ", w-len(s))
			if f.Flag('-') {
				s += pad
			} else {
				s = pad + s
			}
		}
		f.Write([]byte(s))
	case 'd':
		p, hasP := f.Precision()
		fmt.Fprintf(f, "%d(prec=%d,%t)", m.Cents, p, hasP)
	default:
		fmt.Fprintf(f, "%%!%c(Money)", verb)
	}
}

type ID int

func (i ID) GoString() string { return fmt.Sprintf("ID(%d)", int(i)) }
func (i ID) String() string   { return fmt.Sprintf("#%d", int(i)) }

type Rec struct {
	ID    ID
	Price Money
	Tags  []ID
}

func main() {
	m := Money{12345, "EUR"}
	fmt.Printf("[%v] [%+v] [%#v] [%s]\n", m, m, m, m)
	fmt.Printf("[%15v] [%-15s] [%.3d] [%d] [%x]\n", m, m, m, m, m)
	fmt.Println(m)
	fmt.Printf("%v\n", []Money{m, {5, "USD"}})
	r := Rec{7, m, []ID{1, 2}}
	fmt.Printf("%v\n%+v\n%#v\n", r, r, r)
	fmt.Printf("%d %v %#v %s %q %x\n", ID(3), ID(3), ID(3), ID(3), ID(3), ID(3))
	fmt.Printf("%#v\n", map[ID]Money{1: m})
	fmt.Printf("%08.3f|%+.2e|% d|%+d|%x|%X|%#x|%#o|%b\n", 3.14159, 12345.678, 5, 5, 255, 255, 255, 8, 5)
	fmt.Printf("%6.2f%%|%-8s|%8s|%.2s|%c|%U|%#U\n", 99.5, "ab", "cd", "xyz", 'é', 'é', 'é')
	fmt.Printf("%*d|%-*d|%.*f\n", 5, 1, 4, 2, 2, 3.14159)
	fmt.Printf("%t %v %p\n", true, false, nil)
	fmt.Printf("%!d %z\n", 1)
}

// Output:
// [123.45 EUR] [Money{12345 EUR}] [main.Money(12345)] [123.45 EUR]
// [     123.45 EUR] [123.45 EUR     ] [12345(prec=3,true)] [12345(prec=0,false)] [%!x(Money)]
// 123.45 EUR
// [123.45 EUR 0.05 USD]
// {#7 123.45 EUR [#1 #2]}
// {ID:#7 Price:Money{12345 EUR} Tags:[#1 #2]}
// main.Rec{ID:ID(7), Price:main.Money(12345), Tags:[]main.ID{ID(1), ID(2)}}
// 3 #3 ID(3) #3 "#3" 2333
// map[main.ID]main.Money{ID(1):main.Money(12345)}
// 0003.142|+1.23e+04| 5|+5|ff|FF|0xff|010|101
//  99.50%|ab      |      cd|xy|é|U+00E9|U+00E9 'é'
//     1|2   |3.14
// true false %!p(<nil>)
// %!!(int=1)d %!z(MISSING)
