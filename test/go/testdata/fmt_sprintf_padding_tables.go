package main

import "fmt"

type row struct {
	name     string
	ready    int
	total    int
	age      string
	restarts int
}

func main() {
	rows := []row{
		{"web-7d9c", 1, 1, "5m", 0},
		{"db-0", 0, 1, "12s", 3},
		{"cache-longer-name", 2, 3, "2h", 11},
	}
	fmt.Printf("%-20s %-7s %-9s %s\n", "NAME", "READY", "RESTARTS", "AGE")
	for _, r := range rows {
		fmt.Printf("%-20s %-7s %-9d %s\n", r.name, fmt.Sprintf("%d/%d", r.ready, r.total), r.restarts, r.age)
	}
	fmt.Printf("[%*d] [%-*d]\n", 5, 42, 4, 7)
	fmt.Printf("[%6.2f%%]\n", 99.5)
	fmt.Printf("[%x] [%08b]\n", -255, 5)
}

// Output:
// NAME                 READY   RESTARTS  AGE
// web-7d9c             1/1     0         5m
// db-0                 0/1     3         12s
// cache-longer-name    2/3     11        2h
// [   42] [7   ]
// [ 99.50%]
// [-ff] [00000101]
