package main

import (
	"fmt"
	"os"
	"strings"
)

type User struct {
	Name string
	Age  int
}

func (u *User) Birthday() { u.Age++ }

type Greeter interface {
	Greet() string
}

func (u User) Greet() string { return "hi " + u.Name }

func find(users []User, name string) *User {
	for _, u := range users {
		if u.Name == name {
			return &u
		}
	}
}

func main() {
	users := map[string]User{"a": {"Ann", 30}}
	users["a"].Age = 31
	var g Greeter = &users["a"]
	count := 0
	for i := 0; i < 3; i++ {
		result := i * 2
	}
	if len(users) > 0 {
		fmt.Println("users:" + len(users))
	}
	s := []int{1, 2}
	if s == []int{1, 2} {
	}
	fmt.Println(g, strings.ToUpper)
}

// Error:
// # command-line-arguments
// ./err_learner_mistakes_mixed.go:5:2: "os" imported and not used
// ./err_learner_mistakes_mixed.go:28:1: missing return
// ./err_learner_mistakes_mixed.go:32:2: cannot assign to struct field users["a"].Age in map
// ./err_learner_mistakes_mixed.go:33:19: invalid operation: cannot take address of users["a"] (map index expression of struct type User)
// ./err_learner_mistakes_mixed.go:34:2: declared and not used: count
// ./err_learner_mistakes_mixed.go:36:3: declared and not used: result
// ./err_learner_mistakes_mixed.go:39:15: invalid operation: "users:" + len(users) (mismatched types untyped string and int)
// ./err_learner_mistakes_mixed.go:42:5: invalid operation: s == []int{…} (slice can only be compared to nil)
