package ginkgo

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// The default reporter of ginkgo v2.11.0 (reporters/default_reporter.go) at the normal and verbose
// verbosities, one process: its emit rules, blocks and delimiters, and formatter's colours.

var colors = true

var styles = map[string]string{
	"/": "\x1b[0m", "bold": "\x1b[1m", "underline": "\x1b[4m",
	"red": "\x1b[38;5;9m", "orange": "\x1b[38;5;214m", "coral": "\x1b[38;5;204m",
	"magenta": "\x1b[38;5;13m", "green": "\x1b[38;5;10m", "dark-green": "\x1b[38;5;28m",
	"yellow": "\x1b[38;5;11m", "light-yellow": "\x1b[38;5;228m", "cyan": "\x1b[38;5;14m",
	"gray": "\x1b[38;5;243m", "light-gray": "\x1b[38;5;246m", "blue": "\x1b[38;5;12m",
}

// style replaces {{name}} with its escape code (nothing with -ginkgo.no-color).
func style(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			break
		}
		j := strings.Index(s[i:], "}}")
		if j < 0 {
			break
		}
		code, ok := styles[s[i+2:i+j]]
		if !ok {
			b.WriteString(s[:i+2])
			s = s[i+2:]
			continue
		}
		b.WriteString(s[:i])
		if colors {
			b.WriteString(code)
		}
		s = s[i+j+2:]
	}
	b.WriteString(s)
	return b.String()
}

func f(format string, args ...interface{}) string {
	out := style(format)
	if len(args) > 0 {
		out = fmt.Sprintf(out, args...)
	}
	return out
}

func fi(indent int, format string, args ...interface{}) string {
	out := f(format, args...)
	if indent == 0 {
		return out
	}
	lines := strings.Split(out, "\n")
	pad := strings.Repeat("  ", indent)
	for i := range lines {
		if lines[i] != "" {
			lines[i] = pad + lines[i]
		}
	}
	return strings.Join(lines, "\n")
}

type reporter struct {
	out          io.Writer
	newline      bool
	wasDelimiter bool
	verbose      bool
}

func (r *reporter) write(s string, block, delimiter bool) {
	if s == "" || (delimiter && r.wasDelimiter) {
		return
	}
	if block && !r.newline {
		io.WriteString(r.out, "\n")
	}
	r.newline = strings.HasSuffix(s, "\n")
	io.WriteString(r.out, s)
	if block && !r.newline {
		io.WriteString(r.out, "\n")
		r.newline = true
	}
	r.wasDelimiter = delimiter
}

func (r *reporter) emit(s string)      { r.write(s, false, false) }
func (r *reporter) emitBlock(s string) { r.write(s, true, false) }
func (r *reporter) delimiter(indent int) {
	r.write(fi(indent, "{{gray}}%s{{/}}", strings.Repeat("-", 30)), true, true)
}

func (r *reporter) suiteWillBegin(description, path string, seed int64, willRun, total int) {
	banner := f("Running Suite: %s - %s", description, path)
	r.emitBlock(banner)
	r.emitBlock(strings.Repeat("=", len(banner)))
	r.emitBlock(f("Random Seed: {{bold}}%d{{/}}", seed))
	r.emit("\n")
	r.emitBlock(f("Will run {{bold}}%d{{/}} of {{bold}}%d{{/}} specs", willRun, total))
}

func suiteLevel(kind int) bool {
	return kind == ntBeforeSuite || kind == ntAfterSuite || kind == ntDeferCleanup
}

func stateName(state int) string {
	return []string{"PASSED", "SKIPPED", "PENDING", "FAILED", "PANICKED"}[state]
}

func highlight(state int) string {
	return []string{"{{green}}", "{{cyan}}", "{{yellow}}", "{{red}}", "{{magenta}}"}[state]
}

func (r *reporter) willRun(s *specRun) {
	if !r.verbose {
		return
	}
	r.delimiter(0)
	r.emitBlock(f(r.locationBlock(s, "{{/}}", false)))
}

func (r *reporter) didRun(s *specRun) {
	header := "•"
	if suiteLevel(s.leafKind) {
		header = fmt.Sprintf("[%s]", nodeTypeNames[s.leafKind])
	}
	color := highlight(s.state)
	failed := s.state >= stateFailed
	// the timeline: the spec's GinkgoWriter output, its steps and failure (streamed with -v)
	showTimeline := !r.verbose && failed && (s.output != "" || len(s.events) > 1)
	hasContent := showTimeline || failed || (r.verbose && s.state != stateSkipped)
	switch s.state {
	case statePassed:
		if suiteLevel(s.leafKind) && !hasContent {
			return
		}
		if suiteLevel(s.leafKind) {
			header += " PASSED"
		}
	case statePending:
		header = "P"
		if r.verbose {
			header, hasContent = "P [PENDING]", true
		}
	case stateSkipped:
		header = "S"
	default:
		header = fmt.Sprintf("%s [%s]", header, stateName(s.state))
	}
	if !hasContent {
		r.emit(f(color + header + "{{/}}"))
		return
	}
	if s.state != stateSkipped && s.state != statePending {
		header = f("%s [%.3f seconds]", header, s.runTime.Seconds())
	}
	if !r.verbose {
		r.delimiter(0)
	}
	r.emitBlock(f(color + header + "{{/}}"))
	if !r.verbose || s.state != statePassed {
		r.emitBlock(r.locationBlock(s, color, false))
	}
	if showTimeline {
		r.emitBlock("\n")
		r.emitBlock(fi(1, "{{gray}}Timeline >>{{/}}"))
		cursor := 0
		for _, e := range s.events {
			if e.offset < len(s.output) {
				r.emit(fi(1, "%s", s.output[cursor:e.offset]))
				cursor = e.offset
			} else if cursor < len(s.output) {
				r.emit(fi(1, "%s", s.output[cursor:]))
				cursor = len(s.output)
			}
			if e.failed {
				r.emitBlock(fi(1, color+"[%s]{{/}} in [%s] - %s {{gray}}@ %s{{/}}", stateName(s.state), nodeTypeNames[s.failure.nodeKind], s.failure.loc, e.at.Format(timeFormat)))
			} else {
				r.emitBlock(fi(1, "{{bold}}STEP:{{/}} %s {{gray}}@ %s{{/}}", e.text, e.at.Format(timeFormat)))
			}
		}
		if cursor < len(s.output) {
			r.emit(fi(1, "%s", s.output[cursor:]))
		}
		r.emitBlock(fi(1, "{{gray}}<< Timeline{{/}}"))
	}
	if s.failure != nil {
		r.emitBlock("\n")
		r.emitFailure(1, s)
	}
	r.delimiter(0)
}

func (r *reporter) emitFailure(indent int, s *specRun) {
	color := highlight(s.state)
	fl := s.failure
	r.emitBlock(fi(indent, color+"[%s] %s{{/}}", stateName(s.state), fl.message))
	r.emitBlock(fi(indent, color+"In {{bold}}[%s]{{/}}"+color+" at: {{bold}}%s{{/}} {{gray}}@ %s{{/}}\n", nodeTypeNames[fl.nodeKind], fl.loc, fl.at.Format(timeFormat)))
	if fl.panic != "" {
		r.emitBlock("\n")
		r.emitBlock(fi(indent, color+"%s{{/}}", fl.panic))
	}
}

// locationBlock: the spec's texts (the failed node's highlighted) and its location.
func (r *reporter) locationBlock(s *specRun, color string, precise bool) string {
	texts := append([]string{}, s.texts...)
	locs := append([]location{}, s.locs...)
	if suiteLevel(s.leafKind) {
		texts = append(texts, f("[%s] %s", nodeTypeNames[s.leafKind], s.leafText))
	} else {
		texts = append(texts, s.leafText)
	}
	locs = append(locs, s.leafLoc)
	hl := len(texts) - 1
	var failureLoc location
	if fl := s.failure; fl != nil {
		failureLoc = fl.nodeLoc
		if precise {
			failureLoc = fl.loc
		}
		if fl.container >= 0 && fl.container < len(s.texts) {
			hl = fl.container
			texts[hl] = fmt.Sprintf("%s [%s]", texts[hl], nodeTypeNames[fl.nodeKind])
		} else {
			texts[hl] = fmt.Sprintf("[%s] %s", nodeTypeNames[fl.nodeKind], s.leafText)
			if suiteLevel(s.leafKind) {
				texts[hl] = fmt.Sprintf("[%s] %s", nodeTypeNames[s.leafKind], s.leafText)
			}
		}
		locs[hl] = failureLoc
	}
	out := ""
	for i, t := range texts {
		st := "{{/}}"
		if i%2 == 1 {
			st = "{{gray}}"
		}
		if i == hl {
			st = color + "{{bold}}"
		}
		out += f(st+"%s", t)
		if i < len(texts)-1 {
			out += " "
		} else {
			out += f("{{/}}")
		}
	}
	out += "\n"
	leaf := locs[len(locs)-1]
	switch {
	case precise:
		out += f("{{gray}}%s{{/}}", failureLoc)
	case s.failure != nil && s.failure.nodeLoc != leaf:
		out += fi(1, color+"[%s]{{/}} {{gray}}%s{{/}}\n", nodeTypeNames[s.failure.nodeKind], s.failure.nodeLoc)
		out += fi(1, "{{gray}}[It] %s{{/}}", leaf)
	default:
		out += f("{{gray}}%s{{/}}", leaf)
	}
	return out
}

func (r *reporter) suiteDidEnd(failed []*specRun, succeeded bool, total int, counts map[int]int, runTime time.Duration, beforeSuiteFailed bool) {
	if len(failed) > 0 {
		r.emitBlock("\n")
		if len(failed) > 1 {
			r.emitBlock(f("{{red}}{{bold}}Summarizing %d Failures:{{/}}", len(failed)))
		} else {
			r.emitBlock(f("{{red}}{{bold}}Summarizing 1 Failure:{{/}}"))
		}
		for _, s := range failed {
			color, heading := "{{red}}", "[FAIL]"
			if s.state == statePanicked {
				color, heading = "{{magenta}}", "[PANICKED!]"
			}
			r.emitBlock(fi(1, color+"%s{{/}} %s", heading, r.locationBlock(s, color, true)))
		}
	}
	r.emitBlock("\n")
	ran := counts[statePassed] + counts[stateFailed] + counts[statePanicked]
	color, status := "{{green}}{{bold}}", "SUCCESS!"
	if !succeeded {
		color, status = "{{red}}{{bold}}", "FAIL!"
	}
	r.emitBlock(f(color+"Ran %d of %d Specs in %.3f seconds{{/}}", ran, total, runTime.Seconds()))
	r.emit(f(color+"%s{{/}} -- ", status))
	if ran == 0 && beforeSuiteFailed {
		r.emit(f("{{cyan}}{{bold}}A BeforeSuite node failed so all tests were skipped.{{/}}\n"))
		return
	}
	r.emit(f("{{green}}{{bold}}%d Passed{{/}} | ", counts[statePassed]))
	r.emit(f("{{red}}{{bold}}%d Failed{{/}} | ", counts[stateFailed]+counts[statePanicked]))
	r.emit(f("{{yellow}}{{bold}}%d Pending{{/}} | ", counts[statePending]))
	r.emit(f("{{cyan}}{{bold}}%d Skipped{{/}}\n", counts[stateSkipped]))
}
