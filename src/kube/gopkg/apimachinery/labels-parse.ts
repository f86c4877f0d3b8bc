// k8s.io/apimachinery pkg/labels/selector.go v0.36.0: the selector string parser (Lexer, Parser,
// Parse, ParseToRequirements) with its error messages, e.g. "unable to parse requirement: found
// '', expected: identifier".

export { default as labelsParseSrc } from './labels-parse.go?raw';
