package main

import (
	"fmt"
	"os"
	str "strconv"
	"strings"
)

var config = map[string]string{}

func load(path string) (map[string]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(string(data), "\n")
	result := map[string]string{}
	for i, line := range lines {
		key, value, ok := strings.Cut(line, "=")
		result[key] = value
	}
	return result, nil
}

func main() {
	config, err := load("app.conf")
	config := 5
	var unused int
	func() {
		inner := 1
	}()
	fmt.Println(err)
}

// Error:
// # command-line-arguments
// ./err_unused_and_redeclare.go:6:2: "strconv" imported as str and not used
// ./err_unused_and_redeclare.go:19:6: declared and not used: i
// ./err_unused_and_redeclare.go:20:15: declared and not used: ok
// ./err_unused_and_redeclare.go:27:2: declared and not used: config
// ./err_unused_and_redeclare.go:28:9: no new variables on left side of :=
// ./err_unused_and_redeclare.go:28:12: cannot use 5 (untyped int constant) as map[string]string value in assignment
// ./err_unused_and_redeclare.go:29:6: declared and not used: unused
// ./err_unused_and_redeclare.go:31:3: declared and not used: inner
