import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

/**
 * The zod validator of every route, plus one rule for all text coming in (body, query string,
 * path and headers): no NUL character. PostgreSQL cannot store one, so a NUL in any field
 * would otherwise fail its statement (a 500); here it is a 400 naming the field.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidatorCompiler(route as never) as (data: unknown) => {
    error?: FastifySchemaValidationError[];
    value?: unknown;
  };
  return (data: unknown) => {
    const result = validate(data);
    if (result.error) return result;
    const paths = nulPaths(result.value);
    if (paths.length === 0) return result;
    return {
      error: paths.map((path) => ({
        keyword: 'nul_character',
        instancePath: `/${path.join('/')}`,
        schemaPath: '#/nul_character',
        message: 'must not contain a NUL character',
        params: {},
      })),
    };
  };
};

const MAX_DEPTH = 32;

/** Where, in a parsed value, a string holds U+0000. */
export function nulPaths(value: unknown, path: (string | number)[] = [], found: (string | number)[][] = []) {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    if (path.length < MAX_DEPTH) value.forEach((item, i) => nulPaths(item, [...path, i], found));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    if (path.length < MAX_DEPTH) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) found.push([...path, key]);
        nulPaths(item, [...path, key], found);
      }
    }
  }
  return found;
}
