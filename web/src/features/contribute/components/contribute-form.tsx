import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import {
  EMPTY_CONTRIBUTE_FORM,
  UPLOAD_REQUIRED,
  type ContributeForm as FormValues,
} from '@core/contracts/contribute-form';
import { CONTRIBUTION_LEVELS } from '@core/levels';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { SCHOOL_SUBMISSIONS_KEY } from '@web/lib/query-keys';
import { serverText } from '@web/lib/server-text';
import { FEE_YEAR } from '@core/fees';
import { academicYearsQuery } from '@web/lib/admin-schools';
import type { OwnSubmission } from '@core/contracts/resubmissions';
import { submitSubmission } from '../api/submissions';
import { resendSubmission } from '../api/resend';
import { lineProblems, linesPayload } from '../fee-line-values';
import { FeeLinesField } from './fee-lines-field';
import { filesPayload } from '../upload-item';
import { useFeeLines } from '../use-fee-lines';
import { useUploads } from '../use-uploads';
import { FILES_INPUT, FilesField } from './files-field';

const contributeSchema = lazyZodResolver(() =>
  import('@core/contracts/submissions').then((contract) => contract.contributeFormSchema),
);
const resolver = contributeSchema.resolver as unknown as Resolver<FormValues, unknown, FormValues>;

/** SPEC §8. */
const SUBMIT_FAILED = 'Failed to submit';
const UPLOADS_IN_PROGRESS = 'Tunggu sampai semua file selesai diunggah';

const errorId = (id: string) => `${id}-error`;

/**
 * The contribute form (SPEC §2, §5): levels, school, city, files, phone and
 * whether to be named as the contributor. Field rules are the server's
 * (core/contracts/submissions); files are checked here as a form-level rule.
 * After a submission the form starts empty, whatever it was prefilled with.
 */
export function ContributeForm({
  onSent,
  initial,
  schoolId = null,
  resend,
}: {
  onSent: () => void;
  /** from a link naming the school (?schoolId=, ?requestId=): its name, level and city */
  initial?: Partial<FormValues>;
  /** the school page the parent came from: sent with the contribution (issue 21) */
  schoolId?: number | null;
  /** a rejected contribution being corrected: it keeps its files and is resent (issue 21) */
  resend?: OwnSubmission;
}) {
  const queryClient = useQueryClient();
  const uploads = useUploads();
  const { lines, setLines, readCount, notices, clear } = useFeeLines(uploads.items, resend);
  const kept = resend?.files ?? [];
  const [showLineProblems, setShowLineProblems] = useState(false);
  const years = useQuery(academicYearsQuery());
  const [yearId, setYearId] = useState<string>(
    resend?.academicYearId ? String(resend.academicYearId) : '',
  );
  const defaultYear = years.data?.find((year) => year.year === FEE_YEAR)?.id;
  const chosenYear = yearId || (defaultYear ? String(defaultYear) : '');
  const problems = lineProblems(lines);
  const [filesError, setFilesError] = useState<string>();
  const levelsId = useId();
  useEffect(() => contributeSchema.preload(), []);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { ...EMPTY_CONTRIBUTE_FORM, ...initial },
  });
  const { errors, isSubmitting } = form.formState;
  const showAsContributor = form.watch('showAsContributor');

  const done = uploads.items.filter((item) => item.state === 'done');
  const busy = uploads.items.some((item) => item.state === 'uploading' || item.state === 'waiting');
  const typedLines = linesPayload(lines);
  const checkFiles = () => {
    // typed fee lines stand in for a file (issue 21, beyond SPEC §5)
    const problem = busy
      ? UPLOADS_IN_PROGRESS
      : done.length === 0 && kept.length === 0 && typedLines.length === 0
        ? UPLOAD_REQUIRED
        : undefined;
    setFilesError(problem);
    return problem;
  };
  // the message goes as soon as a file is in
  useEffect(() => {
    if (filesError === UPLOAD_REQUIRED && (done.length > 0 || typedLines.length > 0))
      setFilesError(undefined);
    if (filesError === UPLOADS_IN_PROGRESS && !busy) setFilesError(undefined);
  }, [filesError, done.length, busy, typedLines.length]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (checkFiles()) {
        document.getElementById(FILES_INPUT)?.focus();
        return;
      }
      const sending = linesPayload(lines);
      if (lineProblems(lines).size > 0 && sending.length > 0) {
        setShowLineProblems(true);
        return;
      }
      try {
        const payload = {
          ...values,
          ...filesPayload(uploads.items),
          schoolId: resend ? resend.schoolId : schoolId,
          academicYearId: chosenYear ? Number(chosenYear) : null,
          lines: sending,
        };
        await (resend ? resendSubmission(resend.id, payload) : submitSubmission(payload));
      } catch (error) {
        toast({
          title: SUBMIT_FAILED,
          description: serverText(error, 'Terjadi kesalahan. Silakan coba lagi.'),
          variant: 'destructive',
        });
        return;
      }
      uploads.reset();
      clear();
      form.reset(EMPTY_CONTRIBUTE_FORM);
      void queryClient.invalidateQueries({ queryKey: SCHOOL_SUBMISSIONS_KEY });
      onSent();
    },
    () => checkFiles(),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Form kontribusi data"
      className="grid gap-6"
    >
      <p className="flex gap-3 rounded-md border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
        <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        Data yang Anda kirim akan diperiksa oleh tim kami sebelum dipublikasikan.
      </p>

      <fieldset
        className="grid gap-2"
        aria-describedby={errors.educationLevels ? errorId(levelsId) : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">Jenjang Pendidikan</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {CONTRIBUTION_LEVELS.map((level) => (
            <label
              key={level}
              className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-3 text-sm text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                value={level}
                className="size-4 accent-brand-600"
                aria-invalid={errors.educationLevels ? true : undefined}
                {...form.register('educationLevels')}
              />
              {level}
            </label>
          ))}
        </div>
        {errors.educationLevels && (
          <p id={errorId(levelsId)} role="alert" className="text-sm text-red-700">
            {errors.educationLevels.message}
          </p>
        )}
      </fieldset>

      <FormField
        id="contribute-school"
        label="Nama Sekolah"
        placeholder="Contoh: SD Negeri 1 Bandung"
        error={errors.schoolName?.message}
        {...form.register('schoolName')}
      />
      <FormField
        id="contribute-city"
        label="Kota/Kabupaten"
        placeholder="Contoh: Kota Bandung"
        error={errors.cityName?.message}
        {...form.register('cityName')}
      />

      <FilesField kept={kept} uploads={uploads} error={filesError} />

      <label className="grid gap-2 text-sm font-medium text-slate-800">
        Tahun Ajaran
        <select
          value={chosenYear}
          onChange={(event) => setYearId(event.target.value)}
          className="h-11 rounded-md border border-slate-300 bg-white px-3 font-normal text-slate-900"
        >
          {(years.data ?? []).map((year) => (
            <option key={year.id} value={year.id}>
              {year.year}
            </option>
          ))}
        </select>
      </label>

      <FeeLinesField
        lines={lines}
        problems={showLineProblems ? problems : new Map()}
        readCount={readCount}
        notices={notices}
        onChange={setLines}
      />

      <FormField
        id="contribute-phone"
        label="Nomor HP/WhatsApp"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="Contoh: 0812 3456 7890 atau +62 812-3456-7890"
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />

      <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 p-4">
        <Label htmlFor="contribute-show" className="leading-snug">
          Tampilkan nama saya sebagai kontributor
        </Label>
        <Controller
          control={form.control}
          name="showAsContributor"
          render={({ field }) => (
            <Switch
              id="contribute-show"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>

      {showAsContributor && (
        <div className="grid gap-6">
          <FormField
            id="contribute-name"
            label="Nama Lengkap"
            autoComplete="name"
            error={errors.contributorName?.message}
            {...form.register('contributorName')}
          />
          <FormField
            id="contribute-profile"
            label="Profil Singkat (opsional)"
            placeholder="Contoh: Orang tua murid kelas 3"
            error={errors.contributorProfile?.message}
            {...form.register('contributorProfile')}
          />
        </div>
      )}

      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Mengirim Data...' : resend ? 'Kirim Ulang' : 'Kirim Data'}
      </Button>
    </form>
  );
}
