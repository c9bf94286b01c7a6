/** The six user types of spec 000 §1. Ids are stable: they are stored on users and sent as user_type_id. */
export const USER_TYPES = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Manager' },
  { id: 3, name: 'User' },
  { id: 4, name: 'Limited User' },
  { id: 5, name: 'Read Only' },
  { id: 6, name: 'Email Only' },
] as const;

export type UserTypeName = (typeof USER_TYPES)[number]['name'];
export type UserTypeId = (typeof USER_TYPES)[number]['id'];

export const USER_TYPE_ID = {
  admin: 1,
  manager: 2,
  user: 3,
  limitedUser: 4,
  readOnly: 5,
  emailOnly: 6,
} as const satisfies Record<string, UserTypeId>;

export function userTypeName(id: number): UserTypeName | undefined {
  return USER_TYPES.find((type) => type.id === id)?.name;
}

export function isUserTypeId(id: number): id is UserTypeId {
  return USER_TYPES.some((type) => type.id === id);
}
