// Lint canary (see scripts/lint-canary.test.ts): the other half of the import cycle.
import { a } from './cycle-a';

export const b = () => a;
