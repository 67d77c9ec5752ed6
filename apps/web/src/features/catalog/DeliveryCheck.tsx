import { Banknote, MapPin, Truck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { defaultAddress, useAddresses } from '../../lib/address-queries';
import { ApiError } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
import { deliveryByLine, isPincode, PINCODE_INVALID, useDeliveryCheck } from '../../lib/delivery-check';
import { readRememberedPincode, rememberPincode } from './remembered-pincode';

/**
 * "Check delivery": a pincode (the one checked last, else the signed-in shopper's default address)
 * and the shop's answer for it: by when it arrives, and whether cash on delivery is taken there.
 */
export function DeliveryCheck() {
  const id = useId();
  const signedIn = useAuthStore((s) => s.user !== null);
  const { data: addresses } = useAddresses({ enabled: signedIn });
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const check = useDeliveryCheck(checked);
  const [searchParams, setSearchParams] = useSearchParams();
  const box = useRef<HTMLInputElement>(null);

  // Read after the first render, which must match the page the server drew. A Check pressed before
  // the page's code ran submitted the form natively, so that pincode arrives in the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page comes alive.
  useEffect(() => {
    const asked = searchParams.get('pincode');
    if (asked !== null) {
      setTouched(true);
      setTyped(asked);
      if (isPincode(asked)) setChecked(asked.trim());
      else setProblem(PINCODE_INVALID);
      setSearchParams(
        (params) => {
          params.delete('pincode');
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
      return;
    }
    // Typed before the page's code ran: the box holds it, and it outranks any pincode we would offer.
    const early = box.current?.value ?? '';
    if (early) {
      setTouched(true);
      setTyped(early);
      return;
    }
    const remembered = readRememberedPincode();
    if (remembered) {
      setTyped(remembered);
      setChecked(remembered);
    }
  }, []);
  const fromAddress = defaultAddress(addresses)?.postalCode;
  useEffect(() => {
    if (!fromAddress || touched || box.current?.value || readRememberedPincode()) return;
    setTyped(fromAddress);
    setChecked(fromAddress);
  }, [fromAddress, touched]);

  useEffect(() => {
    if (check.data) rememberPincode(check.data.pincode);
  }, [check.data]);

  // An answer stands only beside the pincode it is for: once the box says another, it goes.
  const current = checked !== undefined && checked === typed.trim();
  const refusal =
    current && check.error instanceof ApiError && check.error.status === 400 ? check.error.message : null;
  const shownProblem = problem ?? refusal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // The box, not the state: what is on screen is what the shopper asked for.
    const asked = box.current?.value ?? '';
    setTyped(asked);
    if (!isPincode(asked)) {
      setProblem(PINCODE_INVALID);
      setChecked(undefined);
      return;
    }
    setProblem(null);
    setChecked(asked.trim());
    if (asked.trim() === checked) void check.refetch();
  };

  const answer = current ? check.data : undefined;
  const by = answer && deliveryByLine(answer);
  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-neutral-200/70 pt-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-neutral-900">
        <MapPin className="size-4 text-accent" strokeWidth={1.75} aria-hidden />
        Check delivery
      </h2>
      <form onSubmit={submit} noValidate className="mt-3">
        <label htmlFor={`${id}-pincode`} className="mb-1 block text-xs text-neutral-600">
          Pincode
        </label>
        <div className="flex max-w-md gap-2">
          <input
            ref={box}
            id={`${id}-pincode`}
            name="pincode"
            value={typed}
            onChange={(event) => {
              setTouched(true);
              setTyped(event.target.value);
              setProblem(null);
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="6-digit pincode"
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={shownProblem ? `${id}-problem` : undefined}
            // Focused on a phone, the box scrolls clear of the add-to-bag and bottom bars.
            className="h-11 scroll-mb-48 w-full min-w-0 rounded-full border border-neutral-300 bg-white px-4 text-sm tracking-wider outline-none focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10"
          />
          <button
            type="submit"
            disabled={check.isFetching}
            className="h-11 shrink-0 rounded-full border border-neutral-900 px-5 text-sm font-semibold transition hover:bg-neutral-900 hover:text-white disabled:opacity-60"
          >
            Check
          </button>
        </div>
        {shownProblem && (
          <p id={`${id}-problem`} className="mt-1.5 text-sm text-red-600">
            {shownProblem}
          </p>
        )}
      </form>
      <div aria-live="polite" className="mt-3 space-y-2 text-sm text-neutral-700">
        {current && check.isFetching && <p className="text-neutral-500">Checking...</p>}
        {!check.isFetching && answer && !answer.serviceable && (
          <p className="font-medium text-red-700">We do not deliver to this pincode yet.</p>
        )}
        {!check.isFetching && answer?.serviceable && (
          <>
            {by && (
              <p className="flex items-center gap-3 font-medium text-neutral-900">
                <Truck className="size-5 shrink-0 text-accent" strokeWidth={1.5} aria-hidden />
                {by}
              </p>
            )}
            <p className="flex items-center gap-3">
              <Banknote className="size-5 shrink-0 text-accent" strokeWidth={1.5} aria-hidden />
              {answer.cod ? 'Cash on delivery available' : 'Cash on delivery not available'}
            </p>
          </>
        )}
        {current && !check.isFetching && check.isError && !refusal && (
          <p className="text-red-700">Delivery could not be checked. Please try again.</p>
        )}
      </div>
    </section>
  );
}
