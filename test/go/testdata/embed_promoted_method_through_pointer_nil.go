package main

import "fmt"

type Logger struct{ prefix string }

func (l *Logger) Logf(format string, args ...any) {
	if l == nil {
		fmt.Printf("(nil logger) "+format+"\n", args...)
		return
	}
	fmt.Printf(l.prefix+format+"\n", args...)
}

func (l Logger) Prefix() string { return l.prefix }

type Service struct {
	*Logger
	Name string
}

func main() {
	s := Service{Logger: &Logger{"[svc] "}, Name: "api"}
	s.Logf("starting %s", s.Name)
	fmt.Println(s.Prefix())

	var quiet Service
	quiet.Logf("no logger for %q", quiet.Name) // pointer method on a nil embedded pointer is fine
	defer func() {
		r := recover()
		fmt.Println("recovered:", r)
		if err, ok := r.(error); ok {
			fmt.Println("is runtime error:", fmt.Sprintf("%T", err))
		}
	}()
	fmt.Println(quiet.Prefix()) // value method needs *quiet.Logger
}

// Output:
// [svc] starting api
// [svc] 
// (nil logger) no logger for ""
// recovered: runtime error: invalid memory address or nil pointer dereference
// is runtime error: runtime.errorString
