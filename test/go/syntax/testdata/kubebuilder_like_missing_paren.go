package main

import "fmt"

func Reconcile() error {
	if err := fmt.Errorf("x"; err != nil {
		return err
	}
	return nil
}

func main() {}

// Error:
// 6:26: syntax error: unexpected semicolon in argument list; possibly missing comma or )
// 7:3: syntax error: unexpected keyword return, expected {
// 8:2: syntax error: unexpected }, expected expression
