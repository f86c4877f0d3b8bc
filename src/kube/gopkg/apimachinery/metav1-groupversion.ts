// k8s.io/apimachinery/pkg/apis/meta/v1 group_version.go: the serializable twins of schema's
// GroupVersion & co. (gateway-api's zz_generated.register.go declares `metav1.GroupVersion{...}`),
// with the real String methods and GroupVersion's JSON form ("group/version").

export { default as groupVersionSrc } from './metav1-groupversion.go?raw';
