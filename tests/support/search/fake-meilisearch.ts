// A small in-process stand-in for a Meilisearch server, installed as the global
// fetch in unit tests: it records the requests the real client sends and
// answers the routes the adapter uses the way the server does (tasks that are
// enqueued and then succeed or fail with the server's error codes). It does
// not search: search answers come from `respond`.

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

interface FakeIndex {
  uid: string;
  primaryKey: string | null;
  createdAt: string;
  documents: Map<string, Record<string, unknown>>;
  settings: Record<string, unknown>;
}

interface Task {
  taskUid: number;
  uid: number;
  indexUid: string | null;
  status: 'succeeded' | 'failed';
  type: string;
  error: { code: string; message: string; type: string; link: string } | null;
}

export interface SearchAnswer {
  hits?: Record<string, unknown>[];
  totalHits?: number;
  facetDistribution?: Record<string, Record<string, number>>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const apiError = (status: number, code: string, message = code) =>
  json(status, { message, code, type: 'invalid_request', link: `https://errors/${code}` });

export class FakeMeilisearch {
  version = '1.18.0';
  readonly indexes = new Map<string, FakeIndex>();
  readonly requests: RecordedRequest[] = [];
  private readonly tasks = new Map<number, Task>();
  private nextTask = 0;
  /** answers POST .../search and each query of /multi-search */
  respond: (indexUid: string, body: Record<string, unknown>) => SearchAnswer = () => ({});
  /** runs before a request is answered; return a Response to answer it instead (or throw) */
  intercept: (request: RecordedRequest) => Response | undefined = () => undefined;

  /** A fetch function to install with vi.stubGlobal('fetch', fake.fetch). */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = new Headers(init?.headers);
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/+/, ''),
      params: url.searchParams,
      body: typeof init?.body === 'string' && init.body ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    this.requests.push(request);
    // let concurrent callers interleave as they would over a network
    await new Promise((resolve) => setImmediate(resolve));
    return this.intercept(request) ?? this.route(request);
  };

  /** Adds an index directly, as if another process had created it earlier. */
  addIndex(uid: string, primaryKey: string | null = 'id', createdAt = new Date()): void {
    this.indexes.set(uid, {
      uid,
      primaryKey,
      createdAt: createdAt.toISOString(),
      documents: new Map(),
      settings: {},
    });
  }

  /** Requests other than task polling, as "METHOD path". */
  calls(): string[] {
    return this.requests
      .filter((r) => !r.path.startsWith('tasks/'))
      .map((r) => `${r.method} ${r.path}`);
  }

  private enqueue(type: string, indexUid: string | null, error?: [string, string]): Response {
    const uid = this.nextTask++;
    const task: Task = {
      taskUid: uid,
      uid,
      indexUid,
      type,
      status: error ? 'failed' : 'succeeded',
      error: error
        ? { code: error[0], message: error[1], type: 'invalid_request', link: '' }
        : null,
    };
    this.tasks.set(uid, task);
    return json(202, { taskUid: uid, indexUid, status: 'enqueued', type, enqueuedAt: '' });
  }

  private route(r: RecordedRequest): Response {
    const parts = r.path.split('/');
    const [root, uid, sub, action] = parts;
    if (root === 'version')
      return json(200, { pkgVersion: this.version, commitSha: '', commitDate: '' });
    if (root === 'tasks' && uid !== undefined) {
      const task = this.tasks.get(Number(uid));
      return task ? json(200, task) : apiError(404, 'task_not_found');
    }
    if (root === 'swap-indexes')
      return this.swap(r.body as { indexes: [string, string]; rename: boolean }[]);
    if (root === 'multi-search') {
      const { queries } = r.body as { queries: (Record<string, unknown> & { indexUid: string })[] };
      return json(200, { results: queries.map((q) => this.answer(q.indexUid, q)) });
    }
    if (root !== 'indexes') return apiError(404, 'not_found');
    if (uid === undefined) {
      if (r.method === 'POST') return this.create(r.body as { uid: string; primaryKey?: string });
      const all = [...this.indexes.values()].sort((a, b) => (a.uid < b.uid ? -1 : 1));
      const offset = Number(r.params.get('offset') ?? 0);
      const limit = Number(r.params.get('limit') ?? 20);
      return json(200, {
        results: all.slice(offset, offset + limit).map((ix) => this.info(ix)),
        offset,
        limit,
        total: all.length,
      });
    }
    const index = this.indexes.get(uid);
    if (sub === undefined) {
      if (r.method === 'DELETE') {
        if (!index)
          return this.enqueue('indexDeletion', uid, [
            'index_not_found',
            `Index \`${uid}\` not found.`,
          ]);
        this.indexes.delete(uid);
        return this.enqueue('indexDeletion', uid);
      }
      return index
        ? json(200, this.info(index))
        : apiError(404, 'index_not_found', `Index \`${uid}\` not found.`);
    }
    if (sub === 'settings' && r.method === 'PATCH') {
      // like the server, a settings update creates a missing index
      if (!index) this.addIndex(uid, null);
      Object.assign(this.indexes.get(uid)!.settings, r.body);
      return this.enqueue('settingsUpdate', uid);
    }
    if (sub === 'search') {
      if (!index) return apiError(404, 'index_not_found');
      return json(200, this.answer(uid, r.body as Record<string, unknown>));
    }
    if (sub === 'stats') {
      if (!index) return apiError(404, 'index_not_found');
      return json(200, { numberOfDocuments: index.documents.size, isIndexing: false });
    }
    if (sub === 'documents') return this.documents(uid, r, action);
    return apiError(404, 'not_found');
  }

  private info(ix: FakeIndex) {
    return {
      uid: ix.uid,
      primaryKey: ix.primaryKey,
      createdAt: ix.createdAt,
      updatedAt: ix.createdAt,
    };
  }

  private create(body: { uid: string; primaryKey?: string }): Response {
    if (this.indexes.has(body.uid))
      return this.enqueue('indexCreation', body.uid, [
        'index_already_exists',
        `Index \`${body.uid}\` already exists.`,
      ]);
    this.addIndex(body.uid, body.primaryKey ?? null);
    return this.enqueue('indexCreation', body.uid);
  }

  private documents(uid: string, r: RecordedRequest, action: string | undefined): Response {
    if (r.method === 'POST' && action === undefined) {
      if (!this.indexes.has(uid)) this.addIndex(uid, null);
      const index = this.indexes.get(uid)!;
      const docs = r.body as Record<string, unknown>[];
      const primaryKey = index.primaryKey ?? r.params.get('primaryKey');
      if (!primaryKey) {
        // what the server answers for our documents: several fields end in "id"
        const candidates = Object.keys(docs[0] ?? {}).filter((key) => /id$/i.test(key));
        return this.enqueue('documentAdditionOrUpdate', uid, [
          'index_primary_key_multiple_candidates_found',
          `The primary key inference failed as the engine found ${candidates.length} fields ending with \`id\`.`,
        ]);
      }
      index.primaryKey = primaryKey;
      for (const doc of docs) index.documents.set(String(doc[primaryKey]), doc);
      return this.enqueue('documentAdditionOrUpdate', uid);
    }
    const index = this.indexes.get(uid);
    if (!index) return this.enqueue('documentDeletion', uid, ['index_not_found', 'not found']);
    if (r.method === 'POST' && action === 'delete-batch') {
      for (const id of r.body as (string | number)[]) index.documents.delete(String(id));
      return this.enqueue('documentDeletion', uid);
    }
    if (r.method === 'DELETE') {
      index.documents.clear();
      return this.enqueue('documentDeletion', uid);
    }
    return apiError(404, 'not_found');
  }

  private swap(pairs: { indexes: [string, string]; rename: boolean }[]): Response {
    for (const { indexes, rename } of pairs) {
      const [a, b] = indexes;
      const first = this.indexes.get(a);
      const second = this.indexes.get(b);
      if (!first)
        return this.enqueue('indexSwap', null, ['index_not_found', `Index \`${a}\` not found.`]);
      if (rename) {
        if (second)
          return this.enqueue('indexSwap', null, [
            'index_already_exists',
            `Index \`${b}\` already exists.`,
          ]);
        this.indexes.delete(a);
        this.indexes.set(b, { ...first, uid: b });
      } else {
        if (!second)
          return this.enqueue('indexSwap', null, ['index_not_found', `Index \`${b}\` not found.`]);
        this.indexes.set(a, { ...second, uid: a });
        this.indexes.set(b, { ...first, uid: b });
      }
    }
    return this.enqueue('indexSwap', null);
  }

  private answer(uid: string, body: Record<string, unknown>) {
    const answer = this.respond(uid, body);
    return {
      indexUid: uid,
      hits: answer.hits ?? [],
      query: body.q,
      processingTimeMs: 0,
      hitsPerPage: body.hitsPerPage,
      page: body.page,
      totalPages: 1,
      totalHits: answer.totalHits ?? answer.hits?.length ?? 0,
      facetDistribution: answer.facetDistribution,
    };
  }
}
