package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

type mystruct struct{ f int }

func (t mystruct) String() string { return "shadowed" }

type deep struct{ mystruct }

type nopCloser struct{ name string }

func (n nopCloser) Close() error {
	fmt.Println("closing", n.name)
	return nil
}

type outer struct {
	deep
	*bytes.Buffer
}

type Loggable struct {
	*strings.Builder
}

func consume(rc io.ReadCloser) {
	defer rc.Close()
	b, _ := io.ReadAll(rc)
	fmt.Printf("read %q\n", b)
}

func main() {
	rc := struct {
		io.Reader
		io.Closer
	}{strings.NewReader("hello"), nopCloser{"reader"}}
	consume(rc)
	consume(&rc)
	s := struct {
		deep
		*bytes.Buffer
	}{deep{}, bytes.NewBufferString("buffer wins")}
	var st fmt.Stringer = s
	fmt.Println(st.String(), s.String())
	fmt.Println(s)
	type point struct{ X, Y int }
	p := struct {
		point
		fmt.Stringer
	}{point{1, 2}, s}
	fmt.Println(p.String(), p.X)
	var w io.Writer = struct{ *bytes.Buffer }{new(bytes.Buffer)}
	fmt.Fprintf(w, "n=%d", 5)
	fmt.Println(w.(interface{ String() string }).String())
	_, isStringer := any(struct{ mystruct }{}).(fmt.Stringer)
	_, isCloser := any(struct{ nopCloser }{}).(io.Closer)
	_, ptrCloser := any(&struct{ nopCloser }{}).(io.Closer)
	fmt.Println(isStringer, isCloser, ptrCloser)
	o := outer{Buffer: bytes.NewBufferString("named outer")}
	fmt.Println(o, &o)
	fmt.Printf("%v|%s|%+v\n", o, o, []outer{o})
	l := Loggable{&strings.Builder{}}
	l.WriteString("built")
	fmt.Println(l)
}

// Output:
// read "hello"
// closing reader
// read ""
// closing reader
// buffer wins buffer wins
// buffer wins
// buffer wins 1
// n=5
// true true true
// named outer named outer
// named outer|named outer|[named outer]
// built
