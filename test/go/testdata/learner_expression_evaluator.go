package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

type tokenKind int

const (
	tNum tokenKind = iota
	tOp
	tLParen
	tRParen
)

func (k tokenKind) String() string {
	return [...]string{"NUM", "OP", "(", ")"}[k]
}

type token struct {
	kind tokenKind
	text string
	pos  int
}

var ErrSyntax = errors.New("syntax error")

type posError struct {
	pos int
	msg string
}

func (e *posError) Error() string { return fmt.Sprintf("at %d: %s", e.pos, e.msg) }
func (e *posError) Unwrap() error { return ErrSyntax }

func lex(s string) ([]token, error) {
	var toks []token
	for i := 0; i < len(s); {
		r := rune(s[i])
		switch {
		case unicode.IsSpace(r):
			i++
		case unicode.IsDigit(r) || r == '.':
			j := i
			for j < len(s) && (unicode.IsDigit(rune(s[j])) || s[j] == '.') {
				j++
			}
			toks = append(toks, token{tNum, s[i:j], i})
			i = j
		case strings.ContainsRune("+-*/%^", r):
			toks = append(toks, token{tOp, string(r), i})
			i++
		case r == '(':
			toks = append(toks, token{tLParen, "(", i})
			i++
		case r == ')':
			toks = append(toks, token{tRParen, ")", i})
			i++
		default:
			return nil, &posError{i, fmt.Sprintf("unexpected %q", r)}
		}
	}
	return toks, nil
}

type parser struct {
	toks []token
	i    int
}

func (p *parser) peek() *token {
	if p.i < len(p.toks) {
		return &p.toks[p.i]
	}
	return nil
}

func prec(op string) int {
	switch op {
	case "+", "-":
		return 1
	case "*", "/", "%":
		return 2
	case "^":
		return 3
	}
	return 0
}

func (p *parser) primary() (float64, error) {
	t := p.peek()
	if t == nil {
		return 0, &posError{-1, "unexpected end"}
	}
	p.i++
	switch t.kind {
	case tNum:
		v, err := strconv.ParseFloat(t.text, 64)
		if err != nil {
			return 0, fmt.Errorf("bad number %q: %w", t.text, err)
		}
		return v, nil
	case tLParen:
		v, err := p.expr(1)
		if err != nil {
			return 0, err
		}
		if n := p.peek(); n == nil || n.kind != tRParen {
			return 0, &posError{t.pos, "unclosed ("}
		}
		p.i++
		return v, nil
	case tOp:
		if t.text == "-" {
			v, err := p.primary()
			return -v, err
		}
	}
	return 0, &posError{t.pos, "unexpected " + t.kind.String()}
}

func (p *parser) expr(minPrec int) (float64, error) {
	lhs, err := p.primary()
	if err != nil {
		return 0, err
	}
	for {
		t := p.peek()
		if t == nil || t.kind != tOp || prec(t.text) < minPrec {
			return lhs, nil
		}
		p.i++
		next := prec(t.text) + 1
		if t.text == "^" {
			next = prec(t.text)
		}
		rhs, err := p.expr(next)
		if err != nil {
			return 0, err
		}
		switch t.text {
		case "+":
			lhs += rhs
		case "-":
			lhs -= rhs
		case "*":
			lhs *= rhs
		case "/":
			if rhs == 0 {
				return 0, fmt.Errorf("division by zero at %d", t.pos)
			}
			lhs /= rhs
		case "%":
			lhs = float64(int(lhs) % int(rhs))
		case "^":
			r := 1.0
			for k := 0; k < int(rhs); k++ {
				r *= lhs
			}
			lhs = r
		}
	}
}

func eval(s string) (float64, error) {
	toks, err := lex(s)
	if err != nil {
		return 0, err
	}
	p := &parser{toks: toks}
	v, err := p.expr(1)
	if err == nil && p.i < len(toks) {
		err = &posError{toks[p.i].pos, "trailing " + toks[p.i].text}
	}
	return v, err
}

func main() {
	for _, s := range []string{"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-4 + 10 / 4", "7 % 3 * 2", "1 / 0", "2 * (3 + ", "3 $ 4", "1.2.3 + 1", "4 4", ""} {
		v, err := eval(s)
		var pe *posError
		fmt.Printf("%-12q = %-6g err=%v syntax=%t pos=%t\n", s, v, err, errors.Is(err, ErrSyntax), errors.As(err, &pe))
	}
}

// Output:
// "1 + 2 * 3"  = 7      err=<nil> syntax=false pos=false
// "(1 + 2) * 3" = 9      err=<nil> syntax=false pos=false
// "2 ^ 3 ^ 2"  = 512    err=<nil> syntax=false pos=false
// "-4 + 10 / 4" = -1.5   err=<nil> syntax=false pos=false
// "7 % 3 * 2"  = 2      err=<nil> syntax=false pos=false
// "1 / 0"      = 0      err=division by zero at 2 syntax=false pos=false
// "2 * (3 + "  = 0      err=at -1: unexpected end syntax=true pos=true
// "3 $ 4"      = 0      err=at 2: unexpected '$' syntax=true pos=true
// "1.2.3 + 1"  = 0      err=bad number "1.2.3": strconv.ParseFloat: parsing "1.2.3": invalid syntax syntax=false pos=false
// "4 4"        = 4      err=at 2: trailing 4 syntax=true pos=true
// ""           = 0      err=at -1: unexpected end syntax=true pos=true
