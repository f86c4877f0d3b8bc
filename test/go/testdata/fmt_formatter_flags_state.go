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
			fmt.Fprintf(f, "Money{Cents:%d, Currency:%q}", m.Cents, m.Currency)
			return
		}
		if f.Flag('#') {
			fmt.Fprintf(f, "main.Money{%d, %q}", m.Cents, m.Currency)
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
		fmt.Fprintf(f, "%d", m.Cents)
	default:
		fmt.Fprintf(f, "%%!%c(Money=%d)", verb, m.Cents)
	}
}

type Flags struct{}

func (Flags) Format(f fmt.State, verb rune) {
	var b strings.Builder
	b.WriteRune(verb)
	for _, c := range "+-# 0" {
		if f.Flag(int(c)) {
			b.WriteRune(c)
		}
	}
	if w, ok := f.Width(); ok {
		fmt.Fprintf(&b, " w=%d", w)
	}
	if p, ok := f.Precision(); ok {
		fmt.Fprintf(&b, " p=%d", p)
	}
	f.Write([]byte("[" + b.String() + "]"))
}

func main() {
	m := Money{12345, "EUR"}
	fmt.Printf("%v|%s|%d|%x\n", m, m, m, m)
	fmt.Printf("%+v\n%#v\n", m, m)
	fmt.Printf("[%15v][%-15s]\n", m, m)
	fmt.Println(m, &m)
	fmt.Printf("%v\n", []Money{{100, "USD"}, {5, "JPY"}})
	fmt.Printf("%v\n", map[string]Money{"b": {1, "X"}, "a": {2, "Y"}})
	fmt.Println(fmt.Sprint(m), fmt.Sprintf("%6.2v", m))

	var f Flags
	fmt.Printf("%v %+v %#v %-8.3x %08d % x %+-#0 7.2f\n", f, f, f, f, f, f, f)
	fmt.Printf("%*d|%-*d|%.*f|%*.*f\n", 6, 42, 6, 42, 2, 3.14159, 10, 3, 2.71828)
	fmt.Printf("%*d|%.*s\n", -5, 7, 3, "abcdef")
	fmt.Printf("%[2]d %[1]d %d\n", 10, 20)
	fmt.Printf("%[3]*.[2]*[1]f|\n", 12.0, 2, 6)
	fmt.Printf("%d %d\n", 1)
	fmt.Printf("%d\n", 1, 2)
	fmt.Printf("%!\n")
	fmt.Printf("%[5]d\n", 1)
	fmt.Printf("%.*d\n", "x", 5)
	fmt.Printf("%z %s\n", 3, 4)
}

// Output:
// 123.45 EUR|123.45 EUR|12345|%!x(Money=12345)
// Money{Cents:12345, Currency:"EUR"}
// main.Money{12345, "EUR"}
// [     123.45 EUR][123.45 EUR     ]
// 123.45 EUR 123.45 EUR
// [1.00 USD 0.05 JPY]
// map[a:0.02 Y b:0.01 X]
// 123.45 EUR 123.45 EUR
// [v] [v+] [v#] [x- w=8 p=3] [d0 w=8] [x ] [f+-# 0 w=7 p=2]
//     42|42    |3.14|     2.718
// 7    |abc
// 20 10 20
//  12.00|
// 1 %!d(MISSING)
// 1
// %!(EXTRA int=2)%!!(MISSING)
// %!d(BADINDEX)
// %!(BADPREC)5
// %!z(int=3) %!s(int=4)
