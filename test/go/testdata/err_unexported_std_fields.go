package main

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
)

func main() {
	var b strings.Builder
	b.buf = nil
	mu := sync.Mutex{state: 1}
	t := strings.Reader{s: "x", when: 1}
	var buf bytes.Buffer
	buf.grow(10)
	idx := strings.indexFunc("abc", nil)
	var wg sync.WaitGroup
	fmt.Println(wg.noCopy, mu, t, idx)
}

// Error:
// # command-line-arguments
// ./err_unexported_std_fields.go:12:4: b.buf undefined (cannot refer to unexported field buf)
// ./err_unexported_std_fields.go:13:19: cannot refer to unexported field state in struct literal of type sync.Mutex
// ./err_unexported_std_fields.go:14:22: cannot refer to unexported field s in struct literal of type strings.Reader
// ./err_unexported_std_fields.go:14:30: unknown field when in struct literal of type strings.Reader
// ./err_unexported_std_fields.go:16:6: buf.grow undefined (cannot refer to unexported method grow)
// ./err_unexported_std_fields.go:17:17: undefined: strings.indexFunc (but have IndexFunc)
// ./err_unexported_std_fields.go:19:17: wg.noCopy undefined (cannot refer to unexported field noCopy)
