import { exportFileName, type ExportStatus } from '@core/contracts/exports';
import { apiRequest, getJson } from '@web/lib/api-client';

/** How often a long export is asked about, and for how long at most. */
const EXPORT_POLL_MS = 2000;
const EXPORT_POLL_LIMIT_MS = 10 * 60 * 1000;

export interface ExportSeams {
  /** saves a blob under a file name (an object URL and a download link) */
  saveBlob(blob: Blob, fileName: string): void;
  /** lets the browser download a URL that answers with Content-Disposition: attachment */
  openDownload(url: string): void;
  sleep(ms: number): Promise<void>;
}

const browserSeams: ExportSeams = {
  saveBlob(blob, fileName) {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
  openDownload(url) {
    const link = document.createElement('a');
    link.href = url;
    document.body.append(link);
    link.click();
    link.remove();
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The name in Content-Disposition (filename* first), or today's dated name. */
export function downloadName(disposition: string | null): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? exportFileName(new Date());
}

/**
 * GET /api/schools/export-csv (SPEC §7): the file, saved as a dated CSV. When
 * the server is still building it (202), the export's status is asked every
 * few seconds and the file downloaded once done. Throws on failure.
 */
export async function downloadSchoolsCsv(seams: ExportSeams = browserSeams): Promise<void> {
  const response = await apiRequest('GET', '/api/schools/export-csv');
  if (response.status !== 202) {
    seams.saveBlob(
      await response.blob(),
      downloadName(response.headers.get('content-disposition')),
    );
    return;
  }
  const started = Date.now();
  let status = (await response.json()) as ExportStatus;
  while (status.state === 'pending' || status.state === 'running') {
    if (Date.now() - started > EXPORT_POLL_LIMIT_MS) throw new Error('export took too long');
    await seams.sleep(EXPORT_POLL_MS);
    status = await getJson<ExportStatus>(`/api/exports/${status.id}`);
  }
  if (status.state !== 'done' || !status.downloadUrl) throw new Error(status.error ?? 'failed');
  seams.openDownload(status.downloadUrl);
}
