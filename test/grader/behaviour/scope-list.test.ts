import { behaviourSuite } from '../behaviour-suite.ts';

behaviourSuite('scope-list');
