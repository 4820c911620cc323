export * from './collection-paths.ts';
export * from './name-input.ts';
export * from './record-search-answer.ts';
export * from './record-search-query.ts';
export * from './record-search-vocabulary.ts';
export * from './scans-answers.ts';
export * from './tree-answers.ts';
