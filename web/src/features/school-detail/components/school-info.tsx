import type { SchoolDetail } from '@core/contracts/schools';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { knownOrUnknown } from '@core/school';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ChangedBy } from '@web/components/changed-by';
import { facilityLines } from '../school-page';

/**
 * NPSN, level, curriculum and accreditation ('Belum ada data' when unknown),
 * facilities, description; beyond SPEC, who last changed the last two and when.
 */
export function SchoolInfo({ school }: { school: SchoolDetail }) {
  const facilities = facilityLines(school.facilities);
  const level = EDUCATION_LEVEL_LABELS[school.educationLevel];
  const facts: [string, string][] = [
    ['NPSN', school.npsn ?? '-'],
    [
      'Jenjang Pendidikan',
      school.form && school.form !== level ? `${level} (${school.form})` : level,
    ],
    ['Kurikulum', knownOrUnknown(school.curriculum)],
    ['Akreditasi', knownOrUnknown(school.accreditation)],
  ];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Informasi Sekolah</h2>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {facilities.length > 0 && (
          <div>
            <h3 className="font-semibold text-slate-900">Fasilitas</h3>
            <ul className="mt-2 space-y-1 text-slate-800">
              {facilities.map((line, index) => (
                <li key={`${line}-${index}`}>{line}</li>
              ))}
            </ul>
            <ChangedBy change={school.profileChanges.facilities} className="mt-2" />
          </div>
        )}
        {school.description?.trim() && (
          <div>
            <h3 className="font-semibold text-slate-900">Deskripsi</h3>
            <p className="mt-2 whitespace-pre-line text-slate-800">{school.description}</p>
            <ChangedBy change={school.profileChanges.description} className="mt-2" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
