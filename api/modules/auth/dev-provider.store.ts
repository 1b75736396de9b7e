// In-memory storage of the development identity provider's artifacts
// (interactions, sessions, codes, grants). The provider is single-process and
// development-only, so memory is the right place; giving it explicitly keeps
// oidc-provider from warning at every start.

interface Entry {
  payload: Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string };
  expiresAt: number | undefined;
}

/** One store per provider instance; oidc-provider makes one adapter per artifact name. */
export function devProviderStore() {
  const stores = new Map<string, Map<string, Entry>>();
  return class DevProviderStore extends MemoryStore {
    constructor(name: string) {
      let entries = stores.get(name);
      if (!entries) stores.set(name, (entries = new Map()));
      super(entries);
    }
  };
}

class MemoryStore {
  constructor(private readonly entries: Map<string, Entry>) {}

  private live(id: string): Entry | undefined {
    const entry = this.entries.get(id);
    if (entry?.expiresAt !== undefined && entry.expiresAt < Date.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  async upsert(id: string, payload: Entry['payload'], expiresIn?: number) {
    this.entries.set(id, {
      payload,
      expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined,
    });
  }

  async find(id: string) {
    return this.live(id)?.payload;
  }

  async findByUid(uid: string) {
    for (const [id, entry] of this.entries) if (entry.payload.uid === uid) return this.find(id);
    return undefined;
  }

  async findByUserCode(userCode: string) {
    for (const [id, entry] of this.entries)
      if (entry.payload.userCode === userCode) return this.find(id);
    return undefined;
  }

  async consume(id: string) {
    const entry = this.live(id);
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string) {
    this.entries.delete(id);
  }

  async revokeByGrantId(grantId: string) {
    for (const [id, entry] of this.entries)
      if (entry.payload.grantId === grantId) this.entries.delete(id);
  }
}
