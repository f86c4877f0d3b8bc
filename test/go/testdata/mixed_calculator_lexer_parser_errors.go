package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

type TokenKind int

const (
	NUM TokenKind = iota
	OP
	LPAREN
	RPAREN
	IDENT
	EOF
)

func (k TokenKind) String() string {
	return [...]string{"NUM", "OP", "LPAREN", "RPAREN", "IDENT", "EOF"}[k]
}

type Token struct {
	Kind TokenKind
	Text string
	Pos  int
}

type SyntaxError struct {
	Pos int
	Msg string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("syntax error at %d: %s", e.Pos, e.Msg) }

func lex(src string) ([]Token, error) {
	var toks []Token
	for i := 0; i < len(src); {
		c := rune(src[i])
		switch {
		case unicode.IsSpace(c):
			i++
		case unicode.IsDigit(c) || c == '.':
			j := i
			for j < len(src) && (unicode.IsDigit(rune(src[j])) || src[j] == '.') {
				j++
			}
			toks = append(toks, Token{NUM, src[i:j], i})
			i = j
		case unicode.IsLetter(c):
			j := i
			for j < len(src) && unicode.IsLetter(rune(src[j])) {
				j++
			}
			toks = append(toks, Token{IDENT, src[i:j], i})
			i = j
		case strings.ContainsRune("+-*/^%", c):
			toks = append(toks, Token{OP, string(c), i})
			i++
		case c == '(':
			toks = append(toks, Token{LPAREN, "(", i})
			i++
		case c == ')':
			toks = append(toks, Token{RPAREN, ")", i})
			i++
		default:
			return nil, &SyntaxError{i, fmt.Sprintf("unexpected %q", c)}
		}
	}
	return append(toks, Token{EOF, "", len(src)}), nil
}

type parser struct {
	toks []Token
	pos  int
	vars map[string]float64
}

func (p *parser) peek() Token { return p.toks[p.pos] }
func (p *parser) next() Token  { t := p.toks[p.pos]; p.pos++; return t }

var ErrDivZero = errors.New("division by zero")

func (p *parser) expr() (float64, error) {
	v, err := p.term()
	for err == nil && p.peek().Kind == OP && strings.Contains("+-", p.peek().Text) {
		op := p.next().Text
		var r float64
		r, err = p.term()
		if op == "+" {
			v += r
		} else {
			v -= r
		}
	}
	return v, err
}

func (p *parser) term() (float64, error) {
	v, err := p.factor()
	for err == nil && p.peek().Kind == OP && strings.Contains("*/%", p.peek().Text) {
		t := p.next()
		var r float64
		if r, err = p.factor(); err != nil {
			break
		}
		switch t.Text {
		case "*":
			v *= r
		case "/":
			if r == 0 {
				return 0, fmt.Errorf("at %d: %w", t.Pos, ErrDivZero)
			}
			v /= r
		case "%":
			v = float64(int(v) % int(r))
		}
	}
	return v, err
}

func (p *parser) factor() (float64, error) {
	t := p.next()
	switch t.Kind {
	case NUM:
		f, err := strconv.ParseFloat(t.Text, 64)
		if err != nil {
			return 0, &SyntaxError{t.Pos, err.Error()}
		}
		return f, nil
	case IDENT:
		v, ok := p.vars[t.Text]
		if !ok {
			return 0, fmt.Errorf("undefined variable %q", t.Text)
		}
		return v, nil
	case LPAREN:
		v, err := p.expr()
		if err != nil {
			return 0, err
		}
		if p.peek().Kind != RPAREN {
			return 0, &SyntaxError{p.peek().Pos, "expected ), got " + p.peek().Kind.String()}
		}
		p.next()
		return v, nil
	case OP:
		if t.Text == "-" {
			v, err := p.factor()
			return -v, err
		}
	}
	return 0, &SyntaxError{t.Pos, fmt.Sprintf("unexpected %v %q", t.Kind, t.Text)}
}

func eval(src string, vars map[string]float64) (float64, error) {
	toks, err := lex(src)
	if err != nil {
		return 0, err
	}
	p := &parser{toks: toks, vars: vars}
	v, err := p.expr()
	if err == nil && p.peek().Kind != EOF {
		err = &SyntaxError{p.peek().Pos, "trailing " + p.peek().Kind.String()}
	}
	return v, err
}

func main() {
	vars := map[string]float64{"pi": 3.14159, "x": 4}
	for _, src := range []string{
		"1 + 2 * 3", "(1 + 2) * 3", "-x * -2", "pi * x * x", "10 / (5 - 5)", "7 % 4 + 0.5",
		"2 * (3 + 4", "1.2.3 + 1", "y + 1", "3 $ 4", "1 2", ")", "",
	} {
		v, err := eval(src, vars)
		var se *SyntaxError
		switch {
		case errors.As(err, &se):
			fmt.Printf("%-14q syntax (pos %d): %v\n", src, se.Pos, err)
		case errors.Is(err, ErrDivZero):
			fmt.Printf("%-14q math: %v\n", src, err)
		case err != nil:
			fmt.Printf("%-14q error: %v\n", src, err)
		default:
			fmt.Printf("%-14q = %g\n", src, v)
		}
	}
}

// Output:
// "1 + 2 * 3"    = 7
// "(1 + 2) * 3"  = 9
// "-x * -2"      = 8
// "pi * x * x"   = 50.26544
// "10 / (5 - 5)" math: at 3: division by zero
// "7 % 4 + 0.5"  = 3.5
// "2 * (3 + 4"   syntax (pos 10): syntax error at 10: expected ), got EOF
// "1.2.3 + 1"    syntax (pos 0): syntax error at 0: strconv.ParseFloat: parsing "1.2.3": invalid syntax
// "y + 1"        error: undefined variable "y"
// "3 $ 4"        syntax (pos 2): syntax error at 2: unexpected '$'
// "1 2"          syntax (pos 2): syntax error at 2: trailing NUM
// ")"            syntax (pos 0): syntax error at 0: unexpected RPAREN ")"
// ""             syntax (pos 0): syntax error at 0: unexpected EOF ""
