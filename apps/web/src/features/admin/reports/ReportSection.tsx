import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useFileDownload } from '../../../lib/use-file-download';
import { formStyles as f } from '../components/form-styles';

/** A report's block: its heading, what it counts, a Download CSV button for the same rows, then the figures. */
export function ReportSection({
  title,
  description,
  csvPath,
  csvName,
  children,
}: {
  title: string;
  description: string;
  /** The report's CSV twin for the range shown; null while the range is one the server refuses. */
  csvPath: string | null;
  csvName: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const csv = useFileDownload(`The ${title.toLowerCase()} could not be downloaded.`);
  return (
    <section aria-labelledby={titleId} className="mb-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-neutral-900">
            {title}
          </h2>
          <p className="text-sm text-neutral-500">{description}</p>
        </div>
        <button
          type="button"
          onClick={() => csvPath && csv.download(csvPath, csvName)}
          disabled={csvPath === null || csv.downloading}
          aria-label={`Download ${title.toLowerCase()} as CSV`}
          className={f.secondaryButton}
        >
          <Download className="size-4" aria-hidden />
          {csv.downloading ? 'Downloading...' : 'Download CSV'}
        </button>
      </div>
      {children}
    </section>
  );
}
