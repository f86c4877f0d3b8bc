package main

import (
	"errors"
	"fmt"
	"os"
)

type ConfigError struct {
	Key string
}

func (e ConfigError) Error() string { return "missing config key " + e.Key }

func mustGet(cfg map[string]string, key string) string {
	v, ok := cfg[key]
	if !ok {
		panic(ConfigError{Key: key})
	}
	return v
}

func safeGet(cfg map[string]string, key string) (v string, err error) {
	defer func() {
		if r := recover(); r != nil {
			if ce, ok := r.(ConfigError); ok {
				err = ce
				return
			}
			panic(r)
		}
	}()
	return mustGet(cfg, key), nil
}

func main() {
	cfg := map[string]string{"host": "localhost"}
	fmt.Println(safeGet(cfg, "host"))
	_, err := safeGet(cfg, "port")
	var ce ConfigError
	fmt.Println(err, errors.As(err, &ce), ce.Key)

	defer fmt.Println("deferred in main runs before the crash report")
	defer func() {
		r := recover()
		fmt.Fprintln(os.Stderr, "recovered:", r)
		panic(fmt.Sprintf("re-panic: %v", r))
	}()
	var m map[string]int
	m["x"] = 1
}

// Output:
// localhost <nil>
// missing config key port true port
// deferred in main runs before the crash report
// Stderr:
// recovered: assignment to entry in nil map
// panic: assignment to entry in nil map [recovered]
// 	panic: re-panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
