package main

import "fmt"

type Account struct {
	Owner   string
	Balance int
}

func (a *Account) Deposit(n int) { a.Balance += n }
func (a Account) String() string { return fmt.Sprintf("%s:%d", a.Owner, a.Balance) }

type Temp float64

func (t Temp) F() float64 { return float64(t)*9/5 + 32 }

func apply(n int, f func(int)) {
	for i := 0; i < n; i++ {
		f(i)
	}
}

func main() {
	acc := &Account{Owner: "ann"}
	dep := acc.Deposit
	apply(5, dep)
	fmt.Println(acc)
	str := acc.String
	acc.Balance = 100
	fmt.Println(str(), acc.String())
	v := Account{"bob", 1}
	s2 := v.String
	v.Balance = 2
	fmt.Println(s2(), v)
	depExpr := (*Account).Deposit
	depExpr(&v, 40)
	fmt.Println(Account.String(v))
	fs := []func() float64{Temp(100).F, Temp(-40).F, Temp(37).F}
	for _, f := range fs {
		fmt.Printf("%.1f ", f())
	}
	fmt.Println()
	conv := Temp.F
	fmt.Printf("%T %v\n", conv, conv(0))
	fmt.Printf("%T\n", depExpr)
}

// Output:
// ann:10
// ann:10 ann:100
// bob:1 bob:2
// bob:42
// 212.0 -40.0 98.6 
// func(main.Temp) float64 32
// func(*main.Account, int)
