/**
 * Keeps the best `k` of a stream of slots, ordered by (primary desc, secondary
 * desc, tie). A binary heap with the worst kept slot on top: most slots are
 * rejected by one comparison.
 */
export class TopK {
  private readonly slots: Int32Array;
  private readonly primary: Float64Array;
  private readonly secondary: Float64Array;
  size = 0;

  constructor(
    readonly k: number,
    /** < 0 when slot a ranks before slot b among equal keys */
    private readonly tie: (a: number, b: number) => number,
  ) {
    this.slots = new Int32Array(k);
    this.primary = new Float64Array(k);
    this.secondary = new Float64Array(k);
  }

  /** true when (p1, s1, a) ranks after (p2, s2, b) */
  private worse(p1: number, s1: number, a: number, p2: number, s2: number, b: number): boolean {
    if (p1 !== p2) return p1 < p2;
    if (s1 !== s2) return s1 < s2;
    return this.tie(a, b) > 0;
  }

  /** primary key of the worst kept slot (only meaningful when full) */
  worstPrimary(): number {
    return this.primary[0]!;
  }

  worstSlot(): number {
    return this.slots[0]!;
  }

  full(): boolean {
    return this.size === this.k;
  }

  /** Whether `offer` would keep this slot. */
  accepts(slot: number, primary: number, secondary: number): boolean {
    if (this.size < this.k) return true;
    if (this.k === 0) return false;
    return this.worse(
      this.primary[0]!,
      this.secondary[0]!,
      this.slots[0]!,
      primary,
      secondary,
      slot,
    );
  }

  offer(slot: number, primary: number, secondary: number): void {
    if (this.k === 0) return;
    if (this.size < this.k) {
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (
          !this.worse(
            primary,
            secondary,
            slot,
            this.primary[parent]!,
            this.secondary[parent]!,
            this.slots[parent]!,
          )
        )
          break;
        this.move(parent, i);
        i = parent;
      }
      this.put(i, slot, primary, secondary);
      return;
    }
    // the top is the worst kept: a newcomer must beat it
    if (!this.worse(this.primary[0]!, this.secondary[0]!, this.slots[0]!, primary, secondary, slot))
      return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.size) break;
      let child = left;
      const right = left + 1;
      if (
        right < this.size &&
        this.worse(
          this.primary[right]!,
          this.secondary[right]!,
          this.slots[right]!,
          this.primary[left]!,
          this.secondary[left]!,
          this.slots[left]!,
        )
      )
        child = right;
      if (
        !this.worse(
          this.primary[child]!,
          this.secondary[child]!,
          this.slots[child]!,
          primary,
          secondary,
          slot,
        )
      )
        break;
      this.move(child, i);
      i = child;
    }
    this.put(i, slot, primary, secondary);
  }

  private move(from: number, to: number): void {
    this.slots[to] = this.slots[from]!;
    this.primary[to] = this.primary[from]!;
    this.secondary[to] = this.secondary[from]!;
  }

  private put(i: number, slot: number, primary: number, secondary: number): void {
    this.slots[i] = slot;
    this.primary[i] = primary;
    this.secondary[i] = secondary;
  }

  /** The kept slots, best first. */
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((x, y) =>
      this.worse(
        this.primary[x]!,
        this.secondary[x]!,
        this.slots[x]!,
        this.primary[y]!,
        this.secondary[y]!,
        this.slots[y]!,
      )
        ? 1
        : -1,
    );
    return order.map((i) => this.slots[i]!);
  }
}

/**
 * The last entry of a full TopK ordered by key, ties by id ascending: a slot
 * that cannot beat it is skipped with two comparisons, before it is scored or
 * the tie function runs.
 */
export class KeyCutoff {
  private key = Number.NEGATIVE_INFINITY;
  private id = Number.POSITIVE_INFINITY;

  constructor(
    private readonly top: TopK,
    private readonly ids: Float64Array,
  ) {}

  /** True when a slot with this key (or upper bound of it) cannot get in. */
  excludes(key: number, slot: number): boolean {
    return key < this.key || (key === this.key && this.ids[slot]! > this.id);
  }

  /** Offers a slot by key; once the list is full, the cutoff follows its last entry. */
  offer(slot: number, key: number): void {
    const top = this.top;
    if (!top.accepts(slot, key, 0)) return;
    top.offer(slot, key, 0);
    if (top.full()) {
      this.key = top.worstPrimary();
      this.id = this.ids[top.worstSlot()]!;
    }
  }
}
