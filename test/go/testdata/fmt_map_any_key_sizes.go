package main

import (
	"fmt"
	"time"
)

type W int

func (W) String() string { return "w" }

type Z struct{}
type A struct{ B, C int }

func main() {
	keys := []any{
		time.Weekday(1), time.Month(1), W(1), struct{}{}, (*string)(nil), (*bool)(nil), (*int)(nil), (*W)(nil), (*Z)(nil), [2]int{}, (chan string)(nil), (chan int)(nil),
		"s", true, 1, uint8(1), A{}, struct{ B, C int }{}, [1]string{}, [1]A{},
	}
	m := map[any]string{}
	for _, k := range keys {
		m[k] = fmt.Sprintf("%T", k)
	}
	fmt.Println(m)
}

// Output:
// map[<nil>:*main.Z <nil>:*string <nil>:*int <nil>:*bool s:string 1:uint8 1:int true:bool <nil>:chan int <nil>:chan string [{0 0}]:[1]main.A []:[1]string [0 0]:[2]int w:main.W January:time.Month Monday:time.Weekday {}:struct {} <nil>:*main.W {0 0}:struct { B int; C int } {0 0}:main.A]
