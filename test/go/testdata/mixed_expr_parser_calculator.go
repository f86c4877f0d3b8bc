package main

import (
	"errors"
	"fmt"
	"math"
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

var kindNames = [...]string{NUM: "NUM", OP: "OP", LPAREN: "(", RPAREN: ")", IDENT: "IDENT", EOF: "EOF"}

func (k TokenKind) String() string { return kindNames[k] }

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

var ErrDivZero = errors.New("division by zero")

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
			return nil, &SyntaxError{i, fmt.Sprintf("unexpected character %q", c)}
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

var prec = map[string]int{"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3}

func (p *parser) expr(minPrec int) (float64, error) {
	lhs, err := p.unary()
	if err != nil {
		return 0, err
	}
	for {
		t := p.peek()
		if t.Kind != OP || prec[t.Text] < minPrec {
			return lhs, nil
		}
		p.next()
		next := prec[t.Text] + 1
		if t.Text == "^" {
			next = prec[t.Text]
		}
		rhs, err := p.expr(next)
		if err != nil {
			return 0, err
		}
		switch t.Text {
		case "+":
			lhs += rhs
		case "-":
			lhs -= rhs
		case "*":
			lhs *= rhs
		case "/":
			if rhs == 0 {
				return 0, fmt.Errorf("at %d: %w", t.Pos, ErrDivZero)
			}
			lhs /= rhs
		case "%":
			lhs = math.Mod(lhs, rhs)
		case "^":
			lhs = math.Pow(lhs, rhs)
		}
	}
}

func (p *parser) unary() (float64, error) {
	t := p.next()
	switch t.Kind {
	case NUM:
		return strconv.ParseFloat(t.Text, 64)
	case IDENT:
		if p.peek().Kind == LPAREN {
			p.next()
			arg, err := p.expr(1)
			if err != nil {
				return 0, err
			}
			if p.next().Kind != RPAREN {
				return 0, &SyntaxError{t.Pos, "missing )"}
			}
			fns := map[string]func(float64) float64{"sqrt": math.Sqrt, "abs": math.Abs, "floor": math.Floor}
			f, ok := fns[t.Text]
			if !ok {
				return 0, fmt.Errorf("unknown function %q", t.Text)
			}
			return f(arg), nil
		}
		v, ok := p.vars[t.Text]
		if !ok {
			return 0, fmt.Errorf("undefined variable %s", t.Text)
		}
		return v, nil
	case OP:
		if t.Text == "-" {
			v, err := p.unary()
			return -v, err
		}
	case LPAREN:
		v, err := p.expr(1)
		if err != nil {
			return 0, err
		}
		if c := p.next(); c.Kind != RPAREN {
			return 0, &SyntaxError{c.Pos, "expected ) but got " + c.Kind.String()}
		}
		return v, nil
	}
	return 0, &SyntaxError{t.Pos, fmt.Sprintf("unexpected %v %q", t.Kind, t.Text)}
}

func eval(src string) (float64, error) {
	toks, err := lex(src)
	if err != nil {
		return 0, err
	}
	p := &parser{toks: toks, vars: map[string]float64{"pi": math.Pi, "x": 4}}
	v, err := p.expr(1)
	if err != nil {
		return 0, err
	}
	if t := p.peek(); t.Kind != EOF {
		return 0, &SyntaxError{t.Pos, "trailing " + t.Text}
	}
	return v, nil
}

func main() {
	for _, src := range []string{"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-x ^ 2", "sqrt(x) + abs(-2.5)", "10 / (5 - 5)", "7 % 3 + floor(pi)", "1 +", "2 * (3", "3 $ 4", "y + 1", "cos(1)", "1.2.3", "4 4", "pi * x ^ 2"} {
		v, err := eval(src)
		var se *SyntaxError
		switch {
		case errors.As(err, &se):
			fmt.Printf("%-22q syntax(pos=%d): %v\n", src, se.Pos, err)
		case errors.Is(err, ErrDivZero):
			fmt.Printf("%-22q div: %v\n", src, err)
		case err != nil:
			fmt.Printf("%-22q error: %v\n", src, err)
		default:
			fmt.Printf("%-22q = %.6g\n", src, v)
		}
	}
	toks, _ := lex("a+(1)")
	fmt.Printf("%v\n%+v\n", toks, toks[0])
}

// Output:
// "1 + 2 * 3"            = 7
// "(1 + 2) * 3"          = 9
// "2 ^ 3 ^ 2"            = 512
// "-x ^ 2"               = 16
// "sqrt(x) + abs(-2.5)"  = 4.5
// "10 / (5 - 5)"         div: at 3: division by zero
// "7 % 3 + floor(pi)"    = 4
// "1 +"                  syntax(pos=3): syntax error at 3: unexpected EOF ""
// "2 * (3"               syntax(pos=6): syntax error at 6: expected ) but got EOF
// "3 $ 4"                syntax(pos=2): syntax error at 2: unexpected character '$'
// "y + 1"                error: undefined variable y
// "cos(1)"               error: unknown function "cos"
// "1.2.3"                error: strconv.ParseFloat: parsing "1.2.3": invalid syntax
// "4 4"                  syntax(pos=2): syntax error at 2: trailing 4
// "pi * x ^ 2"           = 50.2655
// [{IDENT a 0} {OP + 1} {( ( 2} {NUM 1 3} {) ) 4} {EOF  5}]
// {Kind:IDENT Text:a Pos:0}
