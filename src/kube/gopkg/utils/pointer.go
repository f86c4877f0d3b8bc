// k8s.io/utils/pointer: the deprecated helpers older projects still call (pointer.Int32(3),
// pointer.BoolDeref(p, false)), each the k8s.io/utils/ptr generic it forwards to.
//
// Deprecated: Use functions in k8s.io/utils/ptr instead.
package pointer

import (
	"time"

	"k8s.io/utils/ptr"
)

// AllPtrFieldsNil tests whether all pointer fields in a struct are nil.
//
// Deprecated: Use ptr.AllPtrFieldsNil instead.
var AllPtrFieldsNil = ptr.AllPtrFieldsNil

// Int returns a pointer to an int.
//
// Deprecated: Use ptr.To instead.
var Int = ptr.To[int]
var IntPtr = Int // for back-compat

// IntDeref dereferences the int ptr and returns it if not nil, or else returns def.
//
// Deprecated: Use ptr.Deref instead.
var IntDeref = ptr.Deref[int]
var IntPtrDerefOr = IntDeref // for back-compat

// Int32 returns a pointer to an int32.
//
// Deprecated: Use ptr.To instead.
var Int32 = ptr.To[int32]
var Int32Ptr = Int32 // for back-compat

// Int32Deref dereferences the int32 ptr and returns it if not nil, or else returns def.
//
// Deprecated: Use ptr.Deref instead.
var Int32Deref = ptr.Deref[int32]
var Int32PtrDerefOr = Int32Deref // for back-compat

// Int32Equal returns true if both arguments are nil or both arguments dereference to the same value.
//
// Deprecated: Use ptr.Equal instead.
var Int32Equal = ptr.Equal[int32]

// Uint returns a pointer to a uint.
//
// Deprecated: Use ptr.To instead.
var Uint = ptr.To[uint]
var UintPtr = Uint // for back-compat

// UintDeref dereferences the uint ptr and returns it if not nil, or else returns def.
//
// Deprecated: Use ptr.Deref instead.
var UintDeref = ptr.Deref[uint]
var UintPtrDerefOr = UintDeref // for back-compat

// Uint32 returns a pointer to a uint32.
//
// Deprecated: Use ptr.To instead.
var Uint32 = ptr.To[uint32]
var Uint32Ptr = Uint32 // for back-compat

// Uint32Deref dereferences the uint32 ptr and returns it if not nil, or else returns def.
//
// Deprecated: Use ptr.Deref instead.
var Uint32Deref = ptr.Deref[uint32]
var Uint32PtrDerefOr = Uint32Deref // for back-compat

// Uint32Equal returns true if both arguments are nil or both arguments dereference to the same value.
//
// Deprecated: Use ptr.Equal instead.
var Uint32Equal = ptr.Equal[uint32]

// Int64 returns a pointer to an int64.
//
// Deprecated: Use ptr.To instead.
var Int64 = ptr.To[int64]
var Int64Ptr = Int64 // for back-compat

// Int64Deref dereferences the int64 ptr and returns it if not nil, or else returns def.
//
// Deprecated: Use ptr.Deref instead.
var Int64Deref = ptr.Deref[int64]
var Int64PtrDerefOr = Int64Deref // for back-compat

// Int64Equal returns true if both arguments are nil or both arguments dereference to the same value.
//
// Deprecated: Use ptr.Equal instead.
var Int64Equal = ptr.Equal[int64]

// Uint64 returns a pointer to a uint64.
//
// Deprecated: Use ptr.To instead.
var Uint64 = ptr.To[uint64]
var Uint64Ptr = Uint64 // for back-compat

// Uint64Deref dereferences the uint64 ptr and returns it if not nil, or else returns def.
//
// Deprecated: Use ptr.Deref instead.
var Uint64Deref = ptr.Deref[uint64]
var Uint64PtrDerefOr = Uint64Deref // for back-compat

// Uint64Equal returns true if both arguments are nil or both arguments dereference to the same value.
//
// Deprecated: Use ptr.Equal instead.
var Uint64Equal = ptr.Equal[uint64]

// Bool returns a pointer to a bool.
//
// Deprecated: Use ptr.To instead.
var Bool = ptr.To[bool]
var BoolPtr = Bool // for back-compat

// BoolDeref dereferences the bool ptr and returns it if not nil, or else returns def.
//
// Deprecated: Use ptr.Deref instead.
var BoolDeref = ptr.Deref[bool]
var BoolPtrDerefOr = BoolDeref // for back-compat

// BoolEqual returns true if both arguments are nil or both arguments dereference to the same value.
//
// Deprecated: Use ptr.Equal instead.
var BoolEqual = ptr.Equal[bool]

// String returns a pointer to a string.
//
// Deprecated: Use ptr.To instead.
var String = ptr.To[string]
var StringPtr = String // for back-compat

// StringDeref dereferences the string ptr and returns it if not nil, or else returns def.
//
// Deprecated: Use ptr.Deref instead.
var StringDeref = ptr.Deref[string]
var StringPtrDerefOr = StringDeref // for back-compat

// StringEqual returns true if both arguments are nil or both arguments dereference to the same value.
//
// Deprecated: Use ptr.Equal instead.
var StringEqual = ptr.Equal[string]

// Float32 returns a pointer to a float32.
//
// Deprecated: Use ptr.To instead.
var Float32 = ptr.To[float32]
var Float32Ptr = Float32 // for back-compat

// Float32Deref dereferences the float32 ptr and returns it if not nil, or else returns def.
//
// Deprecated: Use ptr.Deref instead.
var Float32Deref = ptr.Deref[float32]
var Float32PtrDerefOr = Float32Deref // for back-compat

// Float32Equal returns true if both arguments are nil or both arguments dereference to the same value.
//
// Deprecated: Use ptr.Equal instead.
var Float32Equal = ptr.Equal[float32]

// Float64 returns a pointer to a float64.
//
// Deprecated: Use ptr.To instead.
var Float64 = ptr.To[float64]
var Float64Ptr = Float64 // for back-compat

// Float64Deref dereferences the float64 ptr and returns it if not nil, or else returns def.
//
// Deprecated: Use ptr.Deref instead.
var Float64Deref = ptr.Deref[float64]
var Float64PtrDerefOr = Float64Deref // for back-compat

// Float64Equal returns true if both arguments are nil or both arguments dereference to the same value.
//
// Deprecated: Use ptr.Equal instead.
var Float64Equal = ptr.Equal[float64]

// Duration returns a pointer to a time.Duration.
//
// Deprecated: Use ptr.To instead.
var Duration = ptr.To[time.Duration]

// DurationDeref dereferences the time.Duration ptr and returns it if not nil, or else returns def.
//
// Deprecated: Use ptr.Deref instead.
var DurationDeref = ptr.Deref[time.Duration]

// DurationEqual returns true if both arguments are nil or both arguments dereference to the same value.
//
// Deprecated: Use ptr.Equal instead.
var DurationEqual = ptr.Equal[time.Duration]
