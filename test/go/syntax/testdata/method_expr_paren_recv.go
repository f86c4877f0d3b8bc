package main

type T struct{}

func (T) M() {}

package main

func main() {
	_ = (*T).M
	_ = T.M(T{}
}

// Error:
// 7:1: syntax error: non-declaration statement outside function body
// 11:13: syntax error: unexpected newline in argument list; possibly missing comma or )
