package rest

// The REST client and its request builder ([CG] rest/client.go, request.go): what typed clients'
// RESTClient() returns and cache.NewListWatchFromClient drives, e.g.
// c.Get().Namespace(ns).Resource("pods").VersionedParams(&opts, metav1.ParameterCodec).Do(ctx).Get().
// Requests go to the simulated API server's REST handler as the config's user; responses decode
// into the k8s.io/api type of their apiVersion and kind (typed objects without TypeMeta, as the
// typed clients' codec leaves them). Not provided: the rate limiter, retries, Stream, protobuf.

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/util/flowcontrol"
)

// Interface captures the set of operations for generically interacting with Kubernetes REST apis.
type Interface interface {
	GetRateLimiter() flowcontrol.RateLimiter
	Verb(verb string) *Request
	Post() *Request
	Put() *Request
	Patch(pt types.PatchType) *Request
	Get() *Request
	Delete() *Request
	APIVersion() schema.GroupVersion
}

// RESTClient imposes common Kubernetes API conventions on a set of resource paths: one group
// version, as one identity.
type RESTClient struct {
	versionedAPIPath string
	gv               schema.GroupVersion
	contentType      string
	config           *Config
	// the token bucket a real client waits on before each request (requests here are not
	// throttled: the simulated server answers at once)
	rateLimiter flowcontrol.RateLimiter
	// the JSON decoder of config's NegotiatedSerializer (nil: the typed clientsets' REST clients,
	// which decode into the k8s.io/api type of the kind)
	decoder runtime.Decoder
}

var _ Interface = &RESTClient{}

// RESTClientFor returns a RESTClient for config's GroupVersion under its APIPath.
func RESTClientFor(config *Config) (*RESTClient, error) {
	if config.GroupVersion == nil {
		return nil, fmt.Errorf("GroupVersion is required when initializing a RESTClient")
	}
	if config.NegotiatedSerializer == nil {
		return nil, fmt.Errorf("NegotiatedSerializer is required when initializing a RESTClient")
	}
	httpClient, err := HTTPClientFor(config)
	if err != nil {
		return nil, err
	}
	return RESTClientForConfigAndClient(config, httpClient)
}

// RESTClientForConfigAndClient returns a RESTClient that satisfies the requested attributes on a
// client Config object: what generated clientsets call with the http.Client they share.
func RESTClientForConfigAndClient(config *Config, httpClient *http.Client) (*RESTClient, error) {
	if config.GroupVersion == nil {
		return nil, fmt.Errorf("GroupVersion is required when initializing a RESTClient")
	}
	if config.NegotiatedSerializer == nil {
		return nil, fmt.Errorf("NegotiatedSerializer is required when initializing a RESTClient")
	}
	return newRESTClient(config, *config.GroupVersion, config.APIPath), nil
}

// NewRESTClientForGroupVersion: the REST client of one group version over config (the typed
// clients' RESTClient(); "/api" for the core group, "/apis" for the others).
func NewRESTClientForGroupVersion(config *Config, gv schema.GroupVersion) *RESTClient {
	apiPath := "/apis"
	if gv.Group == "" {
		apiPath = "/api"
	}
	// the typed clientsets set their own serializer (client-go's scheme) whatever the config holds:
	// their REST clients decode into the k8s.io/api types
	cfg := *config
	cfg.NegotiatedSerializer = nil
	return newRESTClient(&cfg, gv, apiPath)
}

func newRESTClient(config *Config, gv schema.GroupVersion, apiPath string) *RESTClient {
	cfg := CopyConfig(config)
	contentType := cfg.ContentType
	if contentType == "" {
		contentType = "application/json"
	}
	// [CG] rest/config.go RESTClientForConfigAndClient: the Config's limiter, else a token bucket
	// of its QPS and Burst (5 and 10 when unset); a negative QPS means none
	rateLimiter := cfg.RateLimiter
	if rateLimiter == nil {
		qps := cfg.QPS
		if cfg.QPS == 0.0 {
			qps = DefaultQPS
		}
		burst := cfg.Burst
		if cfg.Burst == 0 {
			burst = DefaultBurst
		}
		if qps > 0 {
			rateLimiter = flowcontrol.NewTokenBucketRateLimiter(qps, burst)
		}
	}
	var decoder runtime.Decoder
	if ns := cfg.NegotiatedSerializer; ns != nil {
		for _, info := range ns.SupportedMediaTypes() {
			if info.MediaType == "application/json" {
				decoder = ns.DecoderToVersion(info.Serializer, gv)
			}
		}
	}
	return &RESTClient{
		versionedAPIPath: path.Join("/", apiPath, gv.Group, gv.Version),
		gv:               gv,
		contentType:      contentType,
		config:           cfg,
		rateLimiter:      rateLimiter,
		decoder:          decoder,
	}
}

// GetRateLimiter returns rate limiter for a given client, or nil if it's called on a nil client
func (c *RESTClient) GetRateLimiter() flowcontrol.RateLimiter {
	if c == nil {
		return nil
	}
	return c.rateLimiter
}

// Verb begins a request with a verb (GET, POST, PUT, DELETE).
func (c *RESTClient) Verb(verb string) *Request {
	return &Request{c: c, verb: verb, params: url.Values{}, pathPrefix: c.versionedAPIPath}
}

// Post begins a POST request. Short for c.Verb("POST").
func (c *RESTClient) Post() *Request { return c.Verb("POST") }

// Put begins a PUT request. Short for c.Verb("PUT").
func (c *RESTClient) Put() *Request { return c.Verb("PUT") }

// Patch begins a PATCH request. Short for c.Verb("Patch").
func (c *RESTClient) Patch(pt types.PatchType) *Request {
	r := c.Verb("PATCH")
	r.contentType = string(pt)
	return r
}

// Get begins a GET request. Short for c.Verb("GET").
func (c *RESTClient) Get() *Request { return c.Verb("GET") }

// Delete begins a DELETE request. Short for c.Verb("DELETE").
func (c *RESTClient) Delete() *Request { return c.Verb("DELETE") }

// APIVersion returns the APIVersion this RESTClient is expected to use.
func (c *RESTClient) APIVersion() schema.GroupVersion { return c.gv }

// Request allows for building up a request to a server in a chained fashion.
// Any errors are stored until the end of your call, so you only have to
// check once.
type Request struct {
	c *RESTClient

	verb         string
	pathPrefix   string
	subpath      string
	params       url.Values
	namespace    string
	namespaceSet bool
	resource     string
	resourceName string
	subresource  string
	contentType  string
	body         []byte
	timeout      time.Duration
	err          error
}

// Prefix adds segments to the relative beginning to the request path.
func (r *Request) Prefix(segments ...string) *Request {
	if r.err != nil {
		return r
	}
	r.pathPrefix = path.Join(r.pathPrefix, path.Join(segments...))
	return r
}

// Suffix appends segments to the end of the path.
func (r *Request) Suffix(segments ...string) *Request {
	if r.err != nil {
		return r
	}
	r.subpath = path.Join(r.subpath, path.Join(segments...))
	return r
}

// Resource sets the resource to access (<resource>/[ns/<namespace>/]<name>)
func (r *Request) Resource(resource string) *Request {
	if r.err != nil {
		return r
	}
	if len(r.resource) != 0 {
		r.err = fmt.Errorf("resource already set to %q, cannot change to %q", r.resource, resource)
		return r
	}
	r.resource = resource
	return r
}

// SubResource sets a sub-resource path which can be multiple segments after the resource
// name but before the suffix.
func (r *Request) SubResource(subresources ...string) *Request {
	if r.err != nil {
		return r
	}
	subresource := path.Join(subresources...)
	if len(r.subresource) != 0 {
		r.err = fmt.Errorf("subresource already set to %q, cannot change to %q", r.subresource, subresource)
		return r
	}
	r.subresource = subresource
	return r
}

// Name sets the name of a resource to access (<resource>/[ns/<namespace>/]<name>)
func (r *Request) Name(resourceName string) *Request {
	if r.err != nil {
		return r
	}
	if len(resourceName) == 0 {
		r.err = fmt.Errorf("resource name may not be empty")
		return r
	}
	if len(r.resourceName) != 0 {
		r.err = fmt.Errorf("resource name already set to %q, cannot change to %q", r.resourceName, resourceName)
		return r
	}
	r.resourceName = resourceName
	return r
}

// Namespace applies the namespace scope to a request (<resource>/[ns/<namespace>/]<name>)
func (r *Request) Namespace(namespace string) *Request {
	if r.err != nil {
		return r
	}
	if r.namespaceSet {
		r.err = fmt.Errorf("namespace already set to %q, cannot change to %q", r.namespace, namespace)
		return r
	}
	r.namespaceSet = true
	r.namespace = namespace
	return r
}

// NamespaceIfScoped is a convenience function to set a namespace if scoped is true
func (r *Request) NamespaceIfScoped(namespace string, scoped bool) *Request {
	if scoped {
		return r.Namespace(namespace)
	}
	return r
}

// AbsPath overwrites an existing path with the segments provided.
func (r *Request) AbsPath(segments ...string) *Request {
	if r.err != nil {
		return r
	}
	r.pathPrefix = path.Join(segments...)
	if len(segments) > 0 && strings.HasSuffix(segments[len(segments)-1], "/") {
		r.pathPrefix += "/"
	}
	return r
}

// Param creates a query parameter with the given string value.
func (r *Request) Param(paramName, s string) *Request {
	if r.err != nil {
		return r
	}
	r.params.Add(paramName, s)
	return r
}

// VersionedParams will take the provided object, serialize it to a map[string][]string using the
// implicit RESTClient API version and the default parameter codec, and then add those as parameters
// to the request. Use this to provide versioned query parameters from client libraries.
func (r *Request) VersionedParams(obj runtime.Object, codec runtime.ParameterCodec) *Request {
	if r.err != nil {
		return r
	}
	params, err := codec.EncodeParameters(obj, r.c.gv)
	if err != nil {
		r.err = err
		return r
	}
	for k, v := range params {
		// a watch's parameters replace the request's, as setParam does for these names
		if k == "watch" || k == "resourceVersion" || k == "timeoutSeconds" {
			r.params.Del(k)
		}
		for _, value := range v {
			r.params.Add(k, value)
		}
	}
	return r
}

// UseProtobufAsDefaultIfPreferred: protobuf for a built-in kind's generated client unless the
// config names a content type. The simulated wire is JSON only, so the request is left as it is.
func (r *Request) UseProtobufAsDefaultIfPreferred(prefersProtobuf bool) *Request {
	return r
}

// Timeout makes the request use the given duration as an overall timeout for the request.
func (r *Request) Timeout(d time.Duration) *Request {
	if r.err != nil {
		return r
	}
	r.timeout = d
	return r
}

// Body makes the request use obj as the body: []byte, string (a file name is not read here),
// a runtime.Object (JSON-encoded), or nil.
func (r *Request) Body(obj interface{}) *Request {
	if r.err != nil {
		return r
	}
	switch t := obj.(type) {
	case []byte:
		r.body = t
	case runtime.Object:
		if t == nil {
			return r
		}
		data, err := json.Marshal(t)
		if err != nil {
			r.err = err
			return r
		}
		r.body = data
	case nil:
	default:
		r.err = fmt.Errorf("unknown type used for body: %+v", obj)
	}
	return r
}

// URL returns the current working URL (the path and query; the simulated server has no host).
func (r *Request) URL() *url.URL {
	p := r.pathPrefix
	if r.namespaceSet && len(r.namespace) > 0 {
		p = path.Join(p, "namespaces", r.namespace)
	}
	if len(r.resource) != 0 {
		p = path.Join(p, strings.ToLower(r.resource))
	}
	if len(r.resourceName) != 0 || len(r.subpath) != 0 || len(r.subresource) != 0 {
		p = path.Join(p, r.resourceName, r.subresource, r.subpath)
	}
	return &url.URL{Path: p, RawQuery: r.params.Encode()}
}

// do sends the request to the simulated REST handler as config's user: the status code, the body
// and the server's warnings.
func do(config *Config, verb, path, rawQuery, contentType string, body []byte) (int, []byte)

// Do formats and executes the request. Returns a Result object for easy response processing.
func (r *Request) Do(ctx context.Context) Result {
	if r.err != nil {
		return Result{err: r.err}
	}
	if err := ctx.Err(); err != nil {
		return Result{err: err}
	}
	u := r.URL()
	contentType := r.contentType
	if contentType == "" && r.body != nil {
		contentType = r.c.contentType
	}
	code, body := do(r.c.config, r.verb, u.Path, u.RawQuery, contentType, r.body)
	result := transformResponse(code, body)
	result.decoder = r.c.decoder
	return result
}

// DoRaw executes the request but does not process the response body.
func (r *Request) DoRaw(ctx context.Context) ([]byte, error) {
	result := r.Do(ctx)
	return result.body, result.err
}

func transformResponse(code int, body []byte) Result {
	result := Result{body: body, statusCode: code, contentType: "application/json"}
	if code < 200 || code > 299 {
		var status metav1.Status
		if err := json.Unmarshal(body, &status); err == nil && status.Kind == "Status" {
			result.err = &apierrors.StatusError{ErrStatus: status}
		} else {
			result.err = fmt.Errorf("the server responded with the status code %d but did not return more information", code)
		}
	}
	return result
}

// watchStart / nextEvent / notifyEvent / watchStop: the server's watch of a path, its events one at
// a time (nextEvent takes one without waiting: ok false if none is queued, more false once the
// stream ended; notifyEvent closes ready once there is one or the stream ended).
func watchStart(config *Config, path, rawQuery string) (h int, code int, body []byte)
func nextEvent(h int) (typ string, object []byte, ok, more bool)
func notifyEvent(h int, ready chan struct{})
func watchStop(h int)

// nextWatchEvent / notifyWatch / stopWatch: the same for a watch the clientsets, the dynamic
// client and controller-runtime's WithWatch start (src/kube/bind/client-watch.ts), its events
// already decoded into the list's item type (an ERROR event into a metav1.Status).
func nextWatchEvent(h int) (typ string, obj runtime.Object, ok, more bool)
func notifyWatch(h int, ready chan struct{})
func stopWatch(h int)

// Watch attempts to begin watching the requested location.
// Returns a watch.Interface, or an error.
func (r *Request) Watch(ctx context.Context) (watch.Interface, error) {
	if r.err != nil {
		return nil, r.err
	}
	u := r.URL()
	h, code, body := watchStart(r.c.config, u.Path, u.RawQuery)
	if code != 0 {
		return nil, transformResponse(code, body).err
	}
	return newStreamWatcher(eventDecoder{h: h, ctx: ctx, raw: true, decoder: r.c.decoder}), nil
}

// NewSimulatedWatch is the watch.Interface of a server watch the clientsets, the dynamic client
// or controller-runtime's WithWatch started (handle h). The simulator's own: programs do not see
// it (src/kube/gopkg/versions.ts SIMULATOR_ONLY).
func NewSimulatedWatch(ctx context.Context, h int) watch.Interface {
	return newStreamWatcher(eventDecoder{h: h, ctx: ctx})
}

// [CG] rest/request.go newStreamWatcher: decoding errors are reported as ClientWatchDecoding
func newStreamWatcher(d eventDecoder) watch.Interface {
	return watch.NewStreamWatcher(d, apierrors.NewClientErrorReporter(500, "GET", "ClientWatchDecoding"))
}

// eventDecoder is the watch.Decoder of every server watch: a REST request's (raw: its events are
// the server's bytes, decoded into the k8s.io/api type of their apiVersion and kind) or a client's
// (events of the list's item type). Once the request's context is done, reading the stream fails
// with the context's error, which StreamWatcher reports as an ERROR event before it closes the
// channel ([CG] rest/request.go newStreamWatcher, [AM] pkg/watch/streamwatcher.go receive).
type eventDecoder struct {
	h       int
	ctx     context.Context
	raw     bool
	decoder runtime.Decoder
}

func (d eventDecoder) Decode() (watch.EventType, runtime.Object, error) {
	for {
		var typ string
		var obj runtime.Object
		var ok, more bool
		if d.raw {
			var data []byte
			typ, data, ok, more = nextEvent(d.h)
			if ok {
				o, err := decode(d.decoder, data)
				if err != nil {
					return "", nil, err
				}
				obj = o
			}
		} else {
			typ, obj, ok, more = nextWatchEvent(d.h)
		}
		if ok {
			return watch.EventType(typ), obj, nil
		}
		if !more {
			return "", nil, io.EOF
		}
		// wait for the next event; a cancelled context fails the read, as the transport's does
		ready := make(chan struct{})
		if d.raw {
			notifyEvent(d.h, ready)
		} else {
			notifyWatch(d.h, ready)
		}
		select {
		case <-ready:
		case <-d.ctx.Done():
			return "", nil, d.ctx.Err()
		}
	}
}

func (d eventDecoder) Close() {
	if d.raw {
		watchStop(d.h)
	} else {
		stopWatch(d.h)
	}
}

// newTyped: a new object of the k8s.io/api type of apiVersion and kind (found false if none).
func newTyped(apiVersion, kind string) (obj runtime.Object, found bool)

// decode: a Status, else the object through decoder (the config's NegotiatedSerializer: the
// scheme's types, a program's own kinds among them), else the k8s.io/api type of its kind.
func decode(decoder runtime.Decoder, data []byte) (runtime.Object, error) {
	var tm metav1.TypeMeta
	if err := json.Unmarshal(data, &tm); err != nil {
		return nil, err
	}
	if tm.Kind == "Status" {
		status := &metav1.Status{}
		if err := json.Unmarshal(data, status); err != nil {
			return nil, err
		}
		return status, nil
	}
	if decoder != nil {
		obj, _, err := decoder.Decode(data, nil, nil)
		return obj, err
	}
	obj, ok := newTyped(tm.APIVersion, tm.Kind)
	if !ok {
		gv, _ := schema.ParseGroupVersion(tm.APIVersion)
		return nil, fmt.Errorf("no kind %q is registered for version %q in scheme %q", tm.Kind, gv.String(), "k8s.io/client-go/kubernetes/scheme/register.go:83")
	}
	if err := json.Unmarshal(data, obj); err != nil {
		return nil, err
	}
	obj.GetObjectKind().SetGroupVersionKind(schema.GroupVersionKind{})
	return obj, nil
}

// Result contains the result of calling Request.Do().
type Result struct {
	body        []byte
	contentType string
	err         error
	statusCode  int
	decoder     runtime.Decoder
}

// Raw returns the raw result.
func (r Result) Raw() ([]byte, error) {
	return r.body, r.err
}

// Get returns the result as an object, which means it passes through the decoder.
func (r Result) Get() (runtime.Object, error) {
	if r.err != nil {
		return nil, r.Error()
	}
	return decode(r.decoder, r.body)
}

// StatusCode returns the HTTP status code of the request. (Only valid if no
// error was returned.)
func (r Result) StatusCode(statusCode *int) Result {
	*statusCode = r.statusCode
	return r
}

// WasCreated updates the provided bool pointer to whether the server returned
// 201 created or a different response.
func (r Result) WasCreated(wasCreated *bool) Result {
	*wasCreated = r.statusCode == 201
	return r
}

// Into stores the result into obj, if possible. If obj is nil it is ignored.
func (r Result) Into(obj runtime.Object) error {
	if r.err != nil {
		return r.Error()
	}
	if len(r.body) == 0 {
		return fmt.Errorf("0-length response with status code: %d and content type: %s", r.statusCode, r.contentType)
	}
	if err := json.Unmarshal(r.body, obj); err != nil {
		return err
	}
	if _, typed := obj.(runtime.Unstructured); !typed {
		obj.GetObjectKind().SetGroupVersionKind(schema.GroupVersionKind{})
	}
	return nil
}

// Error returns the error executing the request, nil if no error occurred.
func (r Result) Error() error {
	return r.err
}
