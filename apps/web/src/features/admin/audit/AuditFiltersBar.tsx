import { type AuditEntity, auditEntities } from '@vastra/contract/audit';
import { formStyles as f } from '../components/form-styles';
import { type AuditFilters, noAuditFilters, useStaffMembers } from './audit-api';
import { entityWord } from './audit-format';

const field = 'flex flex-col gap-1 text-sm text-neutral-600';

/** The log's filters: what kind of thing, who, and India days from and to (both included). */
export function AuditFiltersBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange(filters: AuditFilters): void;
}) {
  const { data: staff = [] } = useStaffMembers();
  const set = (changes: Partial<AuditFilters>) => onChange({ ...filters, ...changes });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="mb-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <label className={field}>
        What
        <select
          value={filters.entity}
          onChange={(event) => set({ entity: event.target.value as AuditEntity | '' })}
          className={`${f.input} py-1.5 sm:w-44`}
        >
          <option value="">Everything</option>
          {auditEntities.map((entity) => (
            <option key={entity} value={entity}>
              {entityWord(entity)}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        Who
        <select
          value={filters.actor}
          onChange={(event) => set({ actor: event.target.value })}
          className={`${f.input} py-1.5 sm:w-48`}
        >
          <option value="">Anyone</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.firstName} {member.lastName}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        From
        <input
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
          className={`${f.input} py-1.5`}
        />
      </label>
      <label className={field}>
        To
        <input
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
          className={`${f.input} py-1.5`}
        />
      </label>
      {filtered && (
        <button type="button" onClick={() => onChange(noAuditFilters)} className={f.secondaryButton}>
          Clear filters
        </button>
      )}
    </div>
  );
}
