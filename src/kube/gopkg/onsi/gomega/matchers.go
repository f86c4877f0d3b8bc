package gomega

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"time"
)

// format.Object: `<type>: value`, indented by four spaces per level (gomega format/format.go).
func Object(object interface{}, indentation uint) string {
	indent := strings.Repeat("    ", int(indentation))
	v := reflect.ValueOf(object)
	common := ""
	if err, ok := object.(error); ok && !isNil(v) {
		common = "\n" + indentString(err.Error(), indentation, true) + "\n" + indent
	}
	return fmt.Sprintf("%s<%s>: %s%s", indent, formatType(v), common, formatValue(v, indentation))
}

func indentString(s string, indentation uint, first bool) string {
	indent := strings.Repeat("    ", int(indentation))
	lines := strings.Split(s, "\n")
	for i := range lines {
		if i > 0 || first {
			lines[i] = indent + lines[i]
		}
	}
	return strings.Join(lines, "\n")
}

func isNil(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Invalid:
		return true
	case reflect.Chan, reflect.Func, reflect.Interface, reflect.Map, reflect.Ptr, reflect.Slice:
		return v.IsNil()
	}
	return false
}

func formatType(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Invalid:
		return "nil"
	case reflect.Chan, reflect.Slice:
		return fmt.Sprintf("%s | len:%d, cap:%d", v.Type(), v.Len(), v.Cap())
	case reflect.Ptr:
		return fmt.Sprintf("%s | 0x%x", v.Type(), v.Pointer())
	case reflect.Map:
		return fmt.Sprintf("%s | len:%d", v.Type(), v.Len())
	}
	return v.Type().String()
}

func formatValue(v reflect.Value, indentation uint) string {
	if indentation > 10 {
		return "..."
	}
	if isNil(v) {
		return "nil"
	}
	if v.CanInterface() {
		if s, ok := v.Interface().(interface{ GomegaString() string }); ok {
			return indentString(s.GomegaString(), indentation+1, false)
		}
	}
	switch v.Kind() {
	case reflect.Bool:
		return fmt.Sprintf("%v", v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return fmt.Sprintf("%v", v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return fmt.Sprintf("%v", v.Uint())
	case reflect.Float32, reflect.Float64:
		return fmt.Sprintf("%v", v.Float())
	case reflect.Ptr:
		return formatValue(v.Elem(), indentation)
	case reflect.String:
		return formatString(v.String(), indentation)
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.Uint8 {
			return formatString(string(v.Bytes()), indentation)
		}
		items := make([]string, v.Len())
		for i := range items {
			items[i] = formatValue(v.Index(i), indentation+1)
		}
		return joinLong("[", items, "]", indentation)
	case reflect.Map:
		var items []string
		for _, k := range v.MapKeys() {
			items = append(items, fmt.Sprintf("%s: %s", formatValue(k, indentation+1), formatValue(v.MapIndex(k), indentation+1)))
		}
		return joinLong("{", items, "}", indentation)
	case reflect.Struct:
		if v.Type() == reflect.TypeOf(time.Time{}) && v.CanInterface() {
			return v.Interface().(time.Time).Format(time.RFC3339Nano)
		}
		var items []string
		for i := 0; i < v.NumField(); i++ {
			items = append(items, fmt.Sprintf("%s: %s", v.Type().Field(i).Name, formatValue(v.Field(i), indentation+1)))
		}
		return joinLong("{", items, "}", indentation)
	case reflect.Interface:
		return fmt.Sprintf("<%s>%s", formatType(v.Elem()), formatValue(v.Elem(), indentation))
	}
	if v.CanInterface() {
		return fmt.Sprintf("%#v", v.Interface())
	}
	return fmt.Sprintf("%#v", v)
}

func joinLong(open string, items []string, close string, indentation uint) string {
	longest := 0
	for _, s := range items {
		if len(s) > longest {
			longest = len(s)
		}
	}
	if longest > 20 {
		ind := strings.Repeat("    ", int(indentation))
		return fmt.Sprintf("%s\n%s%s,\n%s%s", open, ind+"    ", strings.Join(items, ",\n"+ind+"    "), ind, close)
	}
	return open + strings.Join(items, ", ") + close
}

func formatString(s string, indentation uint) string {
	if indentation == 1 {
		return strings.ReplaceAll(s, "\n", "\n    ")
	}
	return fmt.Sprintf("%q", s)
}

func message(actual interface{}, text string, expected ...interface{}) string {
	if len(expected) == 0 {
		return fmt.Sprintf("Expected\n%s\n%s", Object(actual, 1), text)
	}
	return fmt.Sprintf("Expected\n%s\n%s\n%s", Object(actual, 1), text, Object(expected[0], 1))
}

// messageWithDiff: two long strings are shown around their first difference (format.MessageWithDiff).
func messageWithDiff(actual, text, expected string) string {
	if len(actual) >= 50 && len(expected) >= 50 {
		at := firstMismatch(actual, expected)
		a, e := truncated(actual, at), truncated(expected, at)
		pad := 4 + len("<string>: ") - len(text) + firstMismatch(a, e)
		if pad < 0 {
			return message(a, text, e)
		}
		return message(a, text+strings.Repeat(" ", pad)+"|", e)
	}
	q := func(s string) string { x := fmt.Sprintf("%q", s); return x[1 : len(x)-1] }
	return message(q(actual), text, q(expected))
}

func truncated(s string, at int) string {
	left, right := "...", "..."
	start, end := at-5, at+6
	if start < 0 {
		start, left = 0, ""
	}
	if end > len(s) {
		end, right = len(s), ""
	}
	return fmt.Sprintf("\"%s\"", left+s[start:end]+right)
}

func firstMismatch(a, b string) int {
	for i := 0; i < len(a); i++ {
		if i > len(b)-1 || a[i] != b[i] {
			return i
		}
	}
	if len(b) > len(a) {
		return len(a) + 1
	}
	return 0
}

// matcher: a matcher from its test and the phrase of its messages.
type matcher struct {
	match   func(actual interface{}) (bool, error)
	failure func(actual interface{}) string
	negated func(actual interface{}) string
}

func (m *matcher) Match(actual interface{}) (bool, error)          { return m.match(actual) }
func (m *matcher) FailureMessage(actual interface{}) string        { return m.failure(actual) }
func (m *matcher) NegatedFailureMessage(actual interface{}) string { return m.negated(actual) }

func phrased(match func(interface{}) (bool, error), phrase string, expected ...interface{}) OmegaMatcher {
	return &matcher{
		match:   match,
		failure: func(a interface{}) string { return message(a, "to "+phrase, expected...) },
		negated: func(a interface{}) string { return message(a, "not to "+phrase, expected...) },
	}
}

// Equal: reflect.DeepEqual (both nil refused).
func Equal(expected interface{}) OmegaMatcher {
	m := phrased(func(actual interface{}) (bool, error) {
		if actual == nil && expected == nil {
			return false, errors.New("Refusing to compare <nil> to <nil>.\nBe explicit and use BeNil() instead.  This is to avoid mistakes where both sides of an assertion are erroneously uninitialized.")
		}
		return reflect.DeepEqual(actual, expected), nil
	}, "equal", expected).(*matcher)
	m.failure = func(a interface{}) string {
		as, aok := a.(string)
		es, eok := expected.(string)
		if aok && eok {
			return messageWithDiff(as, "to equal", es)
		}
		return message(a, "to equal", expected)
	}
	return m
}

// BeEquivalentTo converts actual to expected's type, then compares.
func BeEquivalentTo(expected interface{}) OmegaMatcher {
	return phrased(func(actual interface{}) (bool, error) {
		if actual == nil && expected == nil {
			return false, errors.New("Both actual and expected must not be nil.")
		}
		v := reflect.ValueOf(actual)
		t := reflect.TypeOf(expected)
		if !v.Type().ConvertibleTo(t) {
			return false, nil
		}
		return reflect.DeepEqual(v.Convert(t).Interface(), expected), nil
	}, "be equivalent to", expected)
}

func boolOf(actual interface{}) (bool, error) {
	b, ok := actual.(bool)
	if !ok {
		return false, fmt.Errorf("Expected a boolean.  Got:\n%s", Object(actual, 1))
	}
	return b, nil
}

// BeTrue, BeFalse, BeNil, BeZero.
func BeTrue() OmegaMatcher { return phrased(boolOf, "be true") }
func BeFalse() OmegaMatcher {
	return phrased(func(a interface{}) (bool, error) { b, err := boolOf(a); return !b && err == nil, err }, "be false")
}
func BeNil() OmegaMatcher {
	return phrased(func(a interface{}) (bool, error) { return isNil(reflect.ValueOf(a)), nil }, "be nil")
}
func BeZero() OmegaMatcher {
	return phrased(func(a interface{}) (bool, error) {
		if a == nil {
			return true, nil
		}
		return reflect.DeepEqual(reflect.Zero(reflect.TypeOf(a)).Interface(), a), nil
	}, "be zero-valued")
}

// HaveOccurred: a non-nil error.
func HaveOccurred() OmegaMatcher {
	return &matcher{
		match: func(a interface{}) (bool, error) {
			if isNil(reflect.ValueOf(a)) {
				return false, nil
			}
			if _, ok := a.(error); !ok {
				return false, fmt.Errorf("Expected an error-type.  Got:\n%s", Object(a, 1))
			}
			return true, nil
		},
		failure: func(a interface{}) string {
			return fmt.Sprintf("Expected an error to have occurred.  Got:\n%s", Object(a, 1))
		},
		negated: func(a interface{}) string {
			return fmt.Sprintf("Unexpected error:\n%s\n%s", Object(a, 1), "occurred")
		},
	}
}

// Succeed: a nil error (the function's last result).
func Succeed() OmegaMatcher {
	return &matcher{
		match: func(a interface{}) (bool, error) {
			if a == nil {
				return true, nil
			}
			if _, ok := a.(error); !ok {
				return false, fmt.Errorf("Expected an error-type.  Got:\n%s", Object(a, 1))
			}
			return isNil(reflect.ValueOf(a)), nil
		},
		failure: func(a interface{}) string {
			return fmt.Sprintf("Expected success, but got an error:\n%s", Object(a, 1))
		},
		negated: func(interface{}) string { return "Expected failure, but got no error." },
	}
}

func stringOf(a interface{}) (string, bool) {
	switch s := a.(type) {
	case string:
		return s, true
	case []byte:
		return string(s), true
	case error:
		return s.Error(), true
	case fmt.Stringer:
		return s.String(), true
	}
	return "", false
}

// ContainSubstring, HavePrefix, HaveSuffix (with fmt.Sprintf arguments).
func ContainSubstring(substr string, args ...interface{}) OmegaMatcher {
	return stringMatcher(strings.Contains, "contain substring", substr, args)
}
func HavePrefix(prefix string, args ...interface{}) OmegaMatcher {
	return stringMatcher(strings.HasPrefix, "have prefix", prefix, args)
}
func HaveSuffix(suffix string, args ...interface{}) OmegaMatcher {
	return stringMatcher(strings.HasSuffix, "have suffix", suffix, args)
}

func stringMatcher(test func(s, x string) bool, phrase, x string, args []interface{}) OmegaMatcher {
	if len(args) > 0 {
		x = fmt.Sprintf(x, args...)
	}
	return phrased(func(a interface{}) (bool, error) {
		s, ok := stringOf(a)
		if !ok {
			return false, fmt.Errorf("%s matcher requires a string or stringer.  Got:\n%s", strings.Title(strings.Fields(phrase)[0])+strings.Join(strings.Fields(phrase)[1:], ""), Object(a, 1))
		}
		return test(s, x), nil
	}, phrase, x)
}

func lengthOf(a interface{}) (int, bool) {
	v := reflect.ValueOf(a)
	switch v.Kind() {
	case reflect.Map, reflect.Array, reflect.String, reflect.Chan, reflect.Slice:
		return v.Len(), true
	}
	return 0, false
}

// HaveLen and BeEmpty.
func HaveLen(count int) OmegaMatcher {
	return &matcher{
		match: func(a interface{}) (bool, error) {
			n, ok := lengthOf(a)
			if !ok {
				return false, fmt.Errorf("HaveLen matcher expects a string/array/map/channel/slice.  Got:\n%s", Object(a, 1))
			}
			return n == count, nil
		},
		failure: func(a interface{}) string { return fmt.Sprintf("Expected\n%s\nto have length %d", Object(a, 1), count) },
		negated: func(a interface{}) string {
			return fmt.Sprintf("Expected\n%s\nnot to have length %d", Object(a, 1), count)
		},
	}
}
func BeEmpty() OmegaMatcher {
	return phrased(func(a interface{}) (bool, error) {
		n, ok := lengthOf(a)
		if !ok {
			return false, fmt.Errorf("BeEmpty matcher expects a string/array/map/channel/slice.  Got:\n%s", Object(a, 1))
		}
		return n == 0, nil
	}, "be empty")
}

// MatchError: an error equal to expected (an error: errors.Is; a string: its message; a matcher).
func MatchError(expected interface{}, functionErrorDescription ...interface{}) OmegaMatcher {
	return phrased(func(a interface{}) (bool, error) {
		if isNil(reflect.ValueOf(a)) {
			return false, fmt.Errorf("Expected an error, got nil")
		}
		err, ok := a.(error)
		if !ok {
			return false, fmt.Errorf("Expected an error.  Got:\n%s", Object(a, 1))
		}
		switch e := expected.(type) {
		case error:
			return reflect.DeepEqual(err, e) || errors.Is(err, e), nil
		case string:
			return err.Error() == e, nil
		case OmegaMatcher:
			return e.Match(err.Error())
		}
		return false, fmt.Errorf("MatchError must be passed an error, a string, or a Matcher that can match on strings.  Got:\n%s", Object(expected, 1))
	}, "match error", expected)
}

// Not negates a matcher.
func Not(m OmegaMatcher) OmegaMatcher {
	return &matcher{
		match: func(a interface{}) (bool, error) {
			ok, err := m.Match(a)
			return !ok, err
		},
		failure: m.NegatedFailureMessage,
		negated: m.FailureMessage,
	}
}

// WithTransform applies transform (func(T) U) to actual before matching.
func WithTransform(transform interface{}, m OmegaMatcher) OmegaMatcher {
	fn := reflect.ValueOf(transform)
	var last interface{}
	apply := func(a interface{}) interface{} {
		in := reflect.ValueOf(a)
		if a == nil {
			in = reflect.Zero(fn.Type().In(0))
		}
		last = fn.Call([]reflect.Value{in})[0].Interface()
		return last
	}
	return &matcher{
		match:   func(a interface{}) (bool, error) { return m.Match(apply(a)) },
		failure: func(interface{}) string { return m.FailureMessage(last) },
		negated: func(interface{}) string { return m.NegatedFailureMessage(last) },
	}
}

// BeNumerically compares numbers: ==, ~ (within a threshold), >, >=, <, <=.
func BeNumerically(comparator string, compareTo ...interface{}) OmegaMatcher {
	num := func(x interface{}) (float64, bool) {
		v := reflect.ValueOf(x)
		switch v.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			return float64(v.Int()), true
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			return float64(v.Uint()), true
		case reflect.Float32, reflect.Float64:
			return v.Float(), true
		}
		return 0, false
	}
	return phrased(func(a interface{}) (bool, error) {
		x, ok := num(a)
		y, ok2 := num(compareTo[0])
		if !ok || !ok2 {
			return false, fmt.Errorf("Expected a number.  Got:\n%s", Object(a, 1))
		}
		switch comparator {
		case "==":
			return x == y, nil
		case "~":
			th := 1e-8
			if len(compareTo) > 1 {
				th, _ = num(compareTo[1])
			}
			return x-y <= th && y-x <= th, nil
		case ">":
			return x > y, nil
		case ">=":
			return x >= y, nil
		case "<":
			return x < y, nil
		case "<=":
			return x <= y, nil
		}
		return false, fmt.Errorf("Unknown comparator: %s", comparator)
	}, fmt.Sprintf("be %s", comparator), compareTo[0])
}

// ContainElement: a slice, array or map holding an element equal to (or matching) element.
func ContainElement(element interface{}) OmegaMatcher {
	return phrased(func(a interface{}) (bool, error) {
		v := reflect.ValueOf(a)
		if v.Kind() != reflect.Slice && v.Kind() != reflect.Array && v.Kind() != reflect.Map {
			return false, fmt.Errorf("ContainElement matcher expects an array/slice/map.  Got:\n%s", Object(a, 1))
		}
		em, isMatcher := element.(OmegaMatcher)
		var values []reflect.Value
		if v.Kind() == reflect.Map {
			for _, k := range v.MapKeys() {
				values = append(values, v.MapIndex(k))
			}
		} else {
			for i := 0; i < v.Len(); i++ {
				values = append(values, v.Index(i))
			}
		}
		for _, x := range values {
			if isMatcher {
				if ok, _ := em.Match(x.Interface()); ok {
					return true, nil
				}
			} else if reflect.DeepEqual(x.Interface(), element) {
				return true, nil
			}
		}
		return false, nil
	}, "contain element matching", element)
}
