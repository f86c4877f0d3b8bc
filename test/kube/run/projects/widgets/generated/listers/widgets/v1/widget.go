package v1

import (
	toysv1 "example.com/widgets/apis/widgets/v1"
	labels "k8s.io/apimachinery/pkg/labels"
	listers "k8s.io/client-go/listers"
	cache "k8s.io/client-go/tools/cache"
)

// WidgetLister helps list Widgets.
type WidgetLister interface {
	List(selector labels.Selector) (ret []*toysv1.Widget, err error)
	Widgets(namespace string) WidgetNamespaceLister
}

// widgetLister implements the WidgetLister interface.
type widgetLister struct {
	listers.ResourceIndexer[*toysv1.Widget]
}

// NewWidgetLister returns a new WidgetLister.
func NewWidgetLister(indexer cache.Indexer) WidgetLister {
	return &widgetLister{listers.New[*toysv1.Widget](indexer, toysv1.Resource("widget"))}
}

// Widgets returns an object that can list and get Widgets.
func (s *widgetLister) Widgets(namespace string) WidgetNamespaceLister {
	return widgetNamespaceLister{listers.NewNamespaced[*toysv1.Widget](s.ResourceIndexer, namespace)}
}

// WidgetNamespaceLister helps list and get Widgets.
type WidgetNamespaceLister interface {
	List(selector labels.Selector) (ret []*toysv1.Widget, err error)
	Get(name string) (*toysv1.Widget, error)
}

type widgetNamespaceLister struct {
	listers.ResourceIndexer[*toysv1.Widget]
}
