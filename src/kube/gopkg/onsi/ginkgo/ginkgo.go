// Package ginkgo is oplab's github.com/onsi/ginkgo/v2 (v2.11.0, the version controller-runtime
// v0.16 brings): the spec tree (Describe/Context/When, It/Specify, the setup nodes, BeforeSuite/
// AfterSuite, DeferCleanup), RunSpecs on one process, and the default reporter's output at the
// normal verbosity (-ginkgo.v: verbose), colours included, as go test shows it. Written after
// ginkgo's core_dsl.go, internal/suite.go, internal/ordering.go and reporters/default_reporter.go.
package ginkgo

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"
)

// GinkgoTestingT is the *testing.T RunSpecs takes.
type GinkgoTestingT interface {
	Fail()
}

// SpecContext is the context a spec body taking one gets.
type SpecContext interface {
	context.Context
}

// Labels decorate a node (reported, not used to filter here).
type Labels []string

// Label is the Labels decorator.
func Label(labels ...string) Labels { return Labels(labels) }

// Offset shifts the code location a node reports.
type Offset uint

type decoration uint

const (
	// Focus, Pending, Serial and Ordered decorate containers and specs.
	Focus decoration = iota + 1
	Pending
	Serial
	Ordered
	ContinueOnFailure
)

// FlakeAttempts and MustPassRepeatedly are accepted and not modelled.
type FlakeAttempts uint
type MustPassRepeatedly uint

const (
	ntContainer = iota
	ntIt
	ntBeforeEach
	ntJustBeforeEach
	ntAfterEach
	ntJustAfterEach
	ntBeforeSuite
	ntAfterSuite
	ntDeferCleanup
	ntBeforeAll
	ntAfterAll
)

var nodeTypeNames = []string{"Container", "It", "BeforeEach", "JustBeforeEach", "AfterEach", "JustAfterEach", "BeforeSuite", "AfterSuite", "DeferCleanup", "BeforeAll", "AfterAll"}

type location struct {
	file string
	line int
}

func (l location) String() string { return fmt.Sprintf("%s:%d", l.file, l.line) }

type node struct {
	id       int
	kind     int
	text     string
	loc      location
	body     func(SpecContext)
	children []*node
	pending  bool
	focused  bool
	ordered  bool
	labels   []string
}

// The command-line flags ginkgo registers on flag.CommandLine (types.BuildTestSuiteFlagSet), which
// go test passes on to the test binary: `go test ./... -ginkgo.v`.
var (
	seed    = flag.Int64("ginkgo.seed", time.Now().Unix(), "The seed used to randomize the spec suite.")
	verbose bool
	noColor bool
	focus   string
	skip    string
	labels  string
)

func init() {
	flag.BoolVar(&verbose, "ginkgo.v", false, "If set, emits more output including GinkgoWriter contents.")
	flag.BoolVar(&noColor, "ginkgo.no-color", false, "If set, suppress color output in default reporter.")
	flag.StringVar(&focus, "ginkgo.focus", "", "If set, ginkgo will only run specs that match this regular expression.")
	flag.StringVar(&skip, "ginkgo.skip", "", "If set, ginkgo will only run specs that do not match this regular expression.")
	flag.StringVar(&labels, "ginkgo.label-filter", "", "If set, ginkgo will only run specs with labels that match the label-filter.")
}

var (
	nodeSeq     int
	topLevel    []*node
	building    *node
	suiteNodes  []*node
	suiteDidRun bool
	current     *specRun
	rep         *reporter
	// BeforeAll/AfterAll bookkeeping: containers begun, and specs still to run in each
	allStarted = map[*node]bool{}
	allLeft    = map[*node]int{}
	ranBody    bool
)

func callerLocation(skip int) location {
	_, file, line, _ := runtime.Caller(skip + 1)
	return location{file, line}
}

func pushNode(kind int, text string, args []interface{}) bool {
	n := &node{kind: kind, text: text, loc: callerLocation(2)}
	nodeSeq++
	n.id = nodeSeq
	for _, a := range args {
		switch a := a.(type) {
		case func():
			n.body = func(SpecContext) { a() }
		case func(SpecContext):
			n.body = a
		case func(context.Context):
			n.body = func(c SpecContext) { a(c) }
		case decoration:
			switch a {
			case Focus:
				n.focused = true
			case Pending:
				n.pending = true
			case Ordered:
				n.ordered = true
			}
		case Offset:
			n.loc = callerLocation(2 + int(a))
		case Labels:
			n.labels = append(n.labels, a...)
		}
	}
	if current != nil && kind != ntDeferCleanup {
		fail(fmt.Sprintf("Ginkgo detected an issue with your spec structure\n%s\nIt looks like you are calling %s from within a running spec.", n.loc, nodeTypeNames[kind]), 2)
	}
	switch {
	case kind == ntBeforeSuite || kind == ntAfterSuite:
		suiteNodes = append(suiteNodes, n)
	case building != nil:
		building.children = append(building.children, n)
	default:
		topLevel = append(topLevel, n)
	}
	return true
}

// Describe, Context and When group specs; the F/P/X forms focus or mark pending.
func Describe(text string, args ...interface{}) bool { return pushNode(ntContainer, text, args) }
func Context(text string, args ...interface{}) bool  { return pushNode(ntContainer, text, args) }
func When(text string, args ...interface{}) bool     { return pushNode(ntContainer, "when "+text, args) }
func FDescribe(text string, args ...interface{}) bool {
	return pushNode(ntContainer, text, append(args, Focus))
}
func FContext(text string, args ...interface{}) bool {
	return pushNode(ntContainer, text, append(args, Focus))
}
func PDescribe(text string, args ...interface{}) bool {
	return pushNode(ntContainer, text, append(args, Pending))
}
func PContext(text string, args ...interface{}) bool {
	return pushNode(ntContainer, text, append(args, Pending))
}
func XDescribe(text string, args ...interface{}) bool {
	return pushNode(ntContainer, text, append(args, Pending))
}
func XContext(text string, args ...interface{}) bool {
	return pushNode(ntContainer, text, append(args, Pending))
}

// It and Specify are specs.
func It(text string, args ...interface{}) bool      { return pushNode(ntIt, text, args) }
func Specify(text string, args ...interface{}) bool { return pushNode(ntIt, text, args) }
func FIt(text string, args ...interface{}) bool     { return pushNode(ntIt, text, append(args, Focus)) }
func PIt(text string, args ...interface{}) bool     { return pushNode(ntIt, text, append(args, Pending)) }
func XIt(text string, args ...interface{}) bool     { return pushNode(ntIt, text, append(args, Pending)) }

// The setup nodes.
func BeforeEach(args ...interface{}) bool     { return pushNode(ntBeforeEach, "", args) }
func JustBeforeEach(args ...interface{}) bool { return pushNode(ntJustBeforeEach, "", args) }
func AfterEach(args ...interface{}) bool      { return pushNode(ntAfterEach, "", args) }
func JustAfterEach(args ...interface{}) bool  { return pushNode(ntJustAfterEach, "", args) }
func BeforeAll(args ...interface{}) bool      { return pushNode(ntBeforeAll, "", args) }
func AfterAll(args ...interface{}) bool       { return pushNode(ntAfterAll, "", args) }
func BeforeSuite(body interface{}, args ...interface{}) bool {
	return pushNode(ntBeforeSuite, "", append([]interface{}{body}, args...))
}
func AfterSuite(body interface{}, args ...interface{}) bool {
	return pushNode(ntAfterSuite, "", append([]interface{}{body}, args...))
}

// DeferCleanup runs fn (with args) after the spec, or after the suite when called in BeforeSuite.
func DeferCleanup(fn interface{}, args ...interface{}) {
	loc := callerLocation(1)
	call := func() {
		var out []interface{}
		switch f := fn.(type) {
		case func():
			f()
		case func() error:
			out = append(out, f())
		case func(SpecContext):
			f(current.ctx)
		case func(context.Context):
			f(current.ctx)
		case func(string):
			f(args[0].(string))
		case func(context.Context) error:
			out = append(out, f(current.ctx))
		default:
			fail("DeferCleanup: this function signature is not simulated", 1)
		}
		if len(out) == 1 && out[0] != nil {
			fail(fmt.Sprintf("DeferCleanup callback returned error: %v", out[0]), 1)
		}
	}
	if current == nil {
		fail("DeferCleanup must be called inside a setup or subject node", 1)
	}
	current.cleanups = append(current.cleanups, cleanup{call, loc})
}

type cleanup struct {
	fn  func()
	loc location
}

// By marks a step in the spec's timeline.
func By(text string, callback ...func()) {
	if current != nil {
		current.events = append(current.events, event{offset: GinkgoWriter.(*writer).buf.Len(), text: text, at: time.Now()})
	}
	// -ginkgo.v: the step goes out as it happens (EmitSpecEvent)
	if rep != nil && rep.verbose {
		rep.emitBlock(fi(1, "{{bold}}STEP:{{/}} %s {{gray}}@ %s{{/}}", text, time.Now().Format(timeFormat)))
	}
	if len(callback) == 1 {
		callback[0]()
	}
}

// GinkgoWriter buffers what a spec writes; the report shows it for a failed spec (and streams it
// with -ginkgo.v).
var GinkgoWriter io.Writer = &writer{}

type writer struct {
	buf     strings.Builder
	stream  bool
	midLine bool
}

func (w *writer) Write(p []byte) (int, error) {
	w.buf.Write(p)
	// -ginkgo.v streams it to stdout, each line indented by two spaces (internal/writer.go)
	if w.stream {
		for rest := string(p); rest != ""; {
			line, after, found := strings.Cut(rest, "\n")
			if line != "" {
				if !w.midLine {
					os.Stdout.WriteString("  ")
				}
				os.Stdout.WriteString(line)
				w.midLine = true
			}
			if found {
				os.Stdout.WriteString("\n")
				w.midLine = false
			}
			rest = after
		}
	}
	return len(p), nil
}

func (w *writer) Print(a ...interface{})                 { fmt.Fprint(w, a...) }
func (w *writer) Printf(format string, a ...interface{}) { fmt.Fprintf(w, format, a...) }
func (w *writer) Println(a ...interface{})               { fmt.Fprintln(w, a...) }

// GinkgoRecover is deferred in goroutines a spec starts: a failure there fails the spec.
func GinkgoRecover() {
	if e := recover(); e != nil {
		if _, ok := e.(failurePanic); !ok && current != nil && current.failure == nil {
			current.record(stateFailed+1, "Test Panicked", callerLocation(2), fmt.Sprint(e))
		}
	}
}

type failurePanic struct{}

// Fail fails the running spec with message, at its caller (skip callerSkip[0] more frames).
func Fail(message string, callerSkip ...int) {
	skip := 0
	if len(callerSkip) > 0 {
		skip = callerSkip[0]
	}
	fail(message, skip+1)
}

func fail(message string, skip int) {
	loc := callerLocation(skip + 1)
	if current == nil {
		fmt.Fprintf(os.Stdout, "%s\n%s\n", message, loc)
		os.Exit(1)
	}
	current.record(stateFailed, message, loc, "")
	panic(failurePanic{})
}

// Skip skips the running spec.
func Skip(message string, callerSkip ...int) {
	if current != nil && current.failure == nil {
		current.state = stateSkipped
		current.skipMessage = message
	}
	panic(failurePanic{})
}

// GinkgoT is a testing.T for libraries that take one, failing the running spec.
func GinkgoT(optionalOffset ...int) FullGinkgoTInterface { return ginkgoT{} }

// GinkgoTInterface and FullGinkgoTInterface are what GinkgoT returns.
type GinkgoTInterface interface {
	Cleanup(func())
	Error(args ...interface{})
	Errorf(format string, args ...interface{})
	Fail()
	FailNow()
	Failed() bool
	Fatal(args ...interface{})
	Fatalf(format string, args ...interface{})
	Helper()
	Log(args ...interface{})
	Logf(format string, args ...interface{})
	Name() string
	Setenv(kev, value string)
	Skip(args ...interface{})
	SkipNow()
	Skipf(format string, args ...interface{})
	Skipped() bool
	TempDir() string
}
type FullGinkgoTInterface interface {
	GinkgoTInterface
}

type ginkgoT struct{}

func (ginkgoT) Cleanup(f func())                     { DeferCleanup(f) }
func (ginkgoT) Error(args ...interface{})            { fail(fmt.Sprintln(args...), 1) }
func (ginkgoT) Errorf(f string, args ...interface{}) { fail(fmt.Sprintf(f, args...), 1) }
func (ginkgoT) Fail()                                { fail("failed", 1) }
func (ginkgoT) FailNow()                             { fail("failed", 1) }
func (ginkgoT) Failed() bool                         { return current != nil && current.failure != nil }
func (ginkgoT) Fatal(args ...interface{})            { fail(fmt.Sprintln(args...), 1) }
func (ginkgoT) Fatalf(f string, args ...interface{}) { fail(fmt.Sprintf(f, args...), 1) }
func (ginkgoT) Helper()                              {}
func (ginkgoT) Log(args ...interface{})              { fmt.Fprintln(GinkgoWriter, args...) }
func (ginkgoT) Logf(f string, args ...interface{})   { fmt.Fprintf(GinkgoWriter, f+"\n", args...) }
func (ginkgoT) Name() string                         { return strings.Join(current.texts, " ") }
func (ginkgoT) Setenv(k, v string)                   { os.Setenv(k, v) }
func (ginkgoT) Skip(args ...interface{})             { Skip(fmt.Sprint(args...)) }
func (ginkgoT) SkipNow()                             { Skip("skip") }
func (ginkgoT) Skipf(f string, args ...interface{})  { Skip(fmt.Sprintf(f, args...)) }
func (ginkgoT) Skipped() bool                        { return current != nil && current.state == stateSkipped }
func (ginkgoT) TempDir() string                      { d, _ := os.MkdirTemp("", "ginkgo"); return d }

const (
	statePassed = iota
	stateSkipped
	statePending
	stateFailed
	statePanicked
)

const timeFormat = "01/02/06 15:04:05.999"

type event struct {
	offset int
	text   string
	at     time.Time
	failed bool
}

type failure struct {
	message  string
	loc      location
	nodeKind int
	nodeLoc  location
	// index of the container holding the failed setup node, -1: the leaf
	container int
	at        time.Time
	panic     string
}

// specRun is one spec's (or a suite node's) run: what the report of it needs.
type specRun struct {
	texts       []string
	locs        []location
	leafKind    int
	leafText    string
	leafLoc     location
	state       int
	failure     *failure
	skipMessage string
	events      []event
	cleanups    []cleanup
	nodeKind    int
	nodeLoc     location
	nodeDepth   int
	start       time.Time
	runTime     time.Duration
	output      string
	ctx         SpecContext
}

func (s *specRun) record(state int, message string, loc location, panicValue string) {
	if s.failure != nil {
		return
	}
	s.state = state
	s.failure = &failure{message: message, loc: loc, nodeKind: s.nodeKind, nodeLoc: s.nodeLoc, container: s.nodeDepth, at: time.Now(), panic: panicValue}
	s.events = append(s.events, event{offset: GinkgoWriter.(*writer).buf.Len(), at: s.failure.at, failed: true})
	if rep != nil && rep.verbose {
		rep.emitBlock(fi(1, highlight(state)+"[%s]{{/}} in [%s] - %s {{gray}}@ %s{{/}}", stateName(state), nodeTypeNames[s.nodeKind], loc, s.failure.at.Format(timeFormat)))
	}
}

// run runs one node's body, turning its failure or panic into the spec's state.
func (s *specRun) run(kind int, loc location, depth int, body func(SpecContext)) {
	s.nodeKind, s.nodeLoc, s.nodeDepth = kind, loc, depth
	defer func() {
		if e := recover(); e != nil {
			if _, ok := e.(failurePanic); !ok {
				s.record(statePanicked, "Test Panicked", loc, fmt.Sprint(e))
			}
		}
	}()
	if body != nil {
		body(s.ctx)
	}
}

type spec struct {
	path []*node // containers, then the It
}

func buildTree(nodes []*node) {
	for _, n := range nodes {
		if n.kind == ntContainer && n.body != nil {
			prev := building
			building = n
			n.body(nil)
			building = prev
			buildTree(n.children)
		}
	}
}

func collect(prefix []*node, nodes []*node, out *[]spec) {
	for _, n := range nodes {
		path := append(append([]*node{}, prefix...), n)
		switch n.kind {
		case ntContainer:
			collect(path, n.children, out)
		case ntIt:
			*out = append(*out, spec{path})
		}
	}
}

func (sp spec) pending() bool {
	for _, n := range sp.path {
		if n.pending {
			return true
		}
	}
	return false
}

func (sp spec) focused() bool {
	for _, n := range sp.path {
		if n.focused {
			return true
		}
	}
	return false
}

// setup nodes of kind in the spec's containers, outermost first (with each one's container depth)
func (sp spec) setup(kind int) ([]*node, []int) {
	var out []*node
	var depth []int
	for i, c := range sp.path[:len(sp.path)-1] {
		for _, n := range c.children {
			if n.kind == kind {
				out = append(out, n)
				depth = append(depth, i)
			}
		}
	}
	return out, depth
}

// RunSpecs runs the suite's specs and reports them; false (and t.Fail()) when one failed.
func RunSpecs(t GinkgoTestingT, description string, args ...interface{}) bool {
	if suiteDidRun {
		fmt.Fprintln(os.Stderr, "RunSpecs called more than once")
		os.Exit(1)
	}
	suiteDidRun = true
	colors = !noColor
	GinkgoWriter.(*writer).stream = verbose
	if focus != "" || skip != "" || labels != "" {
		fmt.Fprintln(os.Stderr, "oplab: -ginkgo.focus, -ginkgo.skip and -ginkgo.label-filter are not simulated; every spec runs")
	}
	buildTree(topLevel)
	var specs []spec
	collect(nil, topLevel, &specs)
	hasFocus := false
	for _, sp := range specs {
		if sp.focused() {
			hasFocus = true
		}
	}
	willRun := 0
	for _, sp := range specs {
		if !sp.pending() && (!hasFocus || sp.focused()) {
			willRun++
		}
	}
	// os.Getwd of a test binary: its package's directory, the test file's (the simulated process
	// has no working directory of its own)
	_, file, _, _ := runtime.Caller(1)
	suitePath := filepath.Dir(file)
	r := &reporter{out: os.Stdout, newline: true, verbose: verbose}
	rep = r
	start := time.Now()
	r.suiteWillBegin(description, suitePath, *seed, willRun, len(specs))

	succeeded := true
	var failed []*specRun
	counts := map[int]int{}
	runSuiteNode := func(kind int) *specRun {
		for _, n := range suiteNodes {
			if n.kind != kind || willRun == 0 {
				continue
			}
			s := &specRun{leafKind: kind, leafLoc: n.loc, ctx: context.Background()}
			r.willRun(s)
			s.start = time.Now()
			current = s
			GinkgoWriter.(*writer).buf.Reset()
			s.run(kind, n.loc, -1, n.body)
			if kind == ntAfterSuite || s.failure != nil {
				runCleanups(s, nil)
			}
			current = nil
			s.output = GinkgoWriter.(*writer).buf.String()
			s.runTime = time.Since(s.start)
			r.didRun(s)
			if s.state >= stateFailed {
				succeeded = false
				failed = append(failed, s)
			}
			return s
		}
		return nil
	}
	before := runSuiteNode(ntBeforeSuite)
	for _, sp := range specs {
		if !sp.pending() && (!hasFocus || sp.focused()) {
			for _, c := range sp.path[:len(sp.path)-1] {
				allLeft[c]++
			}
		}
	}
	if succeeded {
		for _, idx := range order(specs, *seed) {
			sp := specs[idx]
			s := newSpecRun(sp)
			if sp.pending() || (hasFocus && !sp.focused()) {
				s.state = statePending
				if !sp.pending() {
					s.state = stateSkipped
				}
				r.didRun(s)
				counts[s.state]++
				continue
			}
			r.willRun(s)
			runSpec(sp, s)
			r.didRun(s)
			counts[s.state]++
			if s.state >= stateFailed {
				succeeded = false
				failed = append(failed, s)
			}
		}
	}
	if before != nil {
		if before.cleanups != nil && before.failure == nil {
			s := &specRun{leafKind: ntDeferCleanup, leafLoc: before.cleanups[0].loc, ctx: context.Background(), cleanups: before.cleanups}
			current = s
			runCleanups(s, nil)
			current = nil
			if s.state >= stateFailed {
				succeeded = false
				failed = append(failed, s)
				r.didRun(s)
			}
		}
		runSuiteNode(ntAfterSuite)
	}
	r.suiteDidEnd(failed, succeeded, len(specs), counts, time.Since(start), before != nil && before.state >= stateFailed)
	if !succeeded {
		t.Fail()
	}
	if succeeded && hasFocus {
		fmt.Println("PASS | FOCUSED")
		os.Exit(197)
	}
	return succeeded
}

func newSpecRun(sp spec) *specRun {
	s := &specRun{ctx: context.Background()}
	for _, c := range sp.path[:len(sp.path)-1] {
		s.texts = append(s.texts, c.text)
		s.locs = append(s.locs, c.loc)
	}
	leaf := sp.path[len(sp.path)-1]
	s.leafKind, s.leafText, s.leafLoc = ntIt, leaf.text, leaf.loc
	return s
}

func runSpec(sp spec, s *specRun) {
	s.start = time.Now()
	current = s
	GinkgoWriter.(*writer).buf.Reset()
	leaf := sp.path[len(sp.path)-1]
	runAll := func(kind int, reverse bool) {
		nodes, depth := sp.setup(kind)
		for i := range nodes {
			j := i
			if reverse {
				j = len(nodes) - 1 - i
			}
			if s.failure != nil && !reverse {
				return
			}
			s.run(kind, nodes[j].loc, depth[j], nodes[j].body)
		}
	}
	// BeforeAll: once, before the first spec of its (Ordered) container
	for i, c := range sp.path[:len(sp.path)-1] {
		if allStarted[c] {
			continue
		}
		allStarted[c] = true
		for _, n := range c.children {
			if n.kind == ntBeforeAll && s.failure == nil {
				s.run(ntBeforeAll, n.loc, i, n.body)
			}
		}
	}
	runAll(ntBeforeEach, false)
	runAll(ntJustBeforeEach, false)
	if s.failure == nil && s.state != stateSkipped {
		s.run(ntIt, leaf.loc, -1, leaf.body)
	}
	runAll(ntJustAfterEach, true)
	runAll(ntAfterEach, true)
	// AfterAll: once, after the last spec of its container
	for i := len(sp.path) - 2; i >= 0; i-- {
		c := sp.path[i]
		if allLeft[c]--; allLeft[c] == 0 {
			for _, n := range c.children {
				if n.kind == ntAfterAll {
					s.run(ntAfterAll, n.loc, i, n.body)
				}
			}
		}
	}
	runCleanups(s, nil)
	current = nil
	s.output = GinkgoWriter.(*writer).buf.String()
	s.runTime = time.Since(s.start)
}

func runCleanups(s *specRun, _ []cleanup) {
	for len(s.cleanups) > 0 {
		c := s.cleanups[len(s.cleanups)-1]
		s.cleanups = s.cleanups[:len(s.cleanups)-1]
		s.run(ntDeferCleanup, c.loc, -1, func(SpecContext) { c.fn() })
	}
}

// order: the specs sorted by their nodes' code locations, grouped by their top-level node, the
// groups shuffled with the seed (ginkgo's default: top-level containers and specs only).
func order(specs []spec, seed int64) []int {
	idx := make([]int, len(specs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool {
		a, b := specs[idx[i]].path, specs[idx[j]].path
		for k := 0; k < len(a) && k < len(b); k++ {
			if a[k].loc.file != b[k].loc.file {
				return a[k].loc.file < b[k].loc.file
			}
			if a[k].loc.line != b[k].loc.line {
				return a[k].loc.line < b[k].loc.line
			}
		}
		if len(a) != len(b) {
			return len(a) < len(b)
		}
		return a[len(a)-1].id < b[len(b)-1].id
	})
	var groups []int
	members := map[int][]int{}
	for _, i := range idx {
		top := specs[i].path[0].id
		if len(members[top]) == 0 {
			groups = append(groups, top)
		}
		members[top] = append(members[top], i)
	}
	r := rand.New(rand.NewSource(seed))
	var out []int
	for _, j := range r.Perm(len(groups)) {
		out = append(out, members[groups[j]]...)
	}
	return out
}
