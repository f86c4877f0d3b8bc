package p_test

import (
	"fmt"
	"testing"
)

func TestX(t *testing.T) {
	fmt.Println("a\n")
	t.Fatalf("%d")
}
