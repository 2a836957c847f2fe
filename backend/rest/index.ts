export { createRestHandler } from './handler';
export { corsHeaders } from './cors';
