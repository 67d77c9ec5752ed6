import type { UpdateProfileBody, User } from '@vastra/contract/users';

export interface ProfileForm {
  firstName: string;
  lastName: string;
  mobile: string;
  dob: string;
}

export const profileForm = (user: User): ProfileForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  mobile: user.mobile ?? '',
  dob: user.dob ?? '',
});

/**
 * PUT /users/profile's body. An empty mobile is sent as '' (the server clears it); an empty date of
 * birth is left out (docs/product.md §5), which keeps the stored one.
 */
export function profilePayload(form: ProfileForm): UpdateProfileBody {
  const body: UpdateProfileBody = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    mobile: form.mobile.trim(),
  };
  if (form.dob) body.dob = form.dob;
  return body;
}
