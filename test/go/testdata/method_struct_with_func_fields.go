package main

import "fmt"

type Reconciler struct {
	GetNodes func(role string) []string
	Now      func() int
}

func (r *Reconciler) Run() {
	if r.GetNodes != nil {
		fmt.Println("nodes:", r.GetNodes("master"))
	} else {
		fmt.Println("no node lister")
	}
	now := 0
	if r.Now != nil {
		now = r.Now()
	}
	fmt.Println("now:", now)
}

func main() {
	(&Reconciler{}).Run()
	r := &Reconciler{
		GetNodes: func(role string) []string { return []string{role + "-0", role + "-1"} },
		Now:      func() int { return 1700 },
	}
	r.Run()
}

// Output:
// no node lister
// now: 0
// nodes: [master-0 master-1]
// now: 1700
