/** Writes the served OpenAPI document to a file (`npm run api:document -- <file>`; redocly lints that file). */
import { writeFileSync } from 'node:fs';
import { servedDocument } from './served-document';

const file = process.argv[2] ?? 'openapi.json';
writeFileSync(file, `${JSON.stringify(await servedDocument(), null, 2)}\n`);
