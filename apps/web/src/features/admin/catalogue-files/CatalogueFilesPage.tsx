import { useQuery } from '@tanstack/react-query';
import type { CatalogueImport } from '@vastra/contract/catalogue-files';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { EXPORT_PATH, fetchImport, startImport } from './catalogue-file-api';
import { isFinished, progressLine } from './import-progress';

/** Catalogue files: download the catalogue as CSV; check a file (dry run), then import it once clean. */
export function CatalogueFilesPage() {
  const [file, setFile] = useState<File | null>(null);
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
      setJobId((await startImport(file, dryRun)).import.id);
    } catch (error) {
      setProblem(errorMessage(error, 'The file could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Catalogue Files</h1>
      <section className="space-y-2 rounded-lg border bg-white p-4">
        <h2 className="font-medium">Export</h2>
        <p className="text-sm text-gray-600">
          Every product, one row per variant, in Shopify’s product CSV layout plus category, colour hex, HSN
          code and GST rate.
        </p>
        <button
          type="button"
          className="rounded-md bg-gray-900 px-4 py-2 text-sm text-white"
          onClick={() =>
            downloadFile(EXPORT_PATH, 'products.csv').catch((e) =>
              setProblem(errorMessage(e, 'The download failed.')),
            )
          }
        >
          Download CSV
        </button>
      </section>
      <section className="space-y-3 rounded-lg border bg-white p-4">
        <h2 className="font-medium">Import</h2>
        <label className="block text-sm">
          <span className="mb-1 block">CSV file (this shop’s export or a Shopify export)</span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setJobId(null);
            }}
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={!file || busy}
            className="rounded-md border px-4 py-2 text-sm disabled:opacity-50"
            onClick={() => send(true)}
          >
            Check file
          </button>
          {checkedClean && (
            <button
              type="button"
              disabled={busy}
              className="rounded-md bg-gray-900 px-4 py-2 text-sm text-white disabled:opacity-50"
              onClick={() => send(false)}
            >
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
