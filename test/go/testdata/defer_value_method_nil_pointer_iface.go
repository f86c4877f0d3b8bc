package main

import "fmt"

type Closer interface{ Close() error }

type File struct{ name string }

func (f File) Close() error { fmt.Println("closing", f.name); return nil }

var global *File

func open(ok bool) *File {
	if ok {
		return &File{"a.txt"}
	}
	return nil
}

func process() (n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	var c Closer = open(false)
	defer c.Close()
	n = 42
	return n, nil
}

func viaGlobal() (n int) {
	defer func() { fmt.Println("global:", recover()) }()
	var c Closer = global
	c = global
	defer c.Close()
	return 7
}

func main() {
	fmt.Println(process())
	fmt.Println(viaGlobal())
	var c Closer = open(true)
	defer c.Close()
	var arg = func() int { fmt.Println("arg evaluated"); return 1 }
	type Adder interface{ Add(int) int }
	_ = arg
}

// Output:
// 42 recovered: runtime error: invalid memory address or nil pointer dereference
// global: value method main.File.Close called using nil *File pointer
// 7
// closing a.txt
