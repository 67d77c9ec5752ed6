import { reportPeriods } from '@vastra/contract/reports';
import { useId } from 'react';
import { formStyles as f } from '../components/form-styles';
import {
  presetChoice,
  presetLabels,
  type ReportChoice,
  type ReportPreset,
  reportPresets,
} from './report-range';

const segment = (on: boolean) =>
  `rounded-md px-3 py-1.5 text-sm font-medium capitalize transition ${on ? 'bg-white text-neutral-900 shadow-sm' : 'text-neutral-500 hover:text-neutral-800'}`;

/** The report's range (a preset, or two dates) and whether its sales rows are days, weeks or months. */
export function RangePicker({
  choice,
  today,
  problem,
  onChange,
}: {
  choice: ReportChoice;
  today: string;
  /** Why the server would refuse the choice, shown under it. */
  problem: string | null;
  onChange(choice: ReportChoice): void;
}) {
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const isPreset = (preset: ReportPreset) => {
    const range = presetChoice(preset, today);
    return range.from === choice.from && range.to === choice.to;
  };
  return (
    <section
      aria-label="Report range"
      className="mb-6 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="inline-flex flex-wrap rounded-lg bg-neutral-100 p-0.5">
          <legend className="sr-only">Range</legend>
          {reportPresets.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={isPreset(preset)}
              onClick={() => onChange(presetChoice(preset, today))}
              className={segment(isPreset(preset))}
            >
              {presetLabels[preset]}
            </button>
          ))}
        </fieldset>
        <div>
          <label htmlFor={fromId} className={f.label}>
            From
          </label>
          <input
            id={fromId}
            type="date"
            value={choice.from}
            max={choice.to || undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => onChange({ ...choice, from: event.target.value })}
            className={f.input}
          />
        </div>
        <div>
          <label htmlFor={toId} className={f.label}>
            To
          </label>
          <input
            id={toId}
            type="date"
            value={choice.to}
            min={choice.from || undefined}
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => onChange({ ...choice, to: event.target.value })}
            className={f.input}
          />
        </div>
        <fieldset className="inline-flex rounded-lg bg-neutral-100 p-0.5">
          <legend className="sr-only">Sales by</legend>
          {reportPeriods.map((by) => (
            <button
              key={by}
              type="button"
              aria-pressed={choice.by === by}
              onClick={() => onChange({ ...choice, by })}
              className={segment(choice.by === by)}
            >
              By {by}
            </button>
          ))}
        </fieldset>
      </div>
      {problem && (
        <p id={problemId} role="alert" className={f.error}>
          {problem}
        </p>
      )}
    </section>
  );
}
