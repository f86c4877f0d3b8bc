import { behaviourSuite } from '../behaviour-suite.ts';

behaviourSuite('rbac-markers');
