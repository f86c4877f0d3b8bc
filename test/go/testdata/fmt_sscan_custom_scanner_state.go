package main

import (
	"errors"
	"fmt"
	"strings"
)

type Quantity struct {
	Value int
	Unit  string
}

func (q *Quantity) Scan(st fmt.ScanState, verb rune) error {
	if verb != 'v' && verb != 's' {
		return fmt.Errorf("bad verb %c", verb)
	}
	tok, err := st.Token(true, func(r rune) bool { return r >= '0' && r <= '9' })
	if err != nil {
		return err
	}
	if len(tok) == 0 {
		return errors.New("quantity: no digits")
	}
	fmt.Sscan(string(tok), &q.Value)
	unit, _ := st.Token(false, func(r rune) bool { return r >= 'A' && r <= 'z' })
	q.Unit = string(unit)
	w, ok := st.Width()
	_ = w
	_ = ok
	return nil
}

type Pair [2]rune

func (p *Pair) Scan(st fmt.ScanState, verb rune) error {
	w, ok := st.Width()
	fmt.Println("width", w, ok)
	st.SkipSpace()
	for i := range p {
		r, _, err := st.ReadRune()
		if err != nil {
			return err
		}
		p[i] = r
	}
	r, _, err := st.ReadRune()
	if err == nil {
		fmt.Printf("next %q\n", r)
		st.UnreadRune()
	}
	_, err = st.Read(make([]byte, 1))
	fmt.Println(err)
	return nil
}

func main() {
	var a, b Quantity
	var n int
	c, err := fmt.Sscan("  512Mi 2Gi 7", &a, &b, &n)
	fmt.Println(c, err, a, b, n)
	c, err = fmt.Sscan("Mi", &a)
	fmt.Println(c, err)
	c, err = fmt.Sscan("", &a)
	fmt.Println(c, err)
	var p Pair
	c, err = fmt.Sscanf("xyZ!", "%2v", &p)
	fmt.Println(c, err, string(p[:]))
	c, err = fmt.Sscanf("héllo", "%v", &p)
	fmt.Println(c, err, string(p[:]))
	c, err = fmt.Sscan("é", &p)
	fmt.Println(c, err, errors.Is(err, nil))
	var s string
	c, err = fmt.Sscanf("100m cpu", "%v %s", &a, &s)
	fmt.Println(c, err, a, s)
	c, err = fmt.Fscan(strings.NewReader("64Ki"), &a)
	fmt.Println(c, err, a)
	c, err = fmt.Sscanf("1", "%d", &a)
	fmt.Println(c, err)
}

// Output:
// 3 <nil> {512 Mi} {2 Gi} 7
// 0 quantity: no digits
// 0 quantity: no digits
// width 2 true
// ScanState's Read should not be called. Use ReadRune
// 1 <nil> xy
// width 0 false
// next 'l'
// ScanState's Read should not be called. Use ReadRune
// 1 <nil> hé
// width 0 false
// 0 unexpected EOF false
// 2 <nil> {100 m} cpu
// 1 <nil> {64 Ki}
// 0 bad verb d
