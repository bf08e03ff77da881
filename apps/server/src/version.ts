/** Shown by /api/health and the OpenAPI document. */
export const version = '0.1.0';
