import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '@lactea/contracts';
import { OPENAPI_FILE } from '../generated/openapi-doc.js';

type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[]; anyOf?: Schema[]; oneOf?: Schema[] };
type Operation = { parameters?: { in: string; name: string }[]; requestBody?: { content?: { 'application/json'?: { schema?: Schema } } } };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/**
 * A refused field is named in Spanish ('Estado: Elija …'): the error answer prefixes each message
 * with its field's label (plugins/errors.ts), or with the field's own key when it has none
 * ('state: …'). Every query parameter and top-level body field of every route, as the committed
 * document lists them (kept current by openapi.test.ts), has its label.
 */
describe('every request field has a Spanish label', () => {
  it('in FIELD_LABELS', () => {
    const doc = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as Document;
    const resolve = (s: Schema | undefined): Schema | undefined => (s?.$ref ? resolve(doc.components.schemas[s.$ref.split('/').pop()!]) : s);
    const fieldsOf = (s: Schema | undefined): string[] => {
      const r = resolve(s);
      if (!r) return [];
      return [...Object.keys(r.properties ?? {}), ...[...(r.allOf ?? []), ...(r.anyOf ?? []), ...(r.oneOf ?? [])].flatMap(fieldsOf)];
    };
    const unlabelled: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const fields = [...(op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name), ...fieldsOf(op.requestBody?.content?.['application/json']?.schema)];
        for (const field of new Set(fields)) if (!(field in FIELD_LABELS)) unlabelled.push(`${method.toUpperCase()} ${path}: ${field}`);
      }
    }
    expect(unlabelled).toEqual([]);
  });
});
