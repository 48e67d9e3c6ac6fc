// Lint canary (see scripts/lint-canary.test.ts): half of an import cycle, written extensionless on purpose.
import { b } from './cycle-b';

export const a = () => b;
