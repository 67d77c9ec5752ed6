import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company } from '@vastra/contract/catalogue';
import { INDIAN_STATES } from '@vastra/contract/indian-states';
import { ImageIcon } from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api';
import { companyQueryKey } from '../../../lib/company';
import { FilePicker } from '../components/FilePicker';
import { formStyles as f } from '../components/form-styles';
import { UploadProgress } from '../components/UploadProgress';
import { usePickedFiles } from '../components/use-picked-files';
import { type CompanyDraft, saveCompany } from './company-api';
import { gstinError, pincodeError } from './company-rules';

const officerFields = [
  { key: 'grievanceOfficerName', label: "Officer's name", maxLength: 200, wide: true },
  { key: 'grievanceOfficerEmail', label: "Officer's email", type: 'email', maxLength: 254 },
  { key: 'grievanceOfficerPhone', label: "Officer's phone", type: 'tel', maxLength: 50 },
] as const;

/** Edits the company details; a blank form while none are saved. */
export function CompanyForm({ company }: { company: Company | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CompanyDraft>({
    name: company?.name ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    address: company?.address ?? '',
    pincode: company?.pincode ?? '',
    gstin: company?.gstin ?? '',
    state: company?.state ?? '',
    grievanceOfficerName: company?.grievanceOfficer?.name ?? '',
    grievanceOfficerEmail: company?.grievanceOfficer?.email ?? '',
    grievanceOfficerPhone: company?.grievanceOfficer?.phone ?? '',
  });
  const logo = usePickedFiles();
  const [progress, setProgress] = useState<number | null>(null);
  const [pincodeProblem, setPincodeProblem] = useState<string | null>(null);
  const [gstinProblem, setGstinProblem] = useState<string | null>(null);
  /**
   * Why the server refused the last save: its sentence per field (say, an email address it cannot
   * accept), each cleared as that field is edited, or one sentence for the form (say, a logo that is
   * not an image).
   */
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const newLogo = logo.picked[0];
  const edit = (key: keyof CompanyDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setServerProblems(({ [key]: _, ...others }) => others);
  };

  const save = useMutation({
    mutationFn: () => saveCompany(draft, newLogo?.file, setProgress),
    onSuccess: async () => {
      toast.success('Company details updated successfully!');
      setServerProblems({});
      setServerProblem(null);
      logo.replace(undefined);
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: companyQueryKey });
    },
    onError: (error) => {
      setProgress(null);
      toast.error('Failed to update details');
      const refused = error instanceof ApiError && error.status < 500 ? error : null;
      setServerProblems(refused?.errors ?? {});
      setServerProblem(refused && !refused.errors ? refused.message : null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = pincodeError(draft.pincode);
    const gstin = gstinError(draft.gstin, draft.state);
    setPincodeProblem(problem);
    setGstinProblem(gstin);
    if (problem || gstin) return;
    setProgress(0);
    save.mutate();
  };

  const busy = save.isPending;
  const logoSrc = newLogo?.previewUrl ?? company?.logoUrl ?? null;
  return (
    <form onSubmit={submit} className="rounded-xl border border-neutral-200 bg-white shadow-sm">
      <fieldset disabled={busy} className="grid gap-5 p-6 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Company name"
          value={draft.name}
          onValue={edit('name')}
          required
          maxLength={200}
          autoComplete="organization"
          wide
          problem={serverProblems.name}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          value={draft.email}
          onValue={edit('email')}
          maxLength={254}
          autoComplete="email"
          problem={serverProblems.email}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone"
          type="tel"
          value={draft.phone}
          onValue={edit('phone')}
          maxLength={50}
          autoComplete="tel"
          problem={serverProblems.phone}
        />
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-address`} className={f.label}>
            Address
          </label>
          <textarea
            id={`${id}-address`}
            value={draft.address}
            onChange={(event) => edit('address')(event.target.value)}
            rows={3}
            maxLength={500}
            autoComplete="street-address"
            className={f.input}
          />
        </div>
        <TextField
          id={`${id}-pincode`}
          label="Pincode"
          value={draft.pincode}
          onValue={(value) => {
            edit('pincode')(value);
            setPincodeProblem(null);
          }}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          problem={pincodeProblem ?? serverProblems.pincode}
        />
        <div>
          <label htmlFor={`${id}-state`} className={f.label}>
            State
          </label>
          <select
            id={`${id}-state`}
            value={draft.state}
            onChange={(event) => {
              edit('state')(event.target.value);
              setGstinProblem(null);
            }}
            aria-invalid={!!serverProblems.state}
            className={f.input}
          >
            <option value="">Choose a state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state.code} value={state.name}>
                {state.name}
              </option>
            ))}
          </select>
          {serverProblems.state && (
            <p role="alert" className={f.error}>
              {serverProblems.state}
            </p>
          )}
        </div>
        <TextField
          id={`${id}-gstin`}
          label="GSTIN"
          value={draft.gstin}
          onValue={(value) => {
            edit('gstin')(value);
            setGstinProblem(null);
          }}
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="29ABCDE1234F1Z5"
          hint="Leave blank if the shop is not registered for GST: orders then get a bill of supply instead of a tax invoice."
          problem={gstinProblem ?? serverProblems.gstin}
        />
        <fieldset className="grid gap-5 border-t border-neutral-200 pt-5 sm:col-span-2 sm:grid-cols-2">
          <legend className="float-left mb-1 text-sm font-semibold text-neutral-900 sm:col-span-2">
            Grievance officer
          </legend>
          <p className="-mt-3 text-xs text-neutral-500 sm:col-span-2">
            India's e-commerce rules ask the shop to name the person who hears shoppers' complaints. Shown on
            the storefront's contact page.
          </p>
          {officerFields.map(({ key, ...field }) => (
            <TextField
              key={key}
              id={`${id}-${key}`}
              {...field}
              value={draft[key]}
              onValue={edit(key)}
              autoComplete="off"
              problem={serverProblems[key]}
            />
          ))}
        </fieldset>
        <div className="sm:col-span-2">
          <span className={f.label}>Logo</span>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="flex h-24 w-40 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-neutral-200 bg-neutral-50 p-2">
              {logoSrc ? (
                <img
                  src={logoSrc}
                  alt="Company logo preview"
                  className="max-h-full max-w-full object-contain"
                />
              ) : (
                <ImageIcon className="size-6 text-neutral-300" aria-hidden />
              )}
            </div>
            <div className="flex-1">
              <FilePicker
                label={company?.logoUrl ? 'Choose a new logo' : 'Choose a logo'}
                hint="PNG, JPG or WebP, up to 5MB"
                accept="image/*"
                onPick={(files) => logo.replace(files[0])}
              />
            </div>
          </div>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center justify-end gap-4 rounded-b-xl border-t border-neutral-200 bg-neutral-50 px-6 py-4">
        {serverProblem && (
          <p role="alert" className="mr-auto text-sm text-red-700">
            {serverProblem}
          </p>
        )}
        {progress !== null && (
          <div className="mr-auto w-full sm:w-64">
            <UploadProgress fraction={progress} />
          </div>
        )}
        <button type="submit" disabled={busy} className={f.primaryButton}>
          {busy ? 'Saving...' : 'Save Details'}
        </button>
      </div>
    </form>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValue(value: string): void;
  /** Spans both columns. */
  wide?: boolean;
  problem?: string | null;
  hint?: string;
}

function TextField({ id, label, onValue, wide, problem, hint, required, ...input }: TextFieldProps) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className={f.label}>
        {label} {required && <span className="text-red-600">*</span>}
      </label>
      <input
        id={id}
        type="text"
        {...input}
        required={required}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={!!problem}
        className={f.input}
      />
      {problem ? (
        <p role="alert" className={f.error}>
          {problem}
        </p>
      ) : (
        hint && <p className="mt-1 text-xs text-neutral-500">{hint}</p>
      )}
    </div>
  );
}
