// packages path and path/filepath (slash-separated, as on the simulated Linux machine), in Go
// following go/src/path: Clean's lexical rules, Join, Split, Base, Dir, Ext, IsAbs, Match-free.

import type { NativePackage } from '../../interp/native.ts';

const pathBody = `
func Clean(path string) string {
	if path == "" {
		return "."
	}
	rooted := path[0] == '/'
	n := len(path)
	out := []byte{}
	r, dotdot := 0, 0
	if rooted {
		out = append(out, '/')
		r, dotdot = 1, 1
	}
	for r < n {
		switch {
		case path[r] == '/':
			r++
		case path[r] == '.' && (r+1 == n || path[r+1] == '/'):
			r++
		case path[r] == '.' && path[r+1] == '.' && (r+2 == n || path[r+2] == '/'):
			r += 2
			switch {
			case len(out) > dotdot:
				w := len(out) - 1
				for w > dotdot && out[w] != '/' {
					w--
				}
				out = out[:w]
			case !rooted:
				if len(out) > 0 {
					out = append(out, '/')
				}
				out = append(out, '.', '.')
				dotdot = len(out)
			}
		default:
			if rooted && len(out) != 1 || !rooted && len(out) != 0 {
				out = append(out, '/')
			}
			for ; r < n && path[r] != '/'; r++ {
				out = append(out, path[r])
			}
		}
	}
	if len(out) == 0 {
		return "."
	}
	return string(out)
}

func Split(path string) (dir, file string) {
	i := lastSlash(path)
	return path[:i+1], path[i+1:]
}

func lastSlash(s string) int {
	i := len(s) - 1
	for i >= 0 && s[i] != '/' {
		i--
	}
	return i
}

func Join(elem ...string) string {
	size := 0
	for _, e := range elem {
		size += len(e)
	}
	if size == 0 {
		return ""
	}
	buf := make([]byte, 0, size+len(elem)-1)
	for _, e := range elem {
		if len(buf) > 0 || e != "" {
			if len(buf) > 0 {
				buf = append(buf, '/')
			}
			buf = append(buf, e...)
		}
	}
	return Clean(string(buf))
}

func Ext(path string) string {
	for i := len(path) - 1; i >= 0 && path[i] != '/'; i-- {
		if path[i] == '.' {
			return path[i:]
		}
	}
	return ""
}

func Base(path string) string {
	if path == "" {
		return "."
	}
	for len(path) > 0 && path[len(path)-1] == '/' {
		path = path[0 : len(path)-1]
	}
	if i := lastSlash(path); i >= 0 {
		path = path[i+1:]
	}
	if path == "" {
		return "/"
	}
	return path
}

func IsAbs(path string) bool {
	return len(path) > 0 && path[0] == '/'
}

func Dir(path string) string {
	dir, _ := Split(path)
	return Clean(dir)
}
`;

const matchSrc = `
// ErrBadPattern indicates a pattern was malformed.
var ErrBadPattern = errors.New("syntax error in pattern")

// Match reports whether name matches the shell pattern (*, ?, [class], \\escape); '*' and '?' never
// match '/'. The whole pattern is validated first, as Go 1.16+ does.
func Match(pattern, name string) (matched bool, err error) {
	p := []rune(pattern)
	if !validPattern(p) {
		return false, ErrBadPattern
	}
	return matchRunes(p, []rune(name)), nil
}

func validPattern(p []rune) bool {
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\\\':
			i++
			if i >= len(p) {
				return false
			}
		case '[':
			j, ok := classEnd(p, i+1)
			if !ok {
				return false
			}
			i = j
		}
	}
	return true
}

// classEnd returns the index of the ']' closing a class whose body starts at i.
func classEnd(p []rune, i int) (int, bool) {
	if i < len(p) && p[i] == '^' {
		i++
	}
	first := true
	for i < len(p) {
		if p[i] == ']' && !first {
			return i, true
		}
		first = false
		if p[i] == '-' {
			return 0, false
		}
		if p[i] == '\\\\' {
			i++
		}
		if i >= len(p) {
			return 0, false
		}
		i++
		if i < len(p) && p[i] == '-' {
			i++
			if i >= len(p) || p[i] == ']' {
				return 0, false
			}
			if p[i] == '\\\\' {
				i++
				if i >= len(p) {
					return 0, false
				}
			}
			i++
		}
	}
	return 0, false
}

func inClass(p []rune, c rune) bool {
	neg := false
	i := 0
	if p[0] == '^' {
		neg = true
		i = 1
	}
	found := false
	for i < len(p) {
		lo := p[i]
		if lo == '\\\\' {
			i++
			lo = p[i]
		}
		i++
		hi := lo
		if i < len(p) && p[i] == '-' {
			i++
			hi = p[i]
			if hi == '\\\\' {
				i++
				hi = p[i]
			}
			i++
		}
		if lo <= c && c <= hi {
			found = true
		}
	}
	return found != neg
}

func matchRunes(p, n []rune) bool {
	for len(p) > 0 {
		switch p[0] {
		case '*':
			for len(p) > 0 && p[0] == '*' {
				p = p[1:]
			}
			for i := 0; i <= len(n); i++ {
				if matchRunes(p, n[i:]) {
					return true
				}
				if i < len(n) && n[i] == '/' {
					return false
				}
			}
			return false
		case '?':
			if len(n) == 0 || n[0] == '/' {
				return false
			}
		case '[':
			end, _ := classEnd(p, 1)
			if len(n) == 0 || n[0] == '/' || !inClass(p[1:end], n[0]) {
				return false
			}
			p = p[end+1:]
			n = n[1:]
			continue
		case '\\\\':
			p = p[1:]
			if len(n) == 0 || n[0] != p[0] {
				return false
			}
		default:
			if len(n) == 0 || n[0] != p[0] {
				return false
			}
		}
		p = p[1:]
		n = n[1:]
	}
	return len(n) == 0
}
`;

const pathSrc = `package path

import "errors"
${pathBody}${matchSrc}`;

const filepathSrc = `package filepath

import (
	"errors"
	"strings"
)
${matchSrc}
const (
	Separator     = '/'
	ListSeparator = ':'
)
${pathBody}
func ToSlash(path string) string   { return path }
func FromSlash(path string) string { return path }

func SplitList(path string) []string {
	if path == "" {
		return []string{}
	}
	return strings.Split(path, string(ListSeparator))
}

func Abs(path string) (string, error) {
	if IsAbs(path) {
		return Clean(path), nil
	}
	return Join("/home/gopher", path), nil
}

func Rel(basepath, targpath string) (string, error) {
	base := Clean(basepath)
	targ := Clean(targpath)
	if targ == base {
		return ".", nil
	}
	if base == "." {
		base = ""
	}
	if strings.HasPrefix(targ, base+"/") {
		return targ[len(base)+1:], nil
	}
	return "", &relError{basepath, targpath}
}

type relError struct{ base, targ string }

func (e *relError) Error() string {
	return "Rel: can't make " + e.targ + " relative to " + e.base
}
`;

let pathPkg: NativePackage | undefined;
let filepathPkg: NativePackage | undefined;

export function pathPackage(): NativePackage {
  pathPkg ??= { path: 'path', files: [{ name: 'path.go', src: pathSrc }], natives: {} };
  return pathPkg;
}

export function filepathPackage(): NativePackage {
  filepathPkg ??= { path: 'path/filepath', files: [{ name: 'path.go', src: filepathSrc }], natives: {} };
  return filepathPkg;
}
