package main

import "fmt"

type Slot struct {
	Owner string
	Used  bool
}

type Rack struct {
	Slots [3]Slot
}

func main() {
	racks := map[string]Rack{"a": {}}
	r := racks["a"]
	r.Slots[1] = Slot{"web", true}
	fmt.Println(racks["a"].Slots[1].Used, r.Slots[1].Used)
	racks["a"] = r
	fmt.Println(racks["a"].Slots[1])
	arr := r.Slots
	arr[0].Owner = "copy"
	fmt.Printf("%+v\n%+v\n", r.Slots, arr)
	ptrs := map[string]*Rack{"b": {}}
	ptrs["b"].Slots[2].Owner = "db"
	fmt.Println(ptrs["b"].Slots[2].Owner)
	grid := [2][2]Slot{}
	row := grid[0]
	row[1].Used = true
	fmt.Println(grid[0][1].Used, row[1].Used, grid == [2][2]Slot{})
}

// Output:
// false true
// {web true}
// [{Owner: Used:false} {Owner:web Used:true} {Owner: Used:false}]
// [{Owner:copy Used:false} {Owner:web Used:true} {Owner: Used:false}]
// db
// false true true
