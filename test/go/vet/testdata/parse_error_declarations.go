// Statements outside a function and a brace on the next line: go/parser's declaration errors.
package main

import "fmt"

count := 0

func main()
{
	fmt.Println(count)
}

type T struct {
	Name string,
	Age int
}

func (t T) Get() (string, error {
	return t.Name, nil
}
