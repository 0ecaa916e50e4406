/**
 * What a record's schema allows for the number at a JSON path, in words, for the loader's
 * messages (issue 16 §5): JSON reads 1e309 as Infinity, which zod calls "received Infinity" and
 * JSON.stringify writes as null, so the loader says instead "expected a whole number from
 * -2147483648 to 4294967295, got a number too large to read".
 */
import { z } from 'zod';

/** The schema that checks the value at `path` of `json`, following the union branch the value takes. */
function schemaAt(root: z.ZodType, path: readonly PropertyKey[], json: unknown): z.ZodType | undefined {
  let schema: z.ZodType | undefined = unwrap(root, json);
  let value = json;
  for (const key of path) {
    if (schema instanceof z.ZodObject) schema = (schema.shape as Record<PropertyKey, z.ZodType>)[key];
    else if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
    else if (schema instanceof z.ZodRecord) schema = schema.valueType as z.ZodType;
    else return undefined;
    value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    schema = schema && unwrap(schema, value);
  }
  return schema;
}

/** Through optional, nullable, default and transform wrappers, and into the union branch `value` is in. */
function unwrap(schema: z.ZodType, value: unknown): z.ZodType | undefined {
  let s: z.ZodType | undefined = schema;
  for (;;) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else if (s instanceof z.ZodDiscriminatedUnion) s = branchOf(s, value);
    else return s;
  }
}

function branchOf(union: z.ZodDiscriminatedUnion, value: unknown): z.ZodType | undefined {
  const key = union.def.discriminator;
  const tag = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return (union.options as z.ZodType[]).find((o) => o instanceof z.ZodObject && (o.shape[key] as z.ZodType).safeParse(tag).success);
}

/** "expected a whole number from 0 to 1000" for the number schema at `path`; null if not a number there. */
export function numberExpected(root: z.ZodType, path: readonly PropertyKey[], json: unknown): string | null {
  const schema = schemaAt(root, path, json);
  if (!(schema instanceof z.ZodNumber)) return null;
  const kind = schema.isInt ? 'a whole number' : 'a number';
  const min = schema.minValue;
  const max = schema.maxValue;
  // An int without bounds of its own carries the safe-integer range: not worth stating.
  const hasMin = min !== null && Number.isFinite(min) && min !== Number.MIN_SAFE_INTEGER;
  const hasMax = max !== null && Number.isFinite(max) && max !== Number.MAX_SAFE_INTEGER;
  if (hasMin && hasMax) return `expected ${kind} from ${min} to ${max}`;
  if (hasMin) return `expected ${kind} of ${min} or more`;
  if (hasMax) return `expected ${kind} of ${max} or less`;
  return `expected ${kind}`;
}
