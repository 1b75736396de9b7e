import { fileTypeFromBuffer } from 'file-type';
import {
  READING_NOT_SUPPORTED,
  READING_TOO_SLOW,
  READING_UNREADABLE,
  type ReadLine,
} from '@core/contracts/readings';
import { UPLOAD_MAX_BYTES } from '@core/uploads';
import { claimReading, findUploadOwner, finishReading } from '@db/queries/readings';
import { readAtMost } from '@storage/storage';
import type { ReadableKind } from '../reading/read-document';
import {
  readingThreadFor,
  ReadingTimeoutError,
  type ReadingThread,
} from '../reading/reading-thread';
import type { EventJobData, Handler, HandlerContext } from './context';

const KINDS: Record<string, ReadableKind> = {
  pdf: 'pdf',
  jpg: 'image',
  png: 'image',
  webp: 'image',
};

const NO_LINES_FOUND = READING_UNREADABLE;

function threadOf(ctx: HandlerContext): ReadingThread {
  return readingThreadFor(ctx.config, () => ({
    timeoutMs: ctx.config.READING_TIMEOUT_MS,
    heapMb: ctx.config.READING_HEAP_MB,
  }));
}

type Outcome =
  | {
      status: 'done';
      lines: ReadLine[];
      source: string | null;
      pageCount: number;
      ocrPages: number;
    }
  | { status: 'unreadable'; message: string; pageCount?: number; ocrPages?: number };

async function read(ctx: HandlerContext, objectKey: string): Promise<Outcome> {
  const object = await ctx.storage.get(objectKey);
  if (!object) return { status: 'unreadable', message: READING_UNREADABLE };
  const bytes = await readAtMost(object.body, UPLOAD_MAX_BYTES);
  if (!bytes) return { status: 'unreadable', message: READING_UNREADABLE };
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  const kind = detected ? KINDS[detected] : undefined;
  if (!kind) return { status: 'unreadable', message: READING_NOT_SUPPORTED };
  try {
    const result = await threadOf(ctx).read({
      // a copy of its own, handed over to the thread
      bytes: new Uint8Array(bytes),
      kind,
      maxPages: ctx.config.READING_MAX_PAGES,
      pageTimeoutMs: ctx.config.READING_PAGE_TIMEOUT_MS,
    });
    if (result.lines.length === 0)
      return {
        status: 'unreadable',
        message: NO_LINES_FOUND,
        pageCount: result.pageCount,
        ocrPages: result.ocrPages,
      };
    return {
      status: 'done',
      lines: result.lines,
      source: result.source,
      pageCount: result.pageCount,
      ocrPages: result.ocrPages,
    };
  } catch (error) {
    ctx.logger.warn({ err: error, objectKey }, 'brochure not read');
    return {
      status: 'unreadable',
      message: error instanceof ReadingTimeoutError ? READING_TOO_SLOW : READING_UNREADABLE,
    };
  }
}

/**
 * upload.received: reads the file's fee lines (issue 21) on the reading
 * queue, one file at a time. Any file the reader cannot read ends
 * 'unreadable' with a message for the parent; the upload and its submission
 * are never touched. Idempotent: a finished reading is not read again.
 */
export const readUploadHandler: Handler<EventJobData<'upload.received'>> = {
  queue: 'reading',
  async run(data, ctx) {
    const { uploadId } = data.payload;
    const upload = await findUploadOwner(ctx.sql, uploadId);
    if (!upload || !(await claimReading(ctx.sql, uploadId))) return 'nothing to do';
    const started = Date.now();
    const outcome = await read(ctx, upload.objectKey);
    await finishReading(ctx.sql, uploadId, {
      status: outcome.status,
      lines: outcome.status === 'done' ? outcome.lines : [],
      message: outcome.status === 'unreadable' ? outcome.message : null,
      source: outcome.status === 'done' ? outcome.source : null,
      pageCount: outcome.pageCount ?? null,
      ocrPages: outcome.ocrPages ?? null,
    });
    ctx.logger.info(
      { uploadId, status: outcome.status, ms: Date.now() - started },
      'brochure read',
    );
    return outcome.status;
  },
};
