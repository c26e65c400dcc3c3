/** The public face of the reference module: other modules and the app import from here only. */
export { expertSearchText } from './expert-search-text';
export { referenceRoutes } from './reference.routes';
