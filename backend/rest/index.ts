export { createRestHandler, type RestHandler } from './handler';
export { corsHeaders, EXPOSED_HEADERS } from './cors';
export { SchemaCache } from './schema-cache';
