// The manager's HTTP-facing option packages: sigs.k8s.io/controller-runtime/pkg/healthz ([CR]
// pkg/healthz/healthz.go), pkg/metrics/server ([CR] pkg/metrics/server/server.go), and the small
// part of net/http their signatures need (the standard-library subset has no net/http; nothing
// here listens: the simulated manager only prints the servers' start and stop lines).

import { goPackage } from '../pkg.ts';

const netHttpSrc = `package http

import "errors"

// A Header represents the key-value pairs in an HTTP header.
type Header map[string][]string

// A Request represents an HTTP request received by a server.
type Request struct {
	Method     string
	Host       string
	RequestURI string
	Header     Header
}

// A ResponseWriter interface is used by an HTTP handler to construct an HTTP response.
type ResponseWriter interface {
	Header() Header
	Write([]byte) (int, error)
	WriteHeader(statusCode int)
}

// A Handler responds to an HTTP request.
type Handler interface {
	ServeHTTP(ResponseWriter, *Request)
}

// The HandlerFunc type is an adapter to allow the use of ordinary functions as HTTP handlers.
type HandlerFunc func(ResponseWriter, *Request)

// ServeHTTP calls f(w, r).
func (f HandlerFunc) ServeHTTP(w ResponseWriter, r *Request) {
	f(w, r)
}

// ErrAbortHandler is a sentinel panic value to abort a handler.
var ErrAbortHandler = errors.New("net/http: abort Handler")

// HTTP status codes as registered with IANA (the common ones).
const (
	StatusOK                  = 200
	StatusCreated             = 201
	StatusNoContent           = 204
	StatusBadRequest          = 400
	StatusUnauthorized        = 401
	StatusForbidden           = 403
	StatusNotFound            = 404
	StatusConflict            = 409
	StatusInternalServerError = 500
	StatusServiceUnavailable  = 503
)
`;

const healthzSrc = `package healthz

import "net/http"

// Checker knows how to perform a health check.
type Checker func(req *http.Request) error

// Ping returns true automatically when checked.
var Ping Checker = func(_ *http.Request) error { return nil }
`;

const metricsServerSrc = `package server

import "net/http"

// DefaultBindAddress is the default bind address for the metrics server.
var DefaultBindAddress = ":8080"

// Options are all available options for the metrics.Server
type Options struct {
	// SecureServing enables serving metrics via https. Per default metrics will be served via http.
	SecureServing bool

	// BindAddress is the bind address for the metrics server. It will be defaulted to ":8080" if
	// unspecified. Set this to "0" to disable the metrics server.
	BindAddress string

	// ExtraHandlers contains a map of handlers (by path) which will be added to the metrics server.
	ExtraHandlers map[string]http.Handler

	// CertDir is the directory that contains the server key and certificate.
	CertDir string

	// CertName is the server certificate name. Defaults to tls.crt.
	CertName string

	// KeyName is the server key name. Defaults to tls.key.
	KeyName string
}
`;

export const netHttpPackage = goPackage({ path: 'net/http', files: { 'http.go': netHttpSrc } });
export const healthzPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/healthz',
  files: { 'healthz.go': healthzSrc },
});
export const metricsServerPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/metrics/server',
  files: { 'server.go': metricsServerSrc },
});
