export * from './account-settings';
export * from './accounts';
export * from './auth';
export * from './hal';
export * from './permissions';
export * from './user-types';
export * from './users';
