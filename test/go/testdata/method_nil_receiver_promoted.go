package main

import "fmt"

type Logger struct{ prefix string }

func (l *Logger) Logf(format string, args ...any) {
	if l == nil {
		fmt.Printf("[nil logger] "+format+"\n", args...)
		return
	}
	fmt.Printf(l.prefix+format+"\n", args...)
}

type Tree struct {
	Left, Right *Tree
	Val         int
}

func (t *Tree) Sum() int {
	if t == nil {
		return 0
	}
	return t.Val + t.Left.Sum() + t.Right.Sum()
}

type Service struct {
	*Logger
	name string
}

type Wrapper struct {
	Service
}

type logfer interface {
	Logf(string, ...any)
}

func main() {
	s := Service{name: "api"}
	s.Logf("starting %s", s.name)
	var l logfer = s
	l.Logf("via value iface %d", 1)
	l = &s
	l.Logf("via ptr iface %d", 2)
	w := &Wrapper{s}
	w.Logf("two levels %v", true)
	l = w
	l.Logf("two levels iface")
	f := s.Logf
	f("method value")
	g := (*Logger).Logf
	g(nil, "method expr")
	h := Service.Logf
	h(s, "promoted method expr")
	var t *Tree
	fmt.Println(t.Sum(), (&Tree{Val: 1, Left: &Tree{Val: 2}}).Sum())
	s.Logger = &Logger{"[api] "}
	l = s
	l.Logf("now set")
	defer func() { fmt.Println("recovered:", recover()) }()
	done := make(chan bool)
	go func() {
		var l2 logfer = Wrapper{}
		l2.Logf("in goroutine")
		done <- true
	}()
	<-done
	var np *Service
	np.Logf("nil outer pointer")
}

// Output:
// [nil logger] starting api
// [nil logger] via value iface 1
// [nil logger] via ptr iface 2
// [nil logger] two levels true
// [nil logger] two levels iface
// [nil logger] method value
// [nil logger] method expr
// [nil logger] promoted method expr
// 0 3
// [api] now set
// [nil logger] in goroutine
// recovered: runtime error: invalid memory address or nil pointer dereference
