package main

import "fmt"

type Config struct {
	Name    string
	Debug   bool
	Port    int32
	Hosts   []string
	Timeout int64
}

func load(ok bool) *Config {
	if ok {
		return &Config{Name: "x"}
	}
	return nil
}

func main() {
	c := load(true)
	fmt.Println(c.Name, c.Port)
	c = load(false)
	fmt.Println("timeout:", c.Timeout)
}

// Output:
// x 0
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x30 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
