import toast from 'react-hot-toast';

/**
 * The cancel confirmation (docs/product.md §4): a toast asking 'Are you sure you want to cancel this
 * order?' with 'Yes, Cancel' and 'No', gone after 6 seconds; onConfirm runs only on 'Yes, Cancel'.
 */
export function confirmCancel(orderId: string, onConfirm: () => void) {
  toast.custom(
    (t) => (
      <div
        role="alertdialog"
        aria-labelledby={`cancel-${orderId}-question`}
        className={`pointer-events-auto w-80 rounded-xl bg-white p-4 shadow-xl ring-1 ring-black/5 transition-opacity ${t.visible ? 'animate-rise opacity-100' : 'opacity-0'}`}
      >
        <p id={`cancel-${orderId}-question`} className="text-sm font-medium text-neutral-900">
          Are you sure you want to cancel this order?
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => toast.dismiss(t.id)}
            className="rounded-full border border-neutral-300 px-4 py-1.5 text-sm font-medium hover:border-neutral-900"
          >
            No
          </button>
          <button
            type="button"
            onClick={() => {
              toast.dismiss(t.id);
              onConfirm();
            }}
            className="rounded-full bg-red-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-red-700"
          >
            Yes, Cancel
          </button>
        </div>
      </div>
    ),
    // One question per order, however often the button is pressed.
    { id: `cancel-${orderId}`, duration: 6000 },
  );
}
