import { useEffect, useId, useRef, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Check, Plus, SchoolIcon, X } from 'lucide-react';
import type { ApproveSubmissionInput } from '@core/contracts/submission-review';
import type { SchoolSubmission } from '@core/contracts/submissions';
import { FEE_YEAR } from '@core/fees';
import { formatRupiah } from '@core/format';
import { SchoolPicker } from '@web/components/school-picker';
import { Button } from '@web/components/ui/button';
import { FormSelect } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import {
  academicYearsQuery,
  globalCategoriesQuery,
  schoolCategoriesQuery,
} from '@web/lib/admin-schools';
import { schoolLevelOf } from '@web/lib/level-map';
import { serverText } from '@web/lib/server-text';
import { useApproveSubmission } from '@web/features/admin-submissions/api/review';
import type { CreateSchoolSlot } from './create-school-slot';
import { FeeLine } from './fee-line';
import { useSourceMarks, type LineSource } from '../source-marks/source-marks';
import { RuleWarnings, useRuleWarnings } from './rule-warnings';
import {
  emptyLine,
  previewTotal,
  proposedLines,
  reviewResolver,
  type ReviewValues,
} from './review-values';

/** Its own component: typing in a line re-renders this line, not the whole form. */
function PreviewTotal() {
  const lines = useWatch<ReviewValues, 'lines'>({ name: 'lines' });
  return (
    <p className="flex items-baseline justify-between gap-3 rounded-md bg-brand-50 p-3 text-sm">
      <span className="text-slate-800">Total Biaya Awal (perkiraan)</span>
      <strong className="text-brand-700 tabular-nums">
        {formatRupiah(previewTotal(lines ?? []))}
      </strong>
    </p>
  );
}

const APPROVED_TITLE = 'Kontribusi disetujui';
const APPROVE_FAILED = 'Biaya gagal diterbitkan. Periksa isian lalu coba lagi.';
export const CONFIRM_RULES = 'Periksa peringatan aturan biaya dan centang konfirmasinya dulu.';

// What the reviewer typed, kept while the dialog is closed (not across reloads):
// closing by mistake loses nothing.
const drafts = new Map<number, ReviewValues>();

/** Tests start each case without the drafts of the one before. */
export function forgetReviewDrafts() {
  drafts.clear();
}

const blank = (): ReviewValues => ({ school: null, academicYearId: '', lines: [emptyLine()] });

/**
 * 'Setujui & Terbitkan': the reviewer picks the school (or creates it) and
 * the academic year, transcribes the document's fee lines, and publishes
 * them. 'Tolak' hands over to the rejection form.
 */
export function ReviewForm({
  submission,
  CreateSchool,
  onApproved,
  onReject,
}: {
  submission: SchoolSubmission;
  CreateSchool?: CreateSchoolSlot;
  onApproved: (submission: SchoolSubmission) => void;
  onReject: () => void;
}) {
  const id = useId();
  const globalsAtStart = useQuery(globalCategoriesQuery()).data;
  const prefilled = (globals: readonly { id: number; code: string }[]): ReviewValues => {
    const proposed = proposedLines(submission, globals);
    return { ...blank(), lines: proposed.length ? proposed : [emptyLine()] };
  };
  const form = useForm<ReviewValues, unknown, ApproveSubmissionInput>({
    resolver: reviewResolver,
    defaultValues: drafts.get(submission.id) ?? prefilled(globalsAtStart ?? []),
  });
  const { errors, isSubmitting } = form.formState;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const school = useWatch({ control: form.control, name: 'school' });
  // the lines' places, drawn over the files beside the form (issue 21)
  const watchedLines = useWatch({ control: form.control, name: 'lines' });
  const { setMarks } = useSourceMarks();
  const placeKey = JSON.stringify(watchedLines.map((line) => line.source ?? null));
  useEffect(() => {
    const places = JSON.parse(placeKey) as (LineSource | null)[];
    setMarks(places.flatMap((place, index) => (place ? [{ ...place, line: index + 1 }] : [])));
  }, [placeKey, setMarks]);
  useEffect(() => () => setMarks([]), [setMarks]);
  const years = useQuery(academicYearsQuery());
  const globals = useQuery(globalCategoriesQuery());
  // the proposed lines' categories resolve once the global categories arrive
  const globalList = globals.data;
  useEffect(() => {
    if (!globalList || globalsAtStart || drafts.has(submission.id) || form.formState.isDirty)
      return;
    form.reset(prefilled(globalList));
    // once, when the categories first arrive
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [globalList]);
  const own = useQuery(schoolCategoriesQuery(school?.id));
  const approve = useApproveSubmission(submission.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const published = useRef(false);
  const warnings = useRuleWarnings(form.control, globals.data ?? [], years.data ?? []);
  const [confirmed, setConfirmed] = useState(false);

  // keep the draft when the dialog closes
  useEffect(() => {
    const values = form.getValues;
    const state = published;
    return () => {
      if (!state.current) drafts.set(submission.id, values());
    };
  }, [form.getValues, submission.id]);

  // the fee year by default, once the years are known
  useEffect(() => {
    if (!years.data || form.getValues('academicYearId')) return;
    const year = years.data.find((y) => y.year === FEE_YEAR) ?? years.data[0];
    if (year) form.setValue('academicYearId', String(year.id));
  }, [years.data, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    // a line a no-fee rule contradicts is published only once the reviewer confirmed it
    if (warnings.length > 0 && !confirmed) {
      setFailure(CONFIRM_RULES);
      return;
    }
    try {
      const result = await approve.mutateAsync(input);
      published.current = true;
      drafts.delete(submission.id);
      const where = result.submission.publishedSchool?.name ?? school?.name ?? '';
      toast({
        title: APPROVED_TITLE,
        description: `${result.costItems.length} biaya diterbitkan untuk ${where}`,
      });
      onApproved(result.submission);
    } catch (error) {
      setFailure(serverText(error, APPROVE_FAILED));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby={`${id}-title`}
        className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
      >
        <div>
          <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            Transkripsi Biaya
          </h3>
          <p className="text-sm text-slate-600">
            Salin rincian biaya dari dokumen, lalu terbitkan ke halaman sekolah.
          </p>
        </div>

        <Controller
          control={form.control}
          name="school"
          render={({ field }) => (
            <SchoolPicker
              label="Sekolah"
              value={field.value}
              onChange={field.onChange}
              initialSearch={submission.schoolName}
              error={errors.school?.message}
            />
          )}
        />
        {CreateSchool && (
          <div className="-mt-2">
            <Button
              type="button"
              variant="link"
              className="h-auto p-0"
              onClick={() => setCreating(true)}
            >
              <SchoolIcon aria-hidden="true" />
              Sekolah belum ada? Tambah sekolah baru
            </Button>
            <CreateSchool
              open={creating}
              onOpenChange={setCreating}
              start={{
                name: submission.schoolName,
                educationLevel: schoolLevelOf(submission.educationLevels[0] ?? ''),
              }}
              hint={`Dari kontributor: ${submission.schoolName}, ${submission.cityName} (${submission.educationLevels.join(', ')})`}
              onCreated={(created) =>
                form.setValue('school', created, { shouldValidate: form.formState.isSubmitted })
              }
            />
          </div>
        )}

        {/* controlled: a kept draft's year shows even before the list of years arrives */}
        <Controller
          control={form.control}
          name="academicYearId"
          render={({ field }) => (
            <FormSelect
              id={`${id}-year`}
              label="Tahun Ajaran"
              error={errors.academicYearId?.message}
              {...field}
            >
              <option value="">{years.isPending ? 'Memuat...' : 'Pilih tahun ajaran'}</option>
              {(years.data ?? []).map((year) => (
                <option key={year.id} value={year.id}>
                  {year.year}
                </option>
              ))}
            </FormSelect>
          )}
        />

        <div className="grid gap-3">
          {lines.fields.map((line, index) => (
            <FeeLine
              key={line.id}
              index={index}
              globalCategories={globals.data ?? []}
              schoolCategories={own.data ?? []}
              onRemove={lines.fields.length > 1 ? () => lines.remove(index) : undefined}
            />
          ))}
          {errors.lines?.root?.message && (
            <p role="alert" className="text-sm text-red-700">
              {errors.lines.root.message}
            </p>
          )}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => lines.append(emptyLine(), { shouldFocus: true })}
          >
            <Plus aria-hidden="true" />
            Tambah baris biaya
          </Button>
        </div>

        <PreviewTotal />

        <RuleWarnings warnings={warnings} confirmed={confirmed} onConfirm={setConfirmed} />

        {failure && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onReject}>
            <X aria-hidden="true" />
            Tolak
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            <Check aria-hidden="true" />
            {isSubmitting ? 'Menerbitkan...' : 'Setujui & Terbitkan'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
