package lib

type Svc struct {
	opts options
}

type options struct{ retries int }

type hidden struct{}

func (s *Svc) Retries() int { return clamp(s.opts.retries) }

func clamp(n int) int {
	if n > 10 {
		return 10
	}
	return n
}

func defaultHook() {}

var Hook = defaultHook

func Map[T any](xs []T, f func(T) T) []T {
	out := make([]T, 0, len(xs))
	for _, x := range xs {
		out = append(out, ident(f(x)))
	}
	return out
}

func ident[T any](x T) T { return x }

func norm(x int) int { return x }

func Long(a, b, c int) int {
	x := a + b*c - a/b + c%a
	y := x*x + a*b + b*c + c*a
	z := y - x + a - b + c
	if z > 100 {
		z = z / 2
	} else if z < -100 {
		z = z * 2
	}
	for i := 0; i < a; i++ {
		z += i * b
	}
	return norm(z) + x + y
}

func short(x int) int { return x }

func Medium(a, b int) int {
	x := a + b
	if x > 10 {
		x = short(x)
	}
	return x * 2
}

type counter struct{ n int }

func (c *counter) inc() { c.n++ }

func unexportedUser() *counter { return &counter{} }
