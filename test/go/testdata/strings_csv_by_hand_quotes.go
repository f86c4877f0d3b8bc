package main

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

type ParseError struct {
	Line, Col int
	Err       error
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("line %d, col %d: %v", e.Line, e.Col, e.Err)
}
func (e *ParseError) Unwrap() error { return e.Err }

var ErrQuote = errors.New("bare quote in unquoted field")
var ErrEOFQuote = errors.New("unterminated quoted field")

func parseLine(line string, n int) ([]string, error) {
	var fields []string
	var cur strings.Builder
	inQ := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case inQ && c == '"' && i+1 < len(line) && line[i+1] == '"':
			cur.WriteByte('"')
			i++
		case inQ && c == '"':
			inQ = false
		case inQ:
			cur.WriteByte(c)
		case c == '"' && cur.Len() == 0:
			inQ = true
		case c == '"':
			return nil, &ParseError{n, i + 1, ErrQuote}
		case c == ',':
			fields = append(fields, cur.String())
			cur.Reset()
		default:
			cur.WriteByte(c)
		}
	}
	if inQ {
		return nil, &ParseError{n, len(line) + 1, ErrEOFQuote}
	}
	return append(fields, cur.String()), nil
}

const data = `name,qty,price
"Widget, large",3,4.50
Gadget,10,0.99
"Say ""hi""",1,12
Bro"ken,1,1
"Open,2,3
Empty,,
Tail,7,1e3`

func main() {
	sc := bufio.NewScanner(strings.NewReader(data))
	var total float64
	n := 0
	for sc.Scan() {
		n++
		if n == 1 {
			continue
		}
		f, err := parseLine(sc.Text(), n)
		var pe *ParseError
		if errors.As(err, &pe) {
			fmt.Printf("skip: %v (is quote: %t, eof: %t)\n", pe, errors.Is(err, ErrQuote), errors.Is(err, ErrEOFQuote))
			continue
		}
		qty, err1 := strconv.Atoi(f[1])
		price, err2 := strconv.ParseFloat(f[2], 64)
		if err := errors.Join(err1, err2); err != nil {
			fmt.Printf("row %d %q: %v\n", n, f[0], strings.ReplaceAll(err.Error(), "\n", " | "))
			continue
		}
		sub := float64(qty) * price
		total += sub
		fmt.Printf("%-16q %3d x %8.2f = %9.2f\n", f[0], qty, price, sub)
	}
	fmt.Printf("total %.2f %v %s\n", total, total, strconv.FormatFloat(total, 'e', -1, 32))
}

// Output:
// "Widget, large"    3 x     4.50 =     13.50
// "Gadget"          10 x     0.99 =      9.90
// "Say \"hi\""       1 x    12.00 =     12.00
// skip: line 5, col 4: bare quote in unquoted field (is quote: true, eof: false)
// skip: line 6, col 10: unterminated quoted field (is quote: false, eof: true)
// row 7 "Empty": strconv.Atoi: parsing "": invalid syntax | strconv.ParseFloat: parsing "": invalid syntax
// "Tail"             7 x  1000.00 =   7000.00
// total 7035.40 7035.4 7.0354e+03
