import { behaviourSuite } from '../behaviour-suite.ts';

behaviourSuite('finalizer-cleanup');
