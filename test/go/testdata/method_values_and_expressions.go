package main

import (
	"fmt"
	"sort"
	"strings"
)

type Account struct {
	Owner   string
	Balance int
}

func (a *Account) Deposit(n int) { a.Balance += n }
func (a Account) String() string { return fmt.Sprintf("%s:%d", a.Owner, a.Balance) }

type byBalance []Account

func (b byBalance) Len() int           { return len(b) }
func (b byBalance) Less(i, j int) bool { return b[i].Balance < b[j].Balance }
func (b byBalance) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

func apply(fs []func(int), v int) {
	for _, f := range fs {
		f(v)
	}
}

func main() {
	alice := &Account{Owner: "alice"}
	bob := Account{Owner: "bob", Balance: 5}
	dep := alice.Deposit
	apply([]func(int){dep, bob.Deposit, dep}, 10)
	fmt.Println(alice, bob)
	str := bob.String
	bob.Balance = 1000
	fmt.Println(str(), bob.String())
	f := (*Account).Deposit
	f(&bob, 1)
	g := Account.String
	fmt.Println(g(bob))
	accts := byBalance{{"c", 30}, {"a", 10}, {"b", 20}}
	sort.Sort(sort.Reverse(accts))
	fmt.Println(accts)
	upper := strings.ToUpper
	fmt.Println(strings.Map(func(r rune) rune { return r + 1 }, upper("hal")))
	fmt.Printf("%T\n%T\n%T\n", dep, f, g)
	var nilAcct *Account
	deposit := nilAcct.Deposit
	defer func() { fmt.Println("recovered:", recover()) }()
	deposit(1)
}

// Output:
// alice:20 bob:15
// bob:15 bob:1000
// bob:1001
// [c:30 b:20 a:10]
// IBM
// func(int)
// func(*main.Account, int)
// func(main.Account) string
// recovered: runtime error: invalid memory address or nil pointer dereference
