export * from './accounts';
export * from './activity';
export * from './locations';
export * from './users';
