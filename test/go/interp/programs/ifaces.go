package main

import (
	"errors"
	"fmt"
)

type MyErr struct{ Code int }

func (e *MyErr) Error() string { return fmt.Sprintf("code %d", e.Code) }

func mayFail(fail bool) error {
	var p *MyErr
	if fail {
		p = &MyErr{42}
	}
	return p
}

type Reader interface{ Read() string }
type Writer interface{ Write(s string) }
type ReadWriter interface {
	Reader
	Writer
}

type File struct{ data []string }

func (f *File) Read() string {
	if len(f.data) == 0 {
		return ""
	}
	s := f.data[0]
	f.data = f.data[1:]
	return s
}
func (f *File) Write(s string) { f.data = append(f.data, s) }

type Wrapper struct {
	ReadWriter
	n int
}

type Temp float64

func (t Temp) String() string { return fmt.Sprintf("%.1f deg", float64(t)) }

func describe(i interface{}) string {
	switch v := i.(type) {
	case nil:
		return "nil"
	case int, int64:
		return fmt.Sprintf("integer %v", v)
	case string:
		return "string " + v
	case error:
		return "error " + v.Error()
	case fmt.Stringer:
		return "stringer " + v.String()
	default:
		return fmt.Sprintf("other %T", v)
	}
}

func main() {
	err := mayFail(false)
	fmt.Println(err == nil, err != nil)
	err = mayFail(true)
	fmt.Println(err)
	var me *MyErr
	fmt.Println(errors.As(err, &me), me.Code)
	wrapped := fmt.Errorf("ctx: %w", err)
	var me2 *MyErr
	fmt.Println(errors.As(wrapped, &me2), me2 == me)
	f := &File{}
	var rw ReadWriter = f
	rw.Write("a")
	rw.Write("b")
	fmt.Println(rw.Read(), len(f.data))
	w := Wrapper{ReadWriter: f}
	w.Write("c")
	fmt.Println(w.Read(), w.Read(), w.Read() == "")
	var r Reader = rw
	_, isW := r.(Writer)
	fmt.Println(isW)
	fmt.Println(describe(nil), describe(3), describe(int64(4)), describe("s"), describe(err), describe(Temp(3)), describe(2.5))
	var x interface{} = f
	if _, ok := x.(fmt.Stringer); !ok {
		fmt.Println("not stringer")
	}
	var s fmt.Stringer
	fmt.Println(s == nil)
	s = Temp(1)
	fmt.Println(s, s != nil)
	var e1, e2 error = errors.New("x"), errors.New("x")
	fmt.Println(e1 == e2, e1.Error() == e2.Error())
	var a, b interface{} = 1, 1
	fmt.Println(a == b, a != 2)
	m := map[interface{}]int{}
	m[Temp(1)] = 1
	m[1.0] = 2
	fmt.Println(len(m), m[Temp(1)])
	fmt.Printf("%v %+v %T %T\n", err, err, err, wrapped)
}
