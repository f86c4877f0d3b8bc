package main

import (
	"bufio"
	"fmt"
	"strings"
)

const log = `2025-01-01T10:00:00Z INFO reconcile started name=web
2025-01-01T10:00:01Z ERROR failed to update status name=web err="conflict"
2025-01-01T10:00:02Z INFO reconcile started name=db

2025-01-01T10:00:03Z WARN requeue name=db after=30s`

func main() {
	sc := bufio.NewScanner(strings.NewReader(log))
	counts := map[string]int{}
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := sc.Text()
		if line == "" {
			fmt.Println("line", lineNo, "is empty")
			continue
		}
		fields := strings.Fields(line)
		counts[fields[1]]++
		if fields[1] == "ERROR" {
			fmt.Println("error at line", lineNo+0, ":", strings.Join(fields[2:], " "))
		}
	}
	fmt.Println(counts, sc.Err())
	words := bufio.NewScanner(strings.NewReader("alpha beta\ngamma"))
	words.Split(bufio.ScanWords)
	n := 0
	for words.Scan() {
		n++
	}
	fmt.Println("words:", n)
}

// Output:
// error at line 2 : failed to update status name=web err="conflict"
// line 4 is empty
// map[ERROR:1 INFO:2 WARN:1] <nil>
// words: 3
