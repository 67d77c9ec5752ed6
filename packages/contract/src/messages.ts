/**
 * Sentences the browser and the server both say, word for word (API.md: every rule the browser
 * checks is checked again on the server with the same message). No zod here: the storefront
 * imports this file without pulling the schema library into its bundle.
 */

/** SPEC.md §5: identifier and password are required at login. */
export const LOGIN_FIELDS_REQUIRED = 'Please enter your email or username and your password.';

/** SPEC.md §5: checkout requires a selected address. */
export const ADDRESS_REQUIRED = 'Please select a shipping address.';
