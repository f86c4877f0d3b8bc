package q

import "testing"

func TestQ1(t *testing.T) { t.Log("q1") }
func TestQ2(t *testing.T) { t.Log("q2") }
func TestQ3(t *testing.T) { t.Log("q3") }
func TestQ4(t *testing.T) { t.Log("q4") }
