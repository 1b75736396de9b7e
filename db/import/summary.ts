import type { ImportSummary } from './run';

const number = (value: number) => value.toLocaleString('en-US');

/** The summary the CLI prints: one line per table, then time and throughput. */
export function formatSummary(summary: ImportSummary): string {
  const lines = ['table          read   inserted    updated  unchanged'];
  for (const [table, counts] of Object.entries(summary.tables)) {
    if (!counts) continue;
    lines.push(
      [
        table.padEnd(12),
        number(counts.read).padStart(8),
        number(counts.inserted).padStart(10),
        number(counts.updated).padStart(10),
        number(counts.unchanged).padStart(10),
        'deleted' in counts && counts.deleted > 0 ? `  (${number(counts.deleted)} deleted)` : '',
      ]
        .join(' ')
        .trimEnd(),
    );
  }
  const skipped = Object.entries(summary.skippedSchools)
    .map(([reason, count]) => `${reason} ${number(count)}`)
    .join(', ');
  if (skipped) lines.push(`skipped schools: ${skipped}`);
  lines.push(`schools linked to a village: ${number(summary.schoolsLinkedToVillage)}`);
  const published = summary.tables.publishedFees;
  const notes = [
    `${number(published.skippedNoNpsn)} rows without an NPSN left out`,
    published.skippedUnknownSchool > 0
      ? `${number(published.skippedUnknownSchool)} of schools not in this database`
      : '',
    published.keptAdminChanges > 0
      ? `${number(published.keptAdminChanges)} kept as an admin changed them`
      : '',
    published.sampleReplaced > 0 ? `${number(published.sampleReplaced)} sample items replaced` : '',
    published.academicYearsCreated > 0
      ? `${number(published.academicYearsCreated)} academic years created`
      : '',
  ].filter(Boolean);
  lines.push(`published fees: ${notes.join(', ')}`);
  lines.push(
    summary.rebuildRequested
      ? 'search index rebuild requested (outbox)'
      : 'nothing changed; no index rebuild needed',
  );
  lines.push(
    `${number(summary.rowsRead)} rows in ${summary.seconds.toFixed(1)} s (${number(summary.rowsPerSecond)} rows/s)`,
  );
  return lines.join('\n');
}
