package main

import "fmt"

type Logger struct{ prefix string }

func (l *Logger) Logf(format string, args ...any) {
	fmt.Printf(l.prefix+format+"\n", args...)
}

type Clock interface{ Now() int }

type fakeClock struct{ t int }

func (f fakeClock) Now() int { return f.t }

type Reconciler struct {
	*Logger
	Clock
	Name string
}

type Base struct{ ID int }

func (b Base) Describe() string { return fmt.Sprintf("base %d", b.ID) }

type Mid struct{ Base }
type Top struct {
	Mid
	Extra string
}

func main() {
	r := Reconciler{Logger: &Logger{prefix: "[r] "}, Clock: fakeClock{t: 42}, Name: "app"}
	r.Logf("name=%s now=%d", r.Name, r.Now())
	t := Top{Mid: Mid{Base{7}}, Extra: "x"}
	fmt.Println(t.Describe(), t.ID, t.Mid.Base.ID)
	var c Clock = r
	fmt.Println(c.Now())
}

// Output:
// [r] name=app now=42
// base 7 7 7
// 42
