package main

import "fmt"

type Both struct{}

func (Both) Error() string  { return "as error" }
func (Both) String() string { return "as stringer" }

type OnlyString struct{ n int }

func (o OnlyString) String() string { return fmt.Sprintf("OS<%d>", o.n) }

type Wrapper struct {
	Inner OnlyString
	Ptr   *OnlyString
}

func main() {
	fmt.Println(Both{})
	fmt.Printf("%v %s %d\n", OnlyString{1}, OnlyString{2}, OnlyString{3})
	fmt.Printf("%v\n", Wrapper{OnlyString{4}, &OnlyString{5}})
	fmt.Printf("%+v\n", []OnlyString{{6}, {7}})
	fmt.Println(map[string]OnlyString{"k": {8}})
	var np *OnlyString
	fmt.Println(np == nil)
}

// Output:
// as error
// OS<1> OS<2> {3}
// {OS<4> OS<5>}
// [OS<6> OS<7>]
// map[k:OS<8>]
// true
