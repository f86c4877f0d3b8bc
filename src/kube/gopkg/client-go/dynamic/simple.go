package dynamic

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"
)

// restClient is the simulated REST client of a DynamicClient: a direct client as the config's user.
type restClient struct {
	scheme *runtime.Scheme
}

func attach(c *restClient, config *rest.Config) error
func (c *restClient) get(ctx context.Context, namespace, name string, obj runtime.Object) error
func (c *restClient) list(ctx context.Context, obj runtime.Object, namespace, labelSelector, fieldSelector string, limit int64, cont, resourceVersion string) error

// create and update send to namespace's path (the client's), whatever obj names.
func (c *restClient) create(ctx context.Context, namespace string, obj runtime.Object, dryRun bool, fieldManager string) error
func (c *restClient) update(ctx context.Context, namespace string, obj runtime.Object, subResource string, dryRun bool, fieldManager string) error
func (c *restClient) delete(ctx context.Context, obj runtime.Object, policy string, orphan int, uid string, hasUID bool, rv string, hasRV bool, grace int64, dryRun bool) error
func (c *restClient) deleteAllOf(ctx context.Context, obj runtime.Object, namespace, labelSelector, fieldSelector, policy string, orphan int, grace int64, dryRun bool) error
func (c *restClient) startWatch(ctx context.Context, list runtime.Object, namespace, labelSelector, fieldSelector, resourceVersion string) (int, error)
func (c *restClient) patch(ctx context.Context, obj runtime.Object, subResource string, patchType string, data []byte, force bool, dryRun bool, fieldManager string) error

// resourceKind: the kind the API server serves at group/version/resource, and whether it is
// namespaced; ok false when no such resource is served.
func resourceKind(group, version, resource string) (kind string, namespaced bool, ok bool)

type DynamicClient struct {
	client *restClient
}

var _ Interface = &DynamicClient{}

// ConfigFor returns a copy of the provided config with the
// appropriate dynamic client defaults set.
func ConfigFor(inConfig *rest.Config) *rest.Config {
	config := rest.CopyConfig(inConfig)
	config.ContentType = "application/json"
	config.AcceptContentTypes = "application/json"
	if config.UserAgent == "" {
		config.UserAgent = rest.DefaultKubernetesUserAgent()
	}
	return config
}

// NewForConfigOrDie creates a new DynamicClient for the given config and
// panics if there is an error in the config.
func NewForConfigOrDie(c *rest.Config) *DynamicClient {
	ret, err := NewForConfig(c)
	if err != nil {
		panic(err)
	}
	return ret
}

// NewForConfig creates a new dynamic client or returns an error.
// NewForConfig is equivalent to NewForConfigAndClient(c, httpClient),
// where httpClient was generated with rest.HTTPClientFor(c).
func NewForConfig(inConfig *rest.Config) (*DynamicClient, error) {
	return NewForConfigAndClient(inConfig, nil)
}

// NewForConfigAndClient creates a new dynamic client for the given config and http client.
// Note the http client provided takes precedence over the configured transport values.
func NewForConfigAndClient(inConfig *rest.Config, h *http.Client) (*DynamicClient, error) {
	config := ConfigFor(inConfig)
	c := &restClient{}
	if err := attach(c, config); err != nil {
		return nil, err
	}
	return &DynamicClient{client: c}, nil
}

type dynamicResourceClient struct {
	client    *DynamicClient
	namespace string
	resource  schema.GroupVersionResource
}

func (c *DynamicClient) Resource(resource schema.GroupVersionResource) NamespaceableResourceInterface {
	return &dynamicResourceClient{client: c, resource: resource}
}

func (c *dynamicResourceClient) Namespace(ns string) ResourceInterface {
	ret := *c
	ret.namespace = ns
	return &ret
}

// notFound: the API server's answer for a path it serves nothing at (a resource it does not know,
// or a subresource it does not serve).
func notFound() error {
	return &apierrors.StatusError{ErrStatus: metav1.Status{
		Status:  metav1.StatusFailure,
		Code:    404,
		Reason:  metav1.StatusReasonNotFound,
		Details: &metav1.StatusDetails{},
		Message: "the server could not find the requested resource",
	}}
}

// target resolves the client's resource to the kind served at its path (makeURLSegments: the
// namespace is part of the path only when set). A request at a path the server has no route for
// (GET /api/v1/secrets/NAME, LIST /api/v1/namespaces/NS/nodes, POST /api/v1/configmaps) goes to
// the server, which answers 404 or 405: it is in the trace, as it is on a cluster's audit log.
func (c *dynamicResourceClient) target() (schema.GroupVersionKind, error) {
	kind, _, ok := resourceKind(c.resource.Group, c.resource.Version, c.resource.Resource)
	if !ok {
		return schema.GroupVersionKind{}, notFound()
	}
	return c.resource.GroupVersion().WithKind(kind), nil
}

// object: an empty Unstructured of the client's kind, named.
func (c *dynamicResourceClient) object(gvk schema.GroupVersionKind, name string) *unstructured.Unstructured {
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(gvk)
	u.SetName(name)
	if c.namespace != "" {
		u.SetNamespace(c.namespace)
	}
	return u
}

// body: what goes on the wire for obj: a copy, in the request's namespace when it names none. The
// request goes to the client's namespace: an object in another namespace is sent as it is, and the
// API server answers 400.
func (c *dynamicResourceClient) body(obj *unstructured.Unstructured) *unstructured.Unstructured {
	out := obj.DeepCopy()
	if c.namespace != "" && out.GetNamespace() == "" {
		out.SetNamespace(c.namespace)
	}
	return out
}

func dryRunAll(dryRun []string) bool {
	for _, d := range dryRun {
		if d == metav1.DryRunAll {
			return true
		}
	}
	return false
}

func (c *dynamicResourceClient) Create(ctx context.Context, obj *unstructured.Unstructured, opts metav1.CreateOptions, subresources ...string) (*unstructured.Unstructured, error) {
	name := ""
	if len(subresources) > 0 {
		name = obj.GetName()
		if len(name) == 0 {
			return nil, fmt.Errorf("name is required")
		}
	}
	if err := validateNamespaceWithOptionalName(c.namespace, name); err != nil {
		return nil, err
	}
	if _, err := c.target(); err != nil {
		return nil, err
	}
	if len(subresources) > 0 {
		return nil, fmt.Errorf("dynamic client: creating the %q subresource is not simulated", strings.Join(subresources, "/"))
	}
	out := c.body(obj)
	if c.namespace == "" {
		// the POST goes to the path without a namespace, whatever the body says
		out.SetNamespace("")
	}
	if err := c.client.client.create(ctx, c.namespace, out, dryRunAll(opts.DryRun), opts.FieldManager); err != nil {
		return nil, err
	}
	return out, nil
}

func (c *dynamicResourceClient) Update(ctx context.Context, obj *unstructured.Unstructured, opts metav1.UpdateOptions, subresources ...string) (*unstructured.Unstructured, error) {
	name := obj.GetName()
	if len(name) == 0 {
		return nil, fmt.Errorf("name is required")
	}
	if err := validateNamespaceWithOptionalName(c.namespace, name); err != nil {
		return nil, err
	}
	if _, err := c.target(); err != nil {
		return nil, err
	}
	out := c.body(obj)
	if c.namespace == "" {
		// the PUT goes to the path without a namespace, whatever the body says
		out.SetNamespace("")
	}
	sub := strings.Join(subresources, "/")
	if err := c.client.client.update(ctx, c.namespace, out, sub, dryRunAll(opts.DryRun), opts.FieldManager); err != nil {
		return nil, err
	}
	return out, nil
}

func (c *dynamicResourceClient) UpdateStatus(ctx context.Context, obj *unstructured.Unstructured, opts metav1.UpdateOptions) (*unstructured.Unstructured, error) {
	return c.Update(ctx, obj, opts, "status")
}

func (c *dynamicResourceClient) Delete(ctx context.Context, name string, opts metav1.DeleteOptions, subresources ...string) error {
	if len(name) == 0 {
		return fmt.Errorf("name is required")
	}
	if err := validateNamespaceWithOptionalName(c.namespace, name); err != nil {
		return err
	}
	gvk, err := c.target()
	if err != nil {
		return err
	}
	if len(subresources) > 0 {
		return notFound()
	}
	policy := ""
	if opts.PropagationPolicy != nil {
		policy = string(*opts.PropagationPolicy)
	}
	// the deprecated OrphanDependents goes to the server as it is: it refuses it beside a policy
	orphan := orphanDependents(opts.OrphanDependents)
	var uid, rv string
	var hasUID, hasRV bool
	if p := opts.Preconditions; p != nil {
		if p.UID != nil {
			uid, hasUID = string(*p.UID), true
		}
		if p.ResourceVersion != nil {
			rv, hasRV = *p.ResourceVersion, true
		}
	}
	grace := int64(-1)
	if opts.GracePeriodSeconds != nil {
		grace = *opts.GracePeriodSeconds
	}
	return c.client.client.delete(ctx, c.object(gvk, name), policy, orphan, uid, hasUID, rv, hasRV, grace, dryRunAll(opts.DryRun))
}

func (c *dynamicResourceClient) DeleteCollection(ctx context.Context, opts metav1.DeleteOptions, listOptions metav1.ListOptions) error {
	if err := validateNamespaceWithOptionalName(c.namespace); err != nil {
		return err
	}
	gvk, err := c.target()
	if err != nil {
		return err
	}
	policy := ""
	if opts.PropagationPolicy != nil {
		policy = string(*opts.PropagationPolicy)
	}
	grace := int64(-1)
	if opts.GracePeriodSeconds != nil {
		grace = *opts.GracePeriodSeconds
	}
	return c.client.client.deleteAllOf(ctx, c.object(gvk, ""), c.namespace, listOptions.LabelSelector, listOptions.FieldSelector, policy, orphanDependents(opts.OrphanDependents), grace, dryRunAll(opts.DryRun))
}

func (c *dynamicResourceClient) Get(ctx context.Context, name string, opts metav1.GetOptions, subresources ...string) (*unstructured.Unstructured, error) {
	if len(name) == 0 {
		return nil, fmt.Errorf("name is required")
	}
	if err := validateNamespaceWithOptionalName(c.namespace, name); err != nil {
		return nil, err
	}
	gvk, err := c.target()
	if err != nil {
		return nil, err
	}
	// GET of /status returns the whole object; other subresources are not served here.
	if len(subresources) > 0 && strings.Join(subresources, "/") != "status" {
		return nil, notFound()
	}
	out := c.object(gvk, "")
	if err := c.client.client.get(ctx, c.namespace, name, out); err != nil {
		return nil, err
	}
	return out, nil
}

func (c *dynamicResourceClient) list(gvk schema.GroupVersionKind) *unstructured.UnstructuredList {
	out := &unstructured.UnstructuredList{}
	out.SetGroupVersionKind(gvk.GroupVersion().WithKind(gvk.Kind + "List"))
	return out
}

func (c *dynamicResourceClient) List(ctx context.Context, opts metav1.ListOptions) (*unstructured.UnstructuredList, error) {
	if err := validateNamespaceWithOptionalName(c.namespace); err != nil {
		return nil, err
	}
	gvk, err := c.target()
	if err != nil {
		return nil, err
	}
	out := c.list(gvk)
	if err := c.client.client.list(ctx, out, c.namespace, opts.LabelSelector, opts.FieldSelector, opts.Limit, opts.Continue, opts.ResourceVersion); err != nil {
		return nil, err
	}
	return out, nil
}

func (c *dynamicResourceClient) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	opts.Watch = true
	if err := validateNamespaceWithOptionalName(c.namespace); err != nil {
		return nil, err
	}
	gvk, err := c.target()
	if err != nil {
		return nil, err
	}
	h, err := c.client.client.startWatch(ctx, c.list(gvk), c.namespace, opts.LabelSelector, opts.FieldSelector, opts.ResourceVersion)
	if err != nil {
		return nil, err
	}
	return rest.NewSimulatedWatch(ctx, h), nil
}

func (c *dynamicResourceClient) Patch(ctx context.Context, name string, pt types.PatchType, data []byte, opts metav1.PatchOptions, subresources ...string) (*unstructured.Unstructured, error) {
	if len(name) == 0 {
		return nil, fmt.Errorf("name is required")
	}
	if err := validateNamespaceWithOptionalName(c.namespace, name); err != nil {
		return nil, err
	}
	gvk, err := c.target()
	if err != nil {
		return nil, err
	}
	out := c.object(gvk, name)
	force := opts.Force != nil && *opts.Force
	if err := c.client.client.patch(ctx, out, strings.Join(subresources, "/"), string(pt), data, force, dryRunAll(opts.DryRun), opts.FieldManager); err != nil {
		return nil, err
	}
	return out, nil
}

func (c *dynamicResourceClient) Apply(ctx context.Context, name string, obj *unstructured.Unstructured, opts metav1.ApplyOptions, subresources ...string) (*unstructured.Unstructured, error) {
	if len(name) == 0 {
		return nil, fmt.Errorf("name is required")
	}
	if err := validateNamespaceWithOptionalName(c.namespace, name); err != nil {
		return nil, err
	}
	managedFields := obj.GetManagedFields()
	if len(managedFields) > 0 {
		return nil, fmt.Errorf(`cannot apply an object with managed fields already set.
		Use the client-go/applyconfigurations "UnstructructuredExtractor" to obtain the unstructured ApplyConfiguration for the given field manager that you can use/modify here to apply`)
	}
	patchOpts := opts.ToPatchOptions()
	data, err := json.Marshal(obj.Object)
	if err != nil {
		return nil, err
	}
	return c.Patch(ctx, name, types.ApplyPatchType, data, patchOpts, subresources...)
}

func (c *dynamicResourceClient) ApplyStatus(ctx context.Context, name string, obj *unstructured.Unstructured, opts metav1.ApplyOptions) (*unstructured.Unstructured, error) {
	return c.Apply(ctx, name, obj, opts, "status")
}

func validateNamespaceWithOptionalName(namespace string, name ...string) error {
	if msgs := isValidPathSegmentName(namespace); len(msgs) != 0 {
		return fmt.Errorf("invalid namespace %q: %v", namespace, msgs)
	}
	if len(name) > 1 {
		panic("Invalid number of names")
	} else if len(name) == 1 {
		if msgs := isValidPathSegmentName(name[0]); len(msgs) != 0 {
			return fmt.Errorf("invalid resource name %q: %v", name[0], msgs)
		}
	}
	return nil
}

// isValidPathSegmentName: rest.IsValidPathSegmentName ([CG] rest/request.go).
func isValidPathSegmentName(name string) []string {
	for _, illegalName := range []string{".", ".."} {
		if name == illegalName {
			return []string{fmt.Sprintf(`may not be '%s'`, illegalName)}
		}
	}
	var errors []string
	for _, illegalContent := range []string{"/", "%"} {
		if strings.Contains(name, illegalContent) {
			errors = append(errors, fmt.Sprintf(`may not contain '%s'`, illegalContent))
		}
	}
	return errors
}

// orphanDependents is DeleteOptions.OrphanDependents for the simulated request: -1 unset, 0 false, 1 true.
func orphanDependents(b *bool) int {
	if b == nil {
		return -1
	}
	if *b {
		return 1
	}
	return 0
}
