// sigs.k8s.io/controller-runtime/pkg/conversion ([CR] v0.24.1 pkg/conversion/conversion.go, the same
// since v0.19): the Hub and Convertible interfaces multi-version API types implement. The builder
// registers the conversion webhook for types that implement them.

import { goPackage } from '../pkg.ts';

const src = `/*
Package conversion provides interface definitions that an API Type needs to
implement for it to be supported by the generic conversion webhook handler
defined under pkg/webhook/conversion.
*/
package conversion

import "k8s.io/apimachinery/pkg/runtime"

// Convertible defines capability of a type to convertible i.e. it can be converted to/from a hub type.
type Convertible interface {
	runtime.Object
	ConvertTo(dst Hub) error
	ConvertFrom(src Hub) error
}

// Hub marks that a given type is the hub type for conversion. This means that
// all conversions will first convert to the hub type, then convert from the hub
// type to the destination type. All types besides the hub type should implement
// Convertible.
type Hub interface {
	runtime.Object
	Hub()
}
`;

export const conversionPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/conversion',
  files: { 'conversion.go': src },
});
