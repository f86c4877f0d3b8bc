package main

import "fmt"

type Phase int

const (
	Pending Phase = iota
	Running
	Succeeded
	Failed
)

const (
	_  = iota
	KB = 1 << (10 * iota)
	MB
	GB
)

func (p Phase) String() string {
	switch p {
	case Pending:
		return "Pending"
	case Running:
		return "Running"
	case Succeeded:
		return "Succeeded"
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

func main() {
	fmt.Println(Pending, Running, Succeeded, Failed)
	fmt.Println(KB, MB, GB)
	fmt.Printf("%d %v %s\n", Running, Failed, Succeeded)
}

// Output:
// Pending Running Succeeded Phase(3)
// 1024 1048576 1073741824
// 1 Phase(3) Succeeded
