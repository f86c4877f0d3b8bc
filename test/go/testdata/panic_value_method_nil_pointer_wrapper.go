package main

import "fmt"

type Config struct{ Name string }

func (c Config) Describe() string { return "config " + c.Name }

type Describer interface{ Describe() string }

func show(d Describer) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%T: %v\n", r, r)
		}
	}()
	fmt.Println(d.Describe())
}

func load(ok bool) *Config {
	if ok {
		return &Config{"prod"}
	}
	return nil
}

func main() {
	show(load(true))
	show(load(false))
	var d Describer = load(false)
	d.Describe()
}

// Output:
// config prod
// runtime.plainError: value method main.Config.Describe called using nil *Config pointer
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
