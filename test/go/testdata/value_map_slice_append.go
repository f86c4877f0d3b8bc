package main

import (
	"fmt"
	"sort"
)

type Event struct {
	Obj    string
	Reason string
}

func main() {
	events := []Event{{"pod/a", "Created"}, {"pod/b", "Failed"}, {"pod/a", "Started"}, {"pod/a", "Killing"}, {"pod/b", "BackOff"}}
	byObj := map[string][]string{}
	for _, e := range events {
		byObj[e.Obj] = append(byObj[e.Obj], e.Reason)
	}
	keys := make([]string, 0, len(byObj))
	for k := range byObj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, byObj[k], len(byObj[k]))
	}
	s := byObj["pod/a"]
	s[0] = "mutated"
	fmt.Println(byObj["pod/a"][0])
	fmt.Println(byObj["missing"] == nil, len(byObj["missing"]))
}

// Output:
// pod/a [Created Started Killing] 3
// pod/b [Failed BackOff] 2
// mutated
// true 0
