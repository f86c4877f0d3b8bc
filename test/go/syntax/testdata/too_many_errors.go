package main

func main() {
	a := )
	b := )
	c := )
	d := )
	e := )
	f := )
	g := )
	h := )
	i := )
	j := )
	k := )
	l := )
}

// Error:
// 4:7: syntax error: unexpected ), expected expression
// 5:7: syntax error: unexpected ), expected expression
// 6:7: syntax error: unexpected ), expected expression
// 7:7: syntax error: unexpected ), expected expression
// 8:7: syntax error: unexpected ), expected expression
// 9:7: syntax error: unexpected ), expected expression
// 10:7: syntax error: unexpected ), expected expression
// 11:7: syntax error: unexpected ), expected expression
// 12:7: syntax error: unexpected ), expected expression
// 13:7: syntax error: unexpected ), expected expression
// 13:7: too many errors
