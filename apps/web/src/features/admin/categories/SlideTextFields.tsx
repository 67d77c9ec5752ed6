import { useId } from 'react';
import { SLIDE_TEXT_MAX_LENGTH, type SlideTextDraft } from './slide-text';

interface SlideTextFieldsProps {
  /** Names the file for screen readers, e.g. "media 2". */
  label: string;
  value: SlideTextDraft;
  onChange(value: SlideTextDraft): void;
  disabled: boolean;
}

const inputClass =
  'block h-8 w-full min-w-0 rounded-md border border-neutral-300 bg-white px-2 text-sm outline-none transition placeholder:text-neutral-400 focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10 disabled:bg-neutral-100';

/** The headline and offer the storefront draws over one slide of the category's slideshow. */
export function SlideTextFields({ label, value, onChange, disabled }: SlideTextFieldsProps) {
  const id = useId();
  const field = (key: keyof SlideTextDraft, title: string, placeholder: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-xs font-medium text-neutral-700">
        {title}
        <span className="sr-only"> for {label}</span>
      </label>
      <input
        id={`${id}-${key}`}
        value={value[key]}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
        maxLength={SLIDE_TEXT_MAX_LENGTH}
        placeholder={placeholder}
        disabled={disabled}
        className={inputClass}
      />
    </div>
  );
  return (
    <div className="space-y-1">
      {field('headline', 'Headline', 'e.g. Festive Edit')}
      {field('offer', 'Offer', 'e.g. Up to 40% off')}
    </div>
  );
}
