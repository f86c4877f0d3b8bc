// k8s.io/apimachinery/pkg/apis/meta/v1: object metadata, conditions, time, status. Written for
// Operator Lab with the real field names, json tags and method sets (metav1.Object is implemented by
// *ObjectMeta through the getters/setters below, so embedding ObjectMeta makes a type an Object).

import { goPackage } from '../pkg.ts';
import stringers from './metav1.pb-string.go?raw';
import discoverySrc from './metav1-discovery.go?raw';
import { groupVersionSrc } from './metav1-groupversion.ts';
import metav1HelpersGo from './metav1-helpers.go?raw';
import metaSrc from './metav1-meta.go?raw';
import microTimeSrc from './metav1-microtime.go?raw';
import paramCodecSrc from './metav1-paramcodec.go?raw';
import metav1TimeGo from './metav1-time.go?raw';

// Time's and Duration's MarshalJSON/UnmarshalJSON are pkg/apis/meta/v1/time.go and duration.go (v0.36.3),
// FieldsV1's helpers.go (v0.33.0, before CBOR),
// verbatim: encoding/json calls them for every object the client sends or decodes.
const timeSrc = metav1TimeGo;

/** Helpers from pkg/apis/meta/v1/helpers.go (v0.36), verbatim. */
const helpersSrc = metav1HelpersGo;

export const metav1Package = goPackage({
  path: 'k8s.io/apimachinery/pkg/apis/meta/v1',
  files: {
    'meta.go': metaSrc,
    'time.go': timeSrc,
    'micro_time.go': microTimeSrc,
    'helpers.go': helpersSrc,
    'group_version.go': groupVersionSrc,
    'discovery.go': discoverySrc,
    'register.go': paramCodecSrc,
  },
  // Time and MicroTime have hand-written DeepCopyInto (as the real package); the rest are generated.
  deepCopy: { runtimePkg: 'runtime', except: ['Time', 'MicroTime'] },
  stringers,
});
