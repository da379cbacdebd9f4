export { AccountAccess, PHONE_PATTERN } from './account-access';
export { IdentityRow, CODE_PATTERN, type IdentityRowProps } from './identity-row';
export { TextField, type TextFieldProps } from './text-field';
