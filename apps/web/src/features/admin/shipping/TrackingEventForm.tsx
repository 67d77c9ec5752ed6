import type { ShipmentEventBody } from '@vastra/contract/shipping';
import { shipmentStatuses } from '@vastra/contract/statuses';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { shipmentStatusLabel } from '../../../lib/shipment';
import { formStyles as f } from '../components/form-styles';
import { useAddShipmentEvent } from './shipping-api';

type EventStatus = ShipmentEventBody['status'];
/** BOOKED is the booking itself; every later step can be recorded. */
const recordable = shipmentStatuses.filter((status): status is EventStatus => status !== 'BOOKED');

/** "Add tracking event": the shop that ships itself says where the parcel is, as a courier would. */
export function TrackingEventForm({ orderId }: { orderId: string }) {
  const id = useId();
  const add = useAddShipmentEvent();
  const [status, setStatus] = useState<EventStatus>('PICKED_UP');
  const [location, setLocation] = useState('');
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ShipmentEventBody = { status };
    if (location.trim()) body.location = location.trim();
    if (description.trim()) body.description = description.trim();
    add.mutate(
      { orderId, body },
      {
        onSuccess: () => {
          setProblems({});
          setLocation('');
          setDescription('');
          toast.success('Tracking event added.');
        },
        onError: (error) => {
          setProblems(error instanceof ApiError ? (error.errors ?? {}) : {});
          toast.error(errorMessage(error, 'The tracking event could not be added.'));
        },
      },
    );
  };

  const hint = (field: string) =>
    problems[field] && (
      <p id={`${id}-${field}-problem`} className={f.error}>
        {problems[field]}
      </p>
    );
  const describedBy = (field: string) => (problems[field] ? `${id}-${field}-problem` : undefined);

  return (
    <form onSubmit={submit} noValidate aria-label="Add tracking event" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-status`} className={f.label}>
            Status
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as EventStatus)}
            aria-describedby={describedBy('status')}
            className={f.input}
          >
            {recordable.map((value) => (
              <option key={value} value={value}>
                {shipmentStatusLabel[value]}
              </option>
            ))}
          </select>
          {hint('status')}
        </div>
        <div>
          <label htmlFor={`${id}-location`} className={f.label}>
            Location (optional)
          </label>
          <input
            id={`${id}-location`}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            maxLength={200}
            aria-describedby={describedBy('location')}
            className={f.input}
          />
          {hint('location')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={f.label}>
          Description (optional)
        </label>
        <input
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={500}
          aria-describedby={describedBy('description')}
          className={f.input}
        />
        {hint('description')}
      </div>
      <button type="submit" disabled={add.isPending} className={f.secondaryButton}>
        {add.isPending ? 'Adding...' : 'Add tracking event'}
      </button>
    </form>
  );
}
