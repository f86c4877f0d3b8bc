// runtime.FuncForPC names the function reflect.Value.Pointer gave an address, in that run only:
// addresses are numbered from each run's start, so a later program in the same process (the
// browser's engine, the grader, a workshop server) must not see an earlier program's names.
import { expect, it } from 'vitest';
import { runGo } from './harness.ts';

const NAMES = `package main

import (
	"fmt"
	"reflect"
	"runtime"
)

func handler() {}

func main() {
	fmt.Println(runtime.FuncForPC(reflect.ValueOf(handler).Pointer()).Name())
}
`;

const OTHER = `package main

import (
	"fmt"
	"runtime"
	"unsafe"
)

func main() {
	p := uintptr(unsafe.Pointer(new(int)))
	fmt.Println(runtime.FuncForPC(p) == nil)
}
`;

it('names a function by its address in the run that took it, not in a later one', () => {
  expect(runGo(NAMES).stdout).toBe('main.handler\n');
  // the same first address of the run, now a plain pointer
  expect(runGo(OTHER).stdout).toBe('true\n');
});
