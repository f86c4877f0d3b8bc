package main

import (
	"errors"
	"fmt"
	"strconv"
	"sync"
)

var loads int

func loadConfig() map[string]string {
	loads++
	fmt.Println("loading config, load number", loads)
	return map[string]string{"port": "8080", "host": "localhost", "debug": "true"}
}

var config = sync.OnceValue(loadConfig)

var port = sync.OnceValues(func() (int, error) {
	fmt.Println("parsing port")
	return strconv.Atoi(config()["port"])
})

var badPort = sync.OnceValues(func() (int, error) {
	fmt.Println("parsing bad port")
	return strconv.Atoi(config()["host"])
})

var calls int

var exploding = sync.OnceValue(func() int {
	calls++
	panic(fmt.Sprintf("explosion #%d", calls))
})

var onceFn = sync.OnceFunc(func() {
	calls++
	panic(errors.New("oncefunc failed"))
})

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: recovered %v (%T)\n", name, r, r)
		}
	}()
	f()
	fmt.Printf("%s: ok\n", name)
}

func main() {
	var wg sync.WaitGroup
	results := make([]string, 5)
	for i := range 5 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = config()["host"]
		}()
	}
	wg.Wait()
	fmt.Println(results, "loads:", loads)

	p, err := port()
	fmt.Println("port:", p, err)
	p, err = port()
	fmt.Println("port again:", p, err)

	bp, err := badPort()
	fmt.Println("bad port:", bp, err)
	var numErr *strconv.NumError
	if errors.As(err, &numErr) {
		fmt.Println("func:", numErr.Func, "num:", numErr.Num, "err:", numErr.Err, errors.Is(err, strconv.ErrSyntax))
	}

	try("exploding 1", func() { fmt.Println(exploding()) })
	try("exploding 2", func() { fmt.Println(exploding()) })
	try("oncefunc 1", onceFn)
	try("oncefunc 2", onceFn)
	fmt.Println("calls:", calls)

	var once sync.Once
	for i := range 3 {
		once.Do(func() { fmt.Println("once.Do body ran at i =", i) })
	}
	try("once panics", func() {
		var o sync.Once
		o.Do(func() { panic("inside Do") })
		o.Do(func() { fmt.Println("never printed") })
	})
}

// Output:
// loading config, load number 1
// [localhost localhost localhost localhost localhost] loads: 1
// parsing port
// port: 8080 <nil>
// port again: 8080 <nil>
// parsing bad port
// bad port: 0 strconv.Atoi: parsing "localhost": invalid syntax
// func: Atoi num: localhost err: invalid syntax true
// exploding 1: recovered explosion #1 (string)
// exploding 2: recovered explosion #1 (string)
// oncefunc 1: recovered oncefunc failed (*errors.errorString)
// oncefunc 2: recovered oncefunc failed (*errors.errorString)
// calls: 2
// once.Do body ran at i = 0
// once panics: recovered inside Do (string)
