import { useState } from 'react';

/**
 * A form of text fields kept as one object: `field(name)` gives an input its name, value and change
 * handler, ready to spread into a TextField.
 */
export function useFormFields<Form extends { [Key in keyof Form]: string }>(initial: Form) {
  const [form, setForm] = useState(initial);
  const field = (name: keyof Form & string) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });
  return { form, field };
}
