import { useQuery } from '@tanstack/react-query';
import type { CatalogueImport } from '@vastra/contract/catalogue-files';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { formStyles as f } from '../components/form-styles';
import { PageHeader } from '../components/PageHeader';
import { EXPORT_PATH, fetchImport, startImport } from './catalogue-file-api';
import { isFinished, progressLine } from './import-progress';

const fileInput =
  'block w-full max-w-md text-sm text-neutral-700 file:mr-3 file:rounded-lg file:border file:border-neutral-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-medium file:text-neutral-800 hover:file:bg-neutral-50';

/** Catalogue files: download the catalogue as CSV; check a file (dry run), then import it once clean. */
export function CatalogueFilesPage() {
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const job = useQuery({
    queryKey: ['catalogue-import', jobId],
    queryFn: () => fetchImport(jobId as string),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : 1000),
  }).data;
  const checkedClean = job?.dryRun === true && job.status === 'DONE';

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      setJobId((await startImport(file, images, dryRun)).import.id);
    } catch (error) {
      setProblem(errorMessage(error, 'The file could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Catalogue Files"
        description="The whole catalogue out as a spreadsheet, and back in: check a file first, then import it."
      />
      <section className="space-y-3 rounded-xl border border-neutral-200 bg-white p-5">
        <h2 className="text-base font-semibold text-neutral-900">Export</h2>
        <p className="text-sm text-neutral-500">
          Every product, one row per variant, in Shopify’s product CSV layout plus category, colour hex, HSN
          code and GST rate.
        </p>
        <button
          type="button"
          className={f.primaryButton}
          onClick={() =>
            downloadFile(EXPORT_PATH, 'products.csv').catch((e) =>
              setProblem(errorMessage(e, 'The download failed.')),
            )
          }
        >
          Download CSV
        </button>
      </section>
      <section className="space-y-3 rounded-xl border border-neutral-200 bg-white p-5">
        <h2 className="text-base font-semibold text-neutral-900">Import</h2>
        <label className="block text-sm">
          <span className={f.label}>CSV file (this shop’s export or a Shopify export)</span>
          <input
            type="file"
            accept=".csv,text/csv"
            className={fileInput}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setJobId(null);
            }}
          />
        </label>
        <label className="block text-sm">
          <span className={f.label}>Photos as a zip (optional)</span>
          <input
            type="file"
            accept=".zip,application/zip"
            className={fileInput}
            aria-describedby="catalogue-zip-hint"
            onChange={(event) => {
              setImages(event.target.files?.[0] ?? null);
              setJobId(null);
            }}
          />
          <span id="catalogue-zip-hint" className="mt-1 block max-w-xl text-xs text-neutral-500">
            Where Image Src gives a file name such as kurta-front.jpg instead of an address, the photo is
            taken from this zip. PNG, JPG, WebP, GIF or AVIF, 5 MB each; the zip at most 50 MB.
          </span>
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={!file || busy}
            className={f.secondaryButton}
            onClick={() => send(true)}
          >
            Check file
          </button>
          {checkedClean && (
            <button type="button" disabled={busy} className={f.primaryButton} onClick={() => send(false)}>
              Import
            </button>
          )}
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        {job && <ImportReport job={job} />}
      </section>
    </div>
  );
}

function ImportReport({ job }: { job: CatalogueImport }) {
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="text-sm">{progressLine(job)}</p>
      {!isFinished(job) && job.rows > 0 && (
        <progress className="w-full" max={job.rows} value={job.rowsDone} />
      )}
      {job.errors.length > 0 && (
        <ul className="space-y-1 text-sm">
          {job.errors.map((error) => (
            <li
              key={`${error.row}-${error.field}-${error.message}`}
              className="rounded border border-red-200 bg-red-50 p-2"
            >
              <span className="font-medium">
                Row {error.row}, {error.field}:
              </span>{' '}
              {error.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
