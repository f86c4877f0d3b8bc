package main

import (
	"fmt"
	"os"
	"sort"
	"text/tabwriter"
)

type Employee struct {
	Name   string
	Dept   string
	Salary int
	Age    int
}

func main() {
	staff := []Employee{
		{"Alice", "Eng", 120000, 31},
		{"Bob", "Sales", 80000, 45},
		{"Carol", "Eng", 120000, 28},
		{"Dan", "Ops", 95000, 39},
		{"Eve", "Sales", 80000, 23},
		{"Frank", "Eng", 99000, 52},
		{"Grace", "Ops", 95000, 33},
	}
	// Stable: equal salaries keep input order.
	sort.SliceStable(staff, func(i, j int) bool { return staff[i].Salary > staff[j].Salary })
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 2, ' ', 0)
	fmt.Fprintln(w, "NAME\tDEPT\tSALARY\tAGE")
	for _, e := range staff {
		fmt.Fprintf(w, "%s\t%s\t%d\t%d\n", e.Name, e.Dept, e.Salary, e.Age)
	}
	w.Flush()

	sort.SliceStable(staff, func(i, j int) bool { return staff[i].Dept < staff[j].Dept })
	tw := tabwriter.NewWriter(os.Stdout, 6, 4, 1, '.', tabwriter.AlignRight|tabwriter.Debug)
	for _, e := range staff {
		fmt.Fprintf(tw, "%s\t%s\t%d\t\n", e.Dept, e.Name, e.Age)
	}
	tw.Flush()

	byAge := func(i, j int) bool { return staff[i].Age < staff[j].Age }
	fmt.Println(sort.SliceIsSorted(staff, byAge))
	sort.Slice(staff, byAge)
	fmt.Println(sort.SliceIsSorted(staff, byAge), staff[0].Name, staff[len(staff)-1].Name)
	i := sort.Search(len(staff), func(i int) bool { return staff[i].Age >= 40 })
	fmt.Println("first 40+:", staff[i].Name)

	names := []string{"delta", "Alpha", "charlie", "Bravo"}
	sort.Strings(names)
	fmt.Println(names, sort.SearchStrings(names, "charlie"))
	sort.Sort(sort.Reverse(sort.StringSlice(names)))
	fmt.Println(names)
}

// Output:
// NAME   DEPT   SALARY  AGE
// Alice  Eng    120000  31
// Carol  Eng    120000  28
// Frank  Eng    99000   52
// Dan    Ops    95000   39
// Grace  Ops    95000   33
// Bob    Sales  80000   45
// Eve    Sales  80000   23
// ...Eng|.Alice|....31|
// ...Eng|.Carol|....28|
// ...Eng|.Frank|....52|
// ...Ops|...Dan|....39|
// ...Ops|.Grace|....33|
// .Sales|...Bob|....45|
// .Sales|...Eve|....23|
// false
// true Eve Frank
// first 40+: Bob
// [Alpha Bravo charlie delta] 2
// [delta charlie Bravo Alpha]
