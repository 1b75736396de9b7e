import type { Readable } from 'node:stream';
import { exportFileName, type ExportStatus } from '@core/contracts/exports';
import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import { findExport, insertExport, type ExportRow } from '@db/queries/exports';
import type { ObjectStorage } from '@storage/storage';
import { HttpError, notFound } from '../../http/errors';
import { ExportWaiter } from './export-waiter';

const EXPORT_NOT_FOUND = 'Ekspor tidak ditemukan';
const EXPORT_FAILED = 'Gagal membuat file data sekolah. Silakan coba lagi.';
const EXPORT_EXPIRED = 'File ekspor sudah tidak tersedia. Silakan unduh ulang.';
/** how long a download URL of a finished export stays valid */
const DOWNLOAD_URL_SECONDS = 5 * 60;

export interface ExportFile {
  fileName: string;
  contentType: string;
  contentLength: number;
  body: Readable;
}

/**
 * The CSV export of all schools (SPEC §7, DESIGN §1): the api records the
 * request and its export.created event in one transaction, the worker
 * builds the file, the api hands it out. Exports are visible only to the site
 * admin who asked for them.
 */
export class ExportsService {
  private readonly waiter: ExportWaiter;

  constructor(
    private readonly sql: Sql,
    private readonly storage: ObjectStorage,
  ) {
    this.waiter = new ExportWaiter(sql);
  }

  async request(userId: number): Promise<ExportRow> {
    return this.sql.begin(async (tx) => {
      const row = await insertExport(tx, userId);
      await emitEvent(tx, { type: 'export.created', payload: { exportId: row.id } });
      return row;
    });
  }

  /** The export once done or failed, or as it is when `timeoutMs` has passed. */
  async waitFor(id: string, timeoutMs: number, signal?: AbortSignal): Promise<ExportRow> {
    const row = await this.waiter.wait(id, timeoutMs, signal);
    if (!row) throw notFound(EXPORT_NOT_FOUND);
    return row;
  }

  async find(userId: number, id: string): Promise<ExportRow> {
    const row = await findExport(this.sql, id);
    if (!row || row.requestedBy !== userId) throw notFound(EXPORT_NOT_FOUND);
    return row;
  }

  async status(row: ExportRow): Promise<ExportStatus> {
    const fileName = exportFileName(row.createdAt);
    const downloadUrl =
      row.state === 'done' && row.objectKey
        ? await this.storage.createDownloadUrl(row.objectKey, {
            fileName,
            expiresInSeconds: DOWNLOAD_URL_SECONDS,
          })
        : null;
    return {
      id: row.id,
      state: row.state,
      rowCount: row.rowCount,
      error: row.state === 'failed' ? EXPORT_FAILED : null,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      downloadUrl,
      fileName,
    };
  }

  /** The file of a done export; failed and expired exports are errors. */
  async open(row: ExportRow): Promise<ExportFile> {
    if (row.state === 'failed') throw new HttpError('INTERNAL', EXPORT_FAILED);
    const stored = row.objectKey ? await this.storage.get(row.objectKey) : null;
    if (!stored) throw new HttpError('NOT_FOUND', EXPORT_EXPIRED);
    return {
      fileName: exportFileName(row.createdAt),
      contentType: 'text/csv; charset=utf-8',
      contentLength: stored.contentLength,
      body: stored.body,
    };
  }
}
