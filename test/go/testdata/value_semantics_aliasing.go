package main

import "fmt"

type Account struct {
	ID      int
	Balance float64
	History []string
}

func (a *Account) Deposit(x float64) {
	a.Balance += x
	a.History = append(a.History, fmt.Sprintf("+%.2f", x))
}

func (a Account) Copy() Account { return a }

type Bank struct {
	accounts []Account
	index    map[int]*Account
}

func main() {
	b := Bank{index: map[int]*Account{}}
	for i := 1; i <= 3; i++ {
		b.accounts = append(b.accounts, Account{ID: i})
		b.index[i] = &b.accounts[len(b.accounts)-1]
	}
	b.index[1].Deposit(10)
	b.accounts[0].Deposit(5)
	fmt.Println(b.accounts[0].Balance, b.index[1].Balance, b.index[1] == &b.accounts[0])
	b.accounts = append(b.accounts, Account{ID: 4})
	b.index[2].Deposit(99)
	fmt.Println(b.accounts[1].Balance, b.index[2].Balance)

	for _, a := range b.accounts {
		a.Deposit(1)
	}
	fmt.Println(b.accounts[2].Balance)
	for i := range b.accounts {
		b.accounts[i].Deposit(1)
	}
	fmt.Println(b.accounts[2].Balance, b.accounts[2].History)

	c := b.accounts[0].Copy()
	c.History[0] = "changed"
	c.History = append(c.History, "new")
	fmt.Println(b.accounts[0].History, c.History)

	arr := [2]Account{{ID: 7}, {ID: 8}}
	dep := arr[1].Deposit
	dep(3)
	arr2 := arr
	arr2[1].Deposit(4)
	fmt.Println(arr[1].Balance, arr2[1].Balance, len(arr[1].History), len(arr2[1].History))

	m := map[string]Account{"x": {ID: 9}}
	acc := m["x"]
	acc.Deposit(5)
	fmt.Println(m["x"].Balance, acc.Balance)
	m["x"] = acc
	fmt.Println(m["x"].Balance)

	s1 := make([]int, 3, 10)
	s2 := append(s1, 4)
	s3 := append(s1, 5)
	fmt.Println(s2[3], s3[3], len(s1))
	s4 := s2[1:2]
	s4 = append(s4, 42)
	fmt.Println(s2, s4, cap(s4))

	type pt struct{ x, y int }
	pts := []pt{{1, 2}, {3, 4}}
	p := &pts[0]
	pts = append(pts, pt{5, 6})
	p.x = 100
	fmt.Println(pts[0].x, p.x)
	ptrs := []*pt{}
	for i := range 3 {
		v := pt{i, i}
		ptrs = append(ptrs, &v)
	}
	fmt.Println(*ptrs[0], *ptrs[2])
}

// Output:
// 5 10 false
// 0 99
// 0
// 1 [+1.00]
// [changed +1.00] [changed +1.00 new]
// 3 7 1 2
// 0 5
// 5
// 5 5 3
// [0 0 42 5] [0 42] 9
// 1 100
// {0 0} {2 2}
