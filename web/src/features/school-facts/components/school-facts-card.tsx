import { useQuery } from '@tanstack/react-query';
import { MAX_PLAUSIBLE_STUDENTS_PER_TEACHER, statsAsOfLabel } from '@core/school-facts';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { formatNumber } from '@core/format';
import { schoolFactsQuery } from '../api/school-facts';

function Fact({
  label,
  value,
  detail,
  doubtful = false,
}: {
  label: string;
  value: string;
  detail?: string;
  /** implausible: shown marked, with the card's caveat */
  doubtful?: boolean;
}) {
  return (
    <div className={doubtful ? 'rounded-md bg-amber-50 p-3' : 'rounded-md bg-slate-50 p-3'}>
      <dt className="text-xs text-slate-700">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">
        {value}
        {doubtful && <span className="ml-1 text-sm text-amber-800">(tidak wajar)</span>}
      </dd>
      {detail && <dd className="text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

/**
 * 'Data Sekolah': students, teachers and staff, students per teacher (only
 * when both exist), study groups, with how dated the figures are; implausible
 * figures left out or marked, with the server's caveats.
 */
export function SchoolFactsCard({ schoolId }: { schoolId: number }) {
  const facts = useQuery(schoolFactsQuery(schoolId));
  const data = facts.data;
  if (!data) return null;
  const students = data.students;
  const sexes =
    data.studentsMale !== null && data.studentsFemale !== null
      ? `${formatNumber(data.studentsMale)} laki-laki, ${formatNumber(data.studentsFemale)} perempuan`
      : undefined;
  return (
    <Card data-testid="school-facts">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Data Sekolah</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {students !== null && (
            <Fact label="Jumlah siswa" value={formatNumber(students)} detail={sexes} />
          )}
          {data.teachersAndStaff !== null && (
            <Fact
              label="Guru dan tenaga kependidikan"
              value={formatNumber(data.teachersAndStaff)}
            />
          )}
          {data.nonTeachingStaff !== null && (
            <Fact label="Tenaga non-pendidik" value={formatNumber(data.nonTeachingStaff)} />
          )}
          {data.studentsPerTeacher !== null && (
            <Fact
              label="Siswa per guru"
              value={formatNumber(data.studentsPerTeacher, 1)}
              detail="siswa dibagi guru dan tenaga kependidikan"
              doubtful={data.studentsPerTeacher > MAX_PLAUSIBLE_STUDENTS_PER_TEACHER}
            />
          )}
          {data.studyGroups !== null && (
            <Fact label="Rombongan belajar (rombel)" value={formatNumber(data.studyGroups)} />
          )}
        </dl>
        {data.caveats.map((caveat) => (
          <p key={caveat} className="mt-3 text-xs font-medium text-amber-800">
            {caveat}
          </p>
        ))}
        <p className="mt-3 text-xs text-slate-600">Sumber: {statsAsOfLabel(data.asOf)}.</p>
      </CardContent>
    </Card>
  );
}
