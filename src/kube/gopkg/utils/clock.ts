// k8s.io/utils/clock and clock/testing: the Clock interfaces, RealClock over the time package
// (the run's virtual clock), and the fake clocks tests step by hand. Plain Go.

import { goPackage } from '../pkg.ts';
import src from './clock.go?raw';
import testingSrc from './clock-testing.go?raw';

export const clockPackage = goPackage({ path: 'k8s.io/utils/clock', files: { 'clock.go': src } });

export const clockTestingPackage = goPackage({
  path: 'k8s.io/utils/clock/testing',
  files: { 'fake_clock.go': testingSrc },
});
