// Package gomega is oplab's github.com/onsi/gomega (v1.27.10, the version controller-runtime v0.16
// brings): Expect/Ω and Eventually/Consistently with the common matchers, their failure messages
// and format.Object's rendering of values, after gomega's internal/assertion.go,
// internal/async_assertion.go, format/format.go and matchers/*.go.
package gomega

import (
	"errors"
	"fmt"
	"reflect"
	"time"
)

// OmegaMatcher (types.GomegaMatcher) is what the assertions take.
type OmegaMatcher interface {
	Match(actual interface{}) (success bool, err error)
	FailureMessage(actual interface{}) (message string)
	NegatedFailureMessage(actual interface{}) (message string)
}

// GomegaMatcher is the same interface under the types package's name.
type GomegaMatcher = OmegaMatcher

// Gomega is what Eventually passes to a function taking one, and what NewWithT returns.
type Gomega interface {
	Expect(actual interface{}, extra ...interface{}) Assertion
	Ω(actual interface{}, extra ...interface{}) Assertion
	Eventually(actual interface{}, intervals ...interface{}) AsyncAssertion
	Consistently(actual interface{}, intervals ...interface{}) AsyncAssertion
}

type failHandler func(message string, callerSkip ...int)

type gomega struct {
	fail failHandler
}

var global = &gomega{}

var (
	defaultTimeout  = time.Second
	defaultPolling  = 10 * time.Millisecond
	defaultCTimeout = 100 * time.Millisecond
)

// RegisterFailHandler sets the function a failed assertion calls (ginkgo's Fail).
func RegisterFailHandler(handler func(message string, callerSkip ...int)) { global.fail = handler }

// SetDefaultEventuallyTimeout and friends set the async assertions' defaults.
func SetDefaultEventuallyTimeout(t time.Duration)         { defaultTimeout = t }
func SetDefaultEventuallyPollingInterval(t time.Duration) { defaultPolling = t }
func SetDefaultConsistentlyDuration(t time.Duration)      { defaultCTimeout = t }
func SetDefaultConsistentlyPollingInterval(t time.Duration) {
	defaultPolling = t
}

type testingT interface {
	Helper()
	Fatalf(format string, args ...interface{})
}

// WithT is a Gomega failing a *testing.T.
type WithT struct{ g *gomega }

// NewWithT returns a Gomega for t (a failure is t.Fatalf("\n%s", message)).
func NewWithT(t testingT) *WithT {
	return &WithT{&gomega{fail: func(message string, _ ...int) {
		t.Helper()
		t.Fatalf("\n%s", message)
	}}}
}

// NewGomegaWithT is NewWithT's old name.
func NewGomegaWithT(t testingT) *WithT { return NewWithT(t) }

func (w *WithT) Expect(actual interface{}, extra ...interface{}) Assertion {
	return w.g.expect(actual, extra)
}
func (w *WithT) Ω(actual interface{}, extra ...interface{}) Assertion {
	return w.g.expect(actual, extra)
}
func (w *WithT) Eventually(actual interface{}, intervals ...interface{}) AsyncAssertion {
	return w.g.async("Eventually", actual, intervals)
}
func (w *WithT) Consistently(actual interface{}, intervals ...interface{}) AsyncAssertion {
	return w.g.async("Consistently", actual, intervals)
}

func (g *gomega) Expect(actual interface{}, extra ...interface{}) Assertion {
	return g.expect(actual, extra)
}
func (g *gomega) Ω(actual interface{}, extra ...interface{}) Assertion {
	return g.expect(actual, extra)
}
func (g *gomega) Eventually(actual interface{}, intervals ...interface{}) AsyncAssertion {
	return g.async("Eventually", actual, intervals)
}
func (g *gomega) Consistently(actual interface{}, intervals ...interface{}) AsyncAssertion {
	return g.async("Consistently", actual, intervals)
}

func (g *gomega) failWith(message string, skip int) {
	if g.fail == nil {
		panic("You are trying to make an assertion, but haven't registered Gomega's fail handler.\nIf you're using Ginkgo then you probably forgot to put your assertion in an It().\nAlternatively, you may have forgotten to register a fail handler with RegisterFailHandler() or RegisterTestingT().\nDepending on your vendoring solution you may be inadvertently importing gomega and subpackages (e.g. ghhtp, gexec,...) from different locations.\n")
	}
	g.fail(message, skip)
}

// Expect and Ω start an assertion on actual (extra: the function's other results, which must be
// zero).
func Expect(actual interface{}, extra ...interface{}) Assertion { return global.expect(actual, extra) }
func Ω(actual interface{}, extra ...interface{}) Assertion      { return global.expect(actual, extra) }
func ExpectWithOffset(offset int, actual interface{}, extra ...interface{}) Assertion {
	a := global.expect(actual, extra).(*assertion)
	a.offset = offset
	return a
}

// Assertion is what Expect returns.
type Assertion interface {
	Should(matcher OmegaMatcher, optionalDescription ...interface{}) bool
	ShouldNot(matcher OmegaMatcher, optionalDescription ...interface{}) bool
	To(matcher OmegaMatcher, optionalDescription ...interface{}) bool
	ToNot(matcher OmegaMatcher, optionalDescription ...interface{}) bool
	NotTo(matcher OmegaMatcher, optionalDescription ...interface{}) bool
	WithOffset(offset int) Assertion
	Error() Assertion
}

type assertion struct {
	g       *gomega
	actuals []interface{}
	index   int
	offset  int
	errMode bool
}

func (g *gomega) expect(actual interface{}, extra []interface{}) Assertion {
	return &assertion{g: g, actuals: append([]interface{}{actual}, extra...)}
}

func (a *assertion) WithOffset(offset int) Assertion { a.offset = offset; return a }
func (a *assertion) Error() Assertion {
	a.index, a.errMode = len(a.actuals)-1, true
	return a
}

func (a *assertion) Should(m OmegaMatcher, d ...interface{}) bool    { return a.check(m, true, d) }
func (a *assertion) To(m OmegaMatcher, d ...interface{}) bool        { return a.check(m, true, d) }
func (a *assertion) ShouldNot(m OmegaMatcher, d ...interface{}) bool { return a.check(m, false, d) }
func (a *assertion) ToNot(m OmegaMatcher, d ...interface{}) bool     { return a.check(m, false, d) }
func (a *assertion) NotTo(m OmegaMatcher, d ...interface{}) bool     { return a.check(m, false, d) }

func description(d []interface{}) string {
	switch {
	case len(d) == 0:
		return ""
	case len(d) == 1:
		if f, ok := d[0].(func() string); ok {
			return f() + "\n"
		}
	}
	return fmt.Sprintf(d[0].(string), d[1:]...) + "\n"
}

func (a *assertion) check(m OmegaMatcher, desired bool, d []interface{}) bool {
	// the others must be zero (with .Error(), only when the error is not nil)
	if !a.errMode || a.actuals[a.index] != nil {
		if ok, msg := vetActuals(a.actuals, a.index); !ok {
			a.g.failWith(description(d)+msg, 3+a.offset)
			return false
		}
	}
	actual := a.actuals[a.index]
	ok, err := m.Match(actual)
	if err != nil {
		a.g.failWith(description(d)+err.Error(), 3+a.offset)
		return false
	}
	if ok != desired {
		msg := m.FailureMessage(actual)
		if !desired {
			msg = m.NegatedFailureMessage(actual)
		}
		a.g.failWith(description(d)+msg, 3+a.offset)
		return false
	}
	return true
}

func vetActuals(actuals []interface{}, skip int) (bool, string) {
	for i, actual := range actuals {
		if i == skip || actual == nil {
			continue
		}
		if !reflect.DeepEqual(reflect.Zero(reflect.TypeOf(actual)).Interface(), actual) {
			if err, ok := actual.(error); ok {
				return false, fmt.Sprintf("Unexpected error: %s\n%s", err, Object(err, 1))
			}
			return false, fmt.Sprintf("Unexpected non-nil/non-zero argument at index %d:\n\t<%T>: %#v", i, actual, actual)
		}
	}
	return true, ""
}

// AsyncAssertion is what Eventually and Consistently return.
type AsyncAssertion interface {
	Should(matcher OmegaMatcher, optionalDescription ...interface{}) bool
	ShouldNot(matcher OmegaMatcher, optionalDescription ...interface{}) bool
	To(matcher OmegaMatcher, optionalDescription ...interface{}) bool
	ToNot(matcher OmegaMatcher, optionalDescription ...interface{}) bool
	NotTo(matcher OmegaMatcher, optionalDescription ...interface{}) bool
	WithTimeout(interval time.Duration) AsyncAssertion
	WithPolling(interval time.Duration) AsyncAssertion
	Within(timeout time.Duration) AsyncAssertion
	ProbeEvery(interval time.Duration) AsyncAssertion
	WithOffset(offset int) AsyncAssertion
	WithContext(ctx interface{}) AsyncAssertion
	WithArguments(args ...interface{}) AsyncAssertion
}

type asyncAssertion struct {
	g       *gomega
	kind    string
	actual  interface{}
	timeout time.Duration
	polling time.Duration
	offset  int
	args    []interface{}
}

// Eventually polls actual (a value, or a function called at each poll) until the matcher passes
// or the timeout (default 1s, polling every 10ms) elapses; Consistently until it fails or the
// duration (default 100ms) elapses.
func Eventually(actual interface{}, intervals ...interface{}) AsyncAssertion {
	return global.async("Eventually", actual, intervals)
}
func Consistently(actual interface{}, intervals ...interface{}) AsyncAssertion {
	return global.async("Consistently", actual, intervals)
}
func EventuallyWithOffset(offset int, actual interface{}, intervals ...interface{}) AsyncAssertion {
	return global.async("Eventually", actual, intervals).WithOffset(offset)
}

func toDuration(v interface{}) (time.Duration, error) {
	switch x := v.(type) {
	case time.Duration:
		return x, nil
	case string:
		return time.ParseDuration(x)
	case int:
		return time.Duration(x) * time.Second, nil
	case float64:
		return time.Duration(x * float64(time.Second)), nil
	}
	return 0, fmt.Errorf("%v is not a valid interval.  Must be a time.Duration, a parsable duration string, or a number.", v)
}

func (g *gomega) async(kind string, actual interface{}, intervals []interface{}) AsyncAssertion {
	a := &asyncAssertion{g: g, kind: kind, actual: actual, timeout: defaultTimeout, polling: defaultPolling}
	if kind == "Consistently" {
		a.timeout = defaultCTimeout
	}
	for i, v := range intervals {
		if i > 1 {
			break
		}
		if _, isCtx := v.(interface{ Done() <-chan struct{} }); isCtx {
			continue
		}
		d, err := toDuration(v)
		if err != nil {
			panic(err.Error())
		}
		if i == 0 {
			a.timeout = d
		} else {
			a.polling = d
		}
	}
	return a
}

func (a *asyncAssertion) WithTimeout(d time.Duration) AsyncAssertion { a.timeout = d; return a }
func (a *asyncAssertion) WithPolling(d time.Duration) AsyncAssertion { a.polling = d; return a }
func (a *asyncAssertion) Within(d time.Duration) AsyncAssertion      { a.timeout = d; return a }
func (a *asyncAssertion) ProbeEvery(d time.Duration) AsyncAssertion  { a.polling = d; return a }
func (a *asyncAssertion) WithOffset(o int) AsyncAssertion            { a.offset = o; return a }
func (a *asyncAssertion) WithContext(ctx interface{}) AsyncAssertion { return a }
func (a *asyncAssertion) WithArguments(args ...interface{}) AsyncAssertion {
	a.args = args
	return a
}

func (a *asyncAssertion) Should(m OmegaMatcher, d ...interface{}) bool    { return a.poll(m, true, d) }
func (a *asyncAssertion) To(m OmegaMatcher, d ...interface{}) bool        { return a.poll(m, true, d) }
func (a *asyncAssertion) ShouldNot(m OmegaMatcher, d ...interface{}) bool { return a.poll(m, false, d) }
func (a *asyncAssertion) ToNot(m OmegaMatcher, d ...interface{}) bool     { return a.poll(m, false, d) }
func (a *asyncAssertion) NotTo(m OmegaMatcher, d ...interface{}) bool     { return a.poll(m, false, d) }

// the failures a function taking a Gomega collects in one poll
type collected struct{ message string }

type stopPoll struct{}

// value: one poll's actual, or the error that stands in for it.
func (a *asyncAssertion) value() (interface{}, error) {
	v := reflect.ValueOf(a.actual)
	if v.Kind() != reflect.Func {
		return a.actual, nil
	}
	t := v.Type()
	var in []reflect.Value
	var inner *collected
	for i := 0; i < t.NumIn(); i++ {
		if t.In(i).String() == "gomega.Gomega" {
			inner = &collected{}
			c := inner
			g := &gomega{fail: func(message string, _ ...int) {
				c.message = message
				panic(stopPoll{})
			}}
			in = append(in, reflect.ValueOf(Gomega(g)))
		} else if len(a.args) > 0 {
			in = append(in, reflect.ValueOf(a.args[0]))
			a.args = a.args[1:]
		}
	}
	var out []reflect.Value
	func() {
		defer func() {
			if e := recover(); e != nil {
				if _, ok := e.(stopPoll); !ok {
					panic(e)
				}
			}
		}()
		out = v.Call(in)
	}()
	if inner != nil && inner.message != "" {
		return nil, errors.New(inner.message)
	}
	if len(out) == 0 {
		if inner != nil {
			return nil, nil
		}
		return nil, fmt.Errorf("The function passed to %s did not return any values", a.kind)
	}
	for i, x := range out[1:] {
		if x.Kind() == reflect.Interface && x.IsNil() {
			continue
		}
		if !x.IsZero() {
			extra := x.Interface()
			if err, ok := extra.(error); ok {
				return nil, err
			}
			return nil, fmt.Errorf("The function passed to %s had an unexpected non-nil/non-zero return value at index %d:\n%s", a.kind, i+1, Object(extra, 1))
		}
	}
	return out[0].Interface(), nil
}

func (a *asyncAssertion) poll(m OmegaMatcher, desired bool, d []interface{}) bool {
	start := time.Now()
	var actual interface{}
	var actualErr, matchErr error
	matches := false
	try := func() {
		actual, actualErr = a.value()
		matchErr = nil
		if actualErr == nil {
			matches, matchErr = m.Match(actual)
		}
	}
	message := func() string {
		msg := ""
		switch {
		case actualErr != nil:
			msg = fmt.Sprintf("The function passed to %s returned the following error:\n%s", a.kind, Object(actualErr, 1))
		case matchErr != nil:
			msg = fmt.Sprintf("The matcher passed to %s returned the following error:\n%s", a.kind, Object(matchErr, 1))
		case matches != desired && desired:
			msg = m.FailureMessage(actual)
		case matches != desired:
			msg = m.NegatedFailureMessage(actual)
		}
		return description(d) + msg
	}
	fail := func(preamble string) bool {
		a.g.failWith(fmt.Sprintf("%s after %.3fs.\n%s", preamble, time.Since(start).Seconds(), message()), 4+a.offset)
		return false
	}
	try()
	deadline := start.Add(a.timeout)
	for {
		ok := actualErr == nil && matchErr == nil && matches == desired
		if a.kind == "Eventually" && ok {
			return true
		}
		if a.kind == "Consistently" && !ok {
			return fail("Failed")
		}
		if time.Now().Add(a.polling).After(deadline) {
			// the timer fires before the next poll would
			time.Sleep(deadline.Sub(time.Now()))
			if a.kind == "Consistently" {
				return true
			}
			return fail("Timed out")
		}
		time.Sleep(a.polling)
		try()
	}
}
