export * from './limits';
export * from './errors';
export * from './common';
export * from './auth';
export * from './settings';
export * from './dossier-fields';
