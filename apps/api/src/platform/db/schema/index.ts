export * from './accounts';
export * from './activity';
export * from './integrations';
export * from './locations';
export * from './review-counts';
export * from './reviews';
export * from './user-preferences';
export * from './users';
