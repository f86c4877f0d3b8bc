package slow

import (
	"os"
	"testing"
)

func TestEnv(t *testing.T) {
	if os.Getenv("SLOW_FAIL") != "" {
		t.Fatal("SLOW_FAIL is set")
	}
}
