package main

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

type Level int

const (
	Debug Level = iota
	Info
	Warn
)

func (l Level) String() string {
	switch l {
	case Debug:
		return "DEBUG"
	case Info:
		return "INFO"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

type Event struct {
	At    time.Duration
	Level Level
	Msg   string
	Err   error
	Meta  map[string]any
}

type ValidationError struct {
	Field string
}

func (e ValidationError) Error() string { return "invalid " + e.Field }

type Matrix [2][2]int

func main() {
	fmt.Printf("%d%%|%6.2f%%|%x|%X|%#x|%o|%#o|%O|%b|%08b\n", 50, 99.5, -255, 3054, 255, 8, 8, 8, 5, 5)
	fmt.Printf("%e|%E|%g|%g|%g|%.3g|%v|%v\n", 0.0, 123456.789, 1e-5, 123456789.0, 0.000123, 3.14159, float32(0.1), 1e100)
	fmt.Printf("%s|%q|%v|%d\n", []string{"a", "b"}, []string{"a", "b"}, []byte("hi"), []byte("hi"))
	fmt.Printf("%5.2s|%-6s|%6s|%c%c|%U\n", "abcdef", "ab", "ab", 72, 'i', '⌘')
	fmt.Printf("%T %T %T %T %T %T %T\n", []any{}, map[string]int{}, func(int) string { return "" }, &Event{}, make(chan int), Warn, errors.New("x"))
	var nilErr error
	var nilMap map[string]int
	var nilSlice []int
	var nilFunc func()
	fmt.Println(nilErr, nilMap, nilSlice, nilFunc == nil)
	fmt.Printf("%v %v %v %T\n", nilErr, nilMap, nilSlice, nilErr)
	fmt.Printf("%#v %#v %#v\n", nilMap, nilSlice, []string{"a"})
	fmt.Printf("%#v %#v %#v %#v %#v %#v\n", int64(5), uint(5), 1.0, "x", true, 'x')
	fmt.Printf("%#v\n", map[string]int{"b": 2, "a": 1})
	e := Event{At: 1500 * time.Millisecond, Level: Info, Msg: "started", Meta: map[string]any{"n": 1, "ok": true}}
	fmt.Printf("%v\n%+v\n", e, e)
	fmt.Println(Level(7), Warn, []Level{Debug, Info})
	fmt.Printf("%d %v %s %q\n", Info, Info, Info, Info)
	var err error = ValidationError{"name"}
	fmt.Println(err)
	fmt.Printf("%v|%s|%q|%+v|%#v\n", err, err, err, err, err)
	wrapped := fmt.Errorf("save: %w", err)
	var ve ValidationError
	fmt.Println(wrapped, errors.As(wrapped, &ve), ve.Field)
	m := Matrix{{1, 2}, {3, 4}}
	fmt.Println(m, len(m))
	fmt.Printf("%v %+v\n", struct {
		A *int
		B []string
	}{}, struct{ X, Y float64 }{1.5, -2})
	fmt.Println(time.Month(2), time.Duration(0), time.Duration(1), 2*time.Millisecond+500*time.Microsecond)
	fmt.Printf("%v|%d|%s|%5v|\n", time.Minute, time.Minute, time.Second, time.Second)
	fmt.Printf("%-10s|%10s|\n", strings.Repeat("x", 3), "right")
	fmt.Printf("%3d|%-3d|%03d|%+3d|% 3d\n", 7, 7, 7, 7, 7)
	fmt.Printf("%.0f %.0f %.0f %.0f %.1f %.2f\n", 0.5, 1.5, 2.5, -0.5, 0.05, 1.005)
	fmt.Printf("%v %v %v %v\n", 1e6, 1e20, 1e21, 123456789.0)
	fmt.Printf("%v %v %v\n", float32(1)/3, 1.0/3, 2.0/3)
	fmt.Println(fmt.Sprintf("%v", []error{errors.New("a"), nil}))
	fmt.Println(fmt.Sprintf("%s", 42), fmt.Sprintf("%d", "x"), fmt.Sprintf("%z", 1), fmt.Sprintf("%!"), fmt.Sprintf("%d %d", 1))
	type pair struct {
		k string
		v int
	}
	ps := []pair{{"a", 1}, {"b", 2}}
	fmt.Printf("%v %+v\n", ps, ps)
	fmt.Println(fmt.Sprint(), fmt.Sprint(nil), fmt.Sprint("a", 1, 2, "b", "c", 3.0))
	fmt.Print(1, 2, "\n")
	fmt.Print("x", 1, "\n")
	n, err2 := fmt.Println("count me")
	fmt.Println(n, err2)
	s := fmt.Sprintf("%[1]s %[1]s %[2]d", "re", 3)
	fmt.Println(s)
	fmt.Printf("%v %v\n", [3]bool{true}, [0]int{})
	fmt.Printf("%6.3v|%.2v|%10.4v|\n", 3.14159, "abc", "abcdefgh")
	fmt.Printf("%x %X % X\n", "hello", []byte{1, 171}, []byte{1, 171})
	fmt.Printf("%t %t\n", 1 == 1, "a" > "b")
	fmt.Printf("%v\n", &[]int{1, 2})
	fmt.Printf("%v\n", &map[string]int{"a": 1})
	fmt.Printf("%s\n", &e.Msg == nil)
}
