import type { z } from 'zod';

/**
 * What a request must carry, as the validator itself decides it. zod's JSON
 * Schema lists a key as required unless its schema is `.optional()`; but many fields turn absence
 * into a value before validating (`page` → 1, a filter → 0, a blank gloss → null), and they would
 * read as required when the server accepts them absent. So the document asks the schema: a key is
 * required exactly when parsing `undefined` for it fails. Nested objects and array items follow
 * the same rule, and so do the branches of a union.
 */
export interface JsonSchemaNode {
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  [key: string]: unknown;
}

type AnySchema = z.core.$ZodType;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema that shapes the input: past wrappers, a preprocess's target, a transform's source. */
function inputShape(schema: AnySchema): AnySchema {
  for (let current = schema; ; ) {
    const def = current._zod.def as unknown as { type: string; in?: AnySchema; out?: AnySchema; innerType?: AnySchema; getter?: () => AnySchema };
    if (def.type === 'pipe') current = def.in!._zod.def.type === 'transform' ? def.out! : def.in!;
    else if (WRAPPERS.has(def.type)) current = def.innerType!;
    else if (def.type === 'lazy') current = def.getter!();
    else return current;
  }
}

const acceptsAbsent = (schema: AnySchema) => (schema as unknown as z.ZodType).safeParse(undefined).success;

/** Rewrites `required` in `json` (the input JSON Schema of `schema`) to what the validator enforces. */
export function trueRequired(schema: AnySchema, json: JsonSchemaNode | undefined): void {
  if (!json) return;
  const shape = inputShape(schema);
  const def = shape._zod.def as unknown as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema; options?: AnySchema[] };
  const branches = json.anyOf as JsonSchemaNode[] | undefined;
  if (def.type === 'union' && def.options && branches?.length === def.options.length) {
    def.options.forEach((option, i) => trueRequired(option, branches[i]));
    return;
  }
  // A nullable object is `anyOf: [object, { type: 'null' }]`: the rule applies to the object branch.
  if (def.type !== 'union' && branches) {
    for (const branch of branches) trueRequired(shape, branch);
    return;
  }
  if (def.type === 'object' && def.shape && json.properties) {
    const required = Object.keys(json.properties).filter((key) => def.shape![key] && !acceptsAbsent(def.shape![key]));
    if (required.length) json.required = required;
    else delete json.required;
    for (const [key, child] of Object.entries(json.properties)) if (def.shape[key]) trueRequired(def.shape[key], child);
  } else if (def.type === 'array' && def.element && json.items) {
    trueRequired(def.element, json.items);
  }
}
