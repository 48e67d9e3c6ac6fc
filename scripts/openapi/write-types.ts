/**
 * `npm run api:types`: regenerates the web's API types (apps/web/src/lib/api-schema.ts) and their check against the
 * zod contracts (api-schema-check.ts) from the served OpenAPI document. openapi-contract.test.ts fails while stale.
 */
import { writeFileSync } from 'node:fs';
import { apiChecksSource, apiTypesSource, API_CHECKS_FILE, API_TYPES_FILE } from './api-types';
import { servedDocument } from './served-document';

const document = await servedDocument();
writeFileSync(API_TYPES_FILE, await apiTypesSource(document));
writeFileSync(API_CHECKS_FILE, apiChecksSource(document));
console.log(`wrote ${API_TYPES_FILE} and ${API_CHECKS_FILE}`);
