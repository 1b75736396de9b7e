const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** 221783 -> '221.783' */
export function formatNumber(value: number): string {
  return number.format(value);
}
