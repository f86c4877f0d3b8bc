package main

import (
	"fmt"
	"strings"
)

const manifest = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: "web"
`

func main() {
	lines := strings.Split(strings.TrimSpace(manifest), "\n")
	fmt.Println(len(lines))
	for _, l := range lines {
		fmt.Printf("[%s]\n", l)
	}
	path := `C:\temp\new`
	fmt.Println(path, len(path))
	fmt.Println(`a\tb` == "a\\tb")
}

// Output:
// 4
// [apiVersion: apps/v1]
// [kind: Deployment]
// [metadata:]
// [  name: "web"]
// C:\temp\new 11
// true
