package v1

import (
	http "net/http"

	toysv1 "example.com/widgets/apis/widgets/v1"
	scheme "example.com/widgets/generated/clientset/versioned/scheme"
	rest "k8s.io/client-go/rest"
)

type ToysV1Interface interface {
	RESTClient() rest.Interface
	WidgetsGetter
}

// ToysV1Client is used to interact with features provided by the toys.example.com group.
type ToysV1Client struct {
	restClient rest.Interface
}

func (c *ToysV1Client) Widgets(namespace string) WidgetInterface {
	return newWidgets(c, namespace)
}

// NewForConfig creates a new ToysV1Client for the given config.
func NewForConfig(c *rest.Config) (*ToysV1Client, error) {
	config := *c
	setConfigDefaults(&config)
	httpClient, err := rest.HTTPClientFor(&config)
	if err != nil {
		return nil, err
	}
	return NewForConfigAndClient(&config, httpClient)
}

// NewForConfigAndClient creates a new ToysV1Client for the given config and http client.
func NewForConfigAndClient(c *rest.Config, h *http.Client) (*ToysV1Client, error) {
	config := *c
	setConfigDefaults(&config)
	client, err := rest.RESTClientForConfigAndClient(&config, h)
	if err != nil {
		return nil, err
	}
	return &ToysV1Client{client}, nil
}

func setConfigDefaults(config *rest.Config) {
	gv := toysv1.SchemeGroupVersion
	config.GroupVersion = &gv
	config.APIPath = "/apis"
	config.NegotiatedSerializer = rest.CodecFactoryForGeneratedClient(scheme.Scheme, scheme.Codecs).WithoutConversion()

	if config.UserAgent == "" {
		config.UserAgent = rest.DefaultKubernetesUserAgent()
	}
}

// RESTClient returns a RESTClient that is used to communicate
// with API server by this client implementation.
func (c *ToysV1Client) RESTClient() rest.Interface {
	if c == nil {
		return nil
	}
	return c.restClient
}
