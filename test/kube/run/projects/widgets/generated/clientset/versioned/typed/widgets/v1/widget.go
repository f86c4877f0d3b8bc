package v1

import (
	context "context"

	toysv1 "example.com/widgets/apis/widgets/v1"
	scheme "example.com/widgets/generated/clientset/versioned/scheme"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	types "k8s.io/apimachinery/pkg/types"
	watch "k8s.io/apimachinery/pkg/watch"
	gentype "k8s.io/client-go/gentype"
)

// WidgetsGetter has a method to return a WidgetInterface.
type WidgetsGetter interface {
	Widgets(namespace string) WidgetInterface
}

// WidgetInterface has methods to work with Widget resources.
type WidgetInterface interface {
	Create(ctx context.Context, widget *toysv1.Widget, opts metav1.CreateOptions) (*toysv1.Widget, error)
	Update(ctx context.Context, widget *toysv1.Widget, opts metav1.UpdateOptions) (*toysv1.Widget, error)
	UpdateStatus(ctx context.Context, widget *toysv1.Widget, opts metav1.UpdateOptions) (*toysv1.Widget, error)
	Delete(ctx context.Context, name string, opts metav1.DeleteOptions) error
	DeleteCollection(ctx context.Context, opts metav1.DeleteOptions, listOpts metav1.ListOptions) error
	Get(ctx context.Context, name string, opts metav1.GetOptions) (*toysv1.Widget, error)
	List(ctx context.Context, opts metav1.ListOptions) (*toysv1.WidgetList, error)
	Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error)
	Patch(ctx context.Context, name string, pt types.PatchType, data []byte, opts metav1.PatchOptions, subresources ...string) (result *toysv1.Widget, err error)
	Apply(ctx context.Context, widget *toysv1.WidgetApplyConfiguration, opts metav1.ApplyOptions) (result *toysv1.Widget, err error)
}

// widgets implements WidgetInterface
type widgets struct {
	*gentype.ClientWithListAndApply[*toysv1.Widget, *toysv1.WidgetList, *toysv1.WidgetApplyConfiguration]
}

// newWidgets returns a Widgets
func newWidgets(c *ToysV1Client, namespace string) *widgets {
	return &widgets{
		gentype.NewClientWithListAndApply[*toysv1.Widget, *toysv1.WidgetList, *toysv1.WidgetApplyConfiguration](
			"widgets",
			c.RESTClient(),
			scheme.ParameterCodec,
			namespace,
			func() *toysv1.Widget { return &toysv1.Widget{} },
			func() *toysv1.WidgetList { return &toysv1.WidgetList{} },
		),
	}
}
