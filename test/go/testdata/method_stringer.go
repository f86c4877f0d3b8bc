package main

import (
	"fmt"
	"strings"
)

type Level int

func (l Level) String() string {
	return [...]string{"DEBUG", "INFO", "WARN", "ERROR"}[l]
}

type Pod struct {
	Name  string
	Phase string
}

func (p Pod) String() string { return p.Name + "(" + p.Phase + ")" }

type PodList []Pod

func (l PodList) String() string {
	parts := make([]string, len(l))
	for i, p := range l {
		parts[i] = p.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

type Ptr struct{ n int }

func (p *Ptr) String() string { return fmt.Sprintf("Ptr#%d", p.n) }

func main() {
	fmt.Println(Level(1), Level(3))
	fmt.Printf("%v %s %d\n", Level(2), Level(0), Level(2))
	p := Pod{"web-1", "Running"}
	fmt.Println(p)
	fmt.Printf("%v|%+v|%s\n", p, p, p)
	fmt.Println(PodList{p, {"db-0", "Pending"}})
	fmt.Println([]Pod{p})
	v := Ptr{7}
	fmt.Println(v, &v)
	fmt.Println(map[string]Level{"x": 3})
}

// Output:
// INFO ERROR
// WARN DEBUG 2
// web-1(Running)
// web-1(Running)|web-1(Running)|web-1(Running)
// [web-1(Running), db-0(Pending)]
// [web-1(Running)]
// {7} Ptr#7
// map[x:ERROR]
