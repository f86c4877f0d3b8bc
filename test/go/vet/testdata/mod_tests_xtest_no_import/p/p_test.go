package p_test

import (
	"fmt"
	"testing"
)

func TestY(t *testing.T) {
	fmt.Printf("%d\n", "s")
}
